import type { ResultOf } from 'gql.tada';
import { graphql } from '../../lib/api/graphql.ts';
import { graphqlRequest } from '../../lib/api/graphql-request.ts';

// The translations operations the text popover and the page texts panel use (server:
// modules/i18n/translations.schema.ts and machine-translation.schema.ts), typed from the schema.

const DETAILS = graphql(`
  query InPageTextDetails($addresses: [String!]!) {
    translationDetails(addresses: $addresses) {
      address
      revision
      languages {
        languageCode
        text
        state
        outdated
        locked
        servedBy
        suggestion
        suggestedBy
      }
    }
  }
`);

const SUGGESTIONS = graphql(`
  query InPageTextSuggestions($address: String!, $targetLanguage: String!) {
    translationSuggestions(address: $address, targetLanguage: $targetLanguage) {
      score
      sourceText
      targetText
    }
  }
`);

const SAVE = graphql(`
  mutation InPageSaveTranslations(
    $address: String!
    $revision: Int!
    $texts: [TranslationTextInput!]!
    $seenOn: String
  ) {
    saveTranslations(address: $address, revision: $revision, texts: $texts, seenOn: $seenOn) {
      address
      revision
    }
  }
`);

const MACHINE_TRANSLATE = graphql(`
  mutation InPageMachineTranslate($input: MachineTranslateInput!) {
    machineTranslate(input: $input) {
      id
    }
  }
`);

export type TextDetail = ResultOf<typeof DETAILS>['translationDetails'][number];
export type TextCell = TextDetail['languages'][number];
export type MemoryHit = ResultOf<typeof SUGGESTIONS>['translationSuggestions'][number];

export const loadTextDetails = async (addresses: readonly string[]) =>
  (await graphqlRequest(DETAILS, { addresses: [...addresses] })).translationDetails;

export const loadSuggestions = async (address: string, targetLanguage: string) =>
  (await graphqlRequest(SUGGESTIONS, { address, targetLanguage })).translationSuggestions;

export const saveTexts = async (
  address: string,
  revision: number,
  texts: { languageCode: string; text: string }[],
  seenOn: string,
) => (await graphqlRequest(SAVE, { address, revision, texts, seenOn })).saveTranslations;

/** A v4 UUID; `crypto.randomUUID` exists only in secure contexts (a shop's plain-http test host has none). */
function requestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Starts a machine translation of one text into one language (the job runs on the server). */
export const startMachineTranslation = async (address: string, targetLanguage: string) =>
  (
    await graphqlRequest(MACHINE_TRANSLATE, {
      input: { requestKey: requestKey(), addresses: [address], targetLanguages: [targetLanguage] },
    })
  ).machineTranslate;

const SET_LOCK = graphql(`
  mutation InPageSetTranslationLock($address: String!, $languageCode: String, $locked: Boolean!) {
    setTranslationLock(address: $address, languageCode: $languageCode, locked: $locked)
  }
`);

/** Locks or unlocks one language of a text; answers the lock. */
export const setLock = async (address: string, languageCode: string, locked: boolean) =>
  (await graphqlRequest(SET_LOCK, { address, languageCode, locked })).setTranslationLock;
