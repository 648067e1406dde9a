import { graphqlRequest } from '../api/graphql-request.ts';
import type { TranslationEntry } from './translation-texts.ts';

const TRANSLATIONS_BY_TENANT = /* GraphQL */ `
  query TranslationsByTenant($input: TranslationsByTenantInput!) {
    translationsByTenant(input: $input) {
      translationKey
      baseTranslation
      languageCode
      group
      context
      tags
      translations {
        languageCode
        translation
      }
    }
  }
`;

/** The built-in catalogue merged with the tenant's entries; all languages unless narrowed. */
export async function fetchTranslationsByTenant(
  languageCodes?: readonly string[],
): Promise<TranslationEntry[]> {
  const data = await graphqlRequest<{ translationsByTenant: TranslationEntry[] }>(
    'TranslationsByTenant',
    TRANSLATIONS_BY_TENANT,
    { input: languageCodes ? { languageCodes } : {} },
  );
  return data.translationsByTenant;
}
