import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ResultOf, VariablesOf } from 'gql.tada';
import { graphql } from '../../lib/api/graphql.ts';
import { graphqlRequest } from '../../lib/api/graphql-request.ts';

// Operations of the translations admin (server: modules/i18n/translations.schema.ts and
// machine-translation.schema.ts), typed from the schema (lib/api/graphql.ts).

const TranslationCellFields = graphql(`
  fragment TranslationCellFields on TranslationCell {
    languageCode
    text
    state
    locked
    outdated
    suggestion
    suggestedBy
  }
`);

const TRANSLATION_TABLE = graphql(
  `
    query TranslationTable($input: TranslationTableInput!) {
      translationTable(input: $input) {
        total
        groups
        items {
          address
          group
          type
          format
          revision
          owner
          languages {
            ...TranslationCellFields
          }
        }
      }
    }
  `,
  [TranslationCellFields],
);

const TRANSLATION_DETAILS = graphql(`
  query TranslationDetails($addresses: [String!]!) {
    translationDetails(addresses: $addresses) {
      address
      type
      format
      revision
      languages {
        languageCode
        text
        state
        locked
        outdated
        suggestion
        suggestedBy
        servedBy
      }
    }
  }
`);

const TRANSLATION_SUGGESTIONS = graphql(`
  query TranslationSuggestions($text: String!, $targetLanguage: String!) {
    translationSuggestions(text: $text, targetLanguage: $targetLanguage) {
      sourceText
      targetText
      score
    }
  }
`);

const SAVE_TRANSLATIONS = graphql(`
  mutation SaveTranslations($address: String!, $texts: [TranslationTextInput!]!, $revision: Int!) {
    saveTranslations(address: $address, texts: $texts, revision: $revision) {
      address
      revision
    }
  }
`);

const REVERT_TRANSLATION = graphql(`
  mutation RevertTranslation($address: String!, $languageCode: String!) {
    revertTranslation(address: $address, languageCode: $languageCode) {
      revision
    }
  }
`);

const SET_LOCK = graphql(`
  mutation SetTranslationLock($address: String!, $languageCode: String, $locked: Boolean!) {
    setTranslationLock(address: $address, languageCode: $languageCode, locked: $locked)
  }
`);

const ACCEPT = graphql(`
  mutation AcceptTranslationSuggestions($targets: [TranslationTargetInput!]!) {
    acceptTranslationSuggestions(targets: $targets)
  }
`);

const REJECT = graphql(`
  mutation RejectTranslationSuggestions($targets: [TranslationTargetInput!]!) {
    rejectTranslationSuggestions(targets: $targets)
  }
`);

const MACHINE_AVAILABLE = graphql(`
  query MachineTranslationAvailable {
    machineTranslationAvailable
  }
`);

const TranslationJobFields = graphql(`
  fragment TranslationJobFields on TranslationJob {
    id
    ref
    translated
    suggested
    skippedLocked
    cancelled
    refused {
      address
      language
      problem
    }
  }
`);

const MACHINE_TRANSLATE = graphql(
  `
    mutation MachineTranslate($input: MachineTranslateInput!) {
      machineTranslate(input: $input) {
        ...TranslationJobFields
      }
    }
  `,
  [TranslationJobFields],
);

const TRANSLATION_JOB = graphql(
  `
    query TranslationJob($id: ID!) {
      translationJob(id: $id) {
        ...TranslationJobFields
      }
    }
  `,
  [TranslationJobFields],
);

const CANCEL_JOB = graphql(`
  mutation CancelTranslationJob($ref: ID!) {
    cancelBackgroundJob(ref: $ref) {
      ref
      state
    }
  }
`);

export type TableInput = VariablesOf<typeof TRANSLATION_TABLE>['input'];
export type TranslationRow = ResultOf<typeof TRANSLATION_TABLE>['translationTable']['items'][number];
export type TranslationCell = ResultOf<typeof TranslationCellFields>;
export type TranslationDetail = ResultOf<typeof TRANSLATION_DETAILS>['translationDetails'][number];
export type TranslationJob = ResultOf<typeof TranslationJobFields>;
export type ReviewTarget = { address: string; languageCode: string };

