import { queryOptions } from '@tanstack/react-query';
import type { ResultOf, VariablesOf } from 'gql.tada';
import { tenantKey } from '../../lib/admin/tenant-tab.ts';
import { graphql } from '../../lib/api/graphql.ts';
import { graphqlRequest } from '../../lib/api/graphql-request.ts';

// The shop's automatic translation (server: modules/i18n/auto-translation-settings.schema.ts, right
// tenant.settings). The keys are write-only: the answer only says whether each is set.

const Fields = graphql(`
  fragment AutoTranslationFields on AutoTranslationSettings {
    provider
    formality
    aiBaseUrl
    aiModel
    deeplKeySet
    aiKeySet
    defaultLanguage
    languages
  }
`);

const GLOSSARY = graphql(`
  query TranslationGlossary($sourceLanguage: String!, $targetLanguage: String!) {
    translationGlossary(sourceLanguage: $sourceLanguage, targetLanguage: $targetLanguage) {
      sourceTerm
      targetTerm
    }
  }
`);

const SAVE_GLOSSARY = graphql(`
  mutation SaveGlossary(
    $sourceLanguage: String!
    $targetLanguage: String!
    $entries: [GlossaryEntryInput!]!
  ) {
    saveGlossary(sourceLanguage: $sourceLanguage, targetLanguage: $targetLanguage, entries: $entries) {
      terms
      deepl {
        status
        message
      }
    }
  }
`);

const QUERY = graphql(
  `
    query AutoTranslationSettings {
      autoTranslationSettings {
        ...AutoTranslationFields
      }
    }
  `,
  [Fields],
);

const UPDATE = graphql(
  `
    mutation UpdateAutoTranslationSettings($input: AutoTranslationSettingsInput!) {
      updateAutoTranslationSettings(input: $input) {
        ...AutoTranslationFields
      }
    }
  `,
  [Fields],
);

export type AutoTranslationView = ResultOf<typeof Fields>;
/** Each key omitted (keep), '' (remove) or the new value (replace). */
export type AutoTranslationInput = VariablesOf<typeof UPDATE>['input'];

export const autoTranslationKey = (tenantId: string | undefined) =>
  tenantKey(['admin', 'autoTranslationSettings'], tenantId);

export const autoTranslationQuery = (tenantId: string | undefined) =>
  queryOptions({
    queryKey: autoTranslationKey(tenantId),
    queryFn: async (): Promise<AutoTranslationView> =>
      (await graphqlRequest(QUERY, {}, { tenantId })).autoTranslationSettings,
  });

export async function updateAutoTranslation(
  input: AutoTranslationInput,
  tenantId: string | undefined,
): Promise<AutoTranslationView> {
  return (await graphqlRequest(UPDATE, { input }, { tenantId })).updateAutoTranslationSettings;
}

export type GlossaryTerm = { sourceTerm: string; targetTerm: string };

/** The glossary of one pair (right translations.edit). */
export const glossaryQuery = (tenantId: string | undefined, source: string, target: string) =>
  queryOptions({
    queryKey: tenantKey(['admin', 'translationGlossary', source, target], tenantId),
    queryFn: async (): Promise<GlossaryTerm[]> =>
      (await graphqlRequest(GLOSSARY, { sourceLanguage: source, targetLanguage: target }, { tenantId }))
        .translationGlossary,
    enabled: source !== '' && target !== '',
  });

/** How many terms the pair holds now, and whether DeepL received them. */
export type GlossarySaved = ResultOf<typeof SAVE_GLOSSARY>['saveGlossary'];

export async function saveGlossary(
  tenantId: string | undefined,
  source: string,
  target: string,
  entries: GlossaryTerm[],
): Promise<GlossarySaved> {
  return (
    await graphqlRequest(
      SAVE_GLOSSARY,
      { sourceLanguage: source, targetLanguage: target, entries },
      { tenantId },
    )
  ).saveGlossary;
}
