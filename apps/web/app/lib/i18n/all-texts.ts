import { browserTextAreas } from '@print/core/i18n/catalogue/areas';
import { localeFallbackChain } from '@print/core/i18n/locale';
import type { ResultOf } from 'gql.tada';
import { graphql } from '../api/graphql.ts';
import { graphqlRequest } from '../api/graphql-request.ts';
import {
  cacheLoadedTexts,
  COMPLETE_KEY,
  readCachedTranslations,
  readCompleteVersions,
  writeCachedValue,
} from './translation-cache.ts';

// Loaded on demand (in idle time after the first paint), so none of this is in a page's first load.

const completeMark = (textVersion: string, texts: Record<string, string>) =>
  `${textVersion}:${Object.keys(texts).length}`;

const TRANSLATIONS_BY_TENANT = graphql(`
  query TranslationsByTenant($input: TranslationsByTenantInput!) {
    translationsByTenant(input: $input) {
      translationKey
      translations {
        languageCode
        translation
      }
    }
  }
`);

type Entry = ResultOf<typeof TRANSLATIONS_BY_TENANT>['translationsByTenant'][number];

/**
 * Key → text for one language from translationsByTenant's entries, along the fallback chain of spec
 * §4 (the first language of the chain with a text wins), as the server resolves a page's texts.
 */
export function resolveEntries(entries: readonly Entry[], chain: readonly string[]): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const entry of entries) {
    const byLanguage = new Map(entry.translations.map((t) => [t.languageCode, t.translation]));
    const text = chain.map((code) => byLanguage.get(code)).find((candidate) => candidate?.trim());
    if (text) texts[entry.translationKey] = text;
  }
  return texts;
}

export type AllTextsRequest = { language: string; tenantDefault: string; textVersion: string };

/**
 * Every browser text of `language` (spec §4/§7: translationsByTenant, loaded once): from the cache
 * when it holds this text version complete, else from the server, then merged into the cache under
 * storedJSON and recorded as complete for this version.
 */
export async function loadAllTexts({
  language,
  tenantDefault,
  textVersion,
}: AllTextsRequest): Promise<Record<string, string>> {
  const mark = (await readCompleteVersions())[language];
  const cached = mark?.startsWith(`${textVersion}:`) ? (await readCachedTranslations())?.[language] : null;
  if (cached && completeMark(textVersion, cached) === mark) return cached;
  const chain = localeFallbackChain(language, tenantDefault);
  const { translationsByTenant } = await graphqlRequest(TRANSLATIONS_BY_TENANT, {
    input: { languageCodes: chain },
  });
  const texts = resolveEntries(translationsByTenant, chain);
  await cacheLoadedTexts({ language, textAreas: browserTextAreas, translations: texts }, async () => {
    const versions = await readCompleteVersions();
    const complete = { ...versions, [language]: completeMark(textVersion, texts) };
    await writeCachedValue(COMPLETE_KEY, JSON.stringify(complete));
  });
  return texts;
}