const opts = (tenantId: string | undefined) => (tenantId ? { tenantId } : {});

export const TRANSLATIONS_KEY = ['admin', 'translations'] as const;

export const translationTableQuery = (input: TableInput, tenantId?: string) =>
  queryOptions({
    queryKey: [...TRANSLATIONS_KEY, 'table', tenantId ?? '', input],
    queryFn: async () =>
      (await graphqlRequest(TRANSLATION_TABLE, { input }, opts(tenantId))).translationTable,
    placeholderData: keepPreviousData,
  });

export const translationDetailQuery = (address: string, tenantId?: string) =>
  queryOptions({
    queryKey: [...TRANSLATIONS_KEY, 'detail', tenantId ?? '', address],
    queryFn: async () =>
      (await graphqlRequest(TRANSLATION_DETAILS, { addresses: [address] }, opts(tenantId)))
        .translationDetails[0] ?? null,
  });

export const translationSuggestionsQuery = (text: string, targetLanguage: string, tenantId?: string) =>
  queryOptions({
    queryKey: [...TRANSLATIONS_KEY, 'memory', tenantId ?? '', text, targetLanguage],
    queryFn: async () =>
      (await graphqlRequest(TRANSLATION_SUGGESTIONS, { text, targetLanguage }, opts(tenantId)))
        .translationSuggestions,
    enabled: text.trim().length > 0,
    staleTime: 60_000,
  });

export const machineAvailableQuery = (tenantId?: string) =>
  queryOptions({
    queryKey: [...TRANSLATIONS_KEY, 'machineAvailable', tenantId ?? ''],
    queryFn: async () =>
      (await graphqlRequest(MACHINE_AVAILABLE, {}, opts(tenantId))).machineTranslationAvailable,
  });

/** A run's report, asked again every second while its job runs (`running`). */
export const translationJobQuery = (id: string, running: boolean, tenantId?: string) =>
  queryOptions({
    queryKey: [...TRANSLATIONS_KEY, 'job', tenantId ?? '', id],
    queryFn: async () => (await graphqlRequest(TRANSLATION_JOB, { id }, opts(tenantId))).translationJob,
    refetchInterval: running ? 1_000 : false,
  });

export async function saveTranslations(
  address: string,
  texts: { languageCode: string; text: string }[],
  revision: number,
  tenantId?: string,
) {
  return (await graphqlRequest(SAVE_TRANSLATIONS, { address, texts, revision }, opts(tenantId)))
    .saveTranslations;
}

export async function revertTranslation(address: string, languageCode: string, tenantId?: string) {
  await graphqlRequest(REVERT_TRANSLATION, { address, languageCode }, opts(tenantId));
}

export async function setTranslationLock(
  address: string,
  languageCode: string | null,
  locked: boolean,
  tenantId?: string,
) {
  return (await graphqlRequest(SET_LOCK, { address, languageCode, locked }, opts(tenantId)))
    .setTranslationLock;
}

export async function acceptSuggestions(targets: ReviewTarget[], tenantId?: string): Promise<number> {
  return (await graphqlRequest(ACCEPT, { targets }, opts(tenantId))).acceptTranslationSuggestions;
}

export async function rejectSuggestions(targets: ReviewTarget[], tenantId?: string): Promise<number> {
  return (await graphqlRequest(REJECT, { targets }, opts(tenantId))).rejectTranslationSuggestions;
}

export async function machineTranslate(
  input: VariablesOf<typeof MACHINE_TRANSLATE>['input'],
  tenantId?: string,
): Promise<TranslationJob> {
  return (await graphqlRequest(MACHINE_TRANSLATE, { input }, opts(tenantId))).machineTranslate;
}

export async function cancelTranslationJob(ref: string, tenantId?: string) {
  await graphqlRequest(CANCEL_JOB, { ref }, opts(tenantId));
}
