import { TRANSLATION_CACHE_KEY } from '@print/core/constants';
import { browserTextAreas } from '@print/core/i18n/catalogue/areas';
import { localeFallbackChain } from '@print/core/i18n/locale';
import type { ResultOf } from 'gql.tada';
import { graphql } from '../api/graphql.ts';
import { graphqlRequest } from '../api/graphql-request.ts';
import type { LoadedTexts } from './translation-cache.ts';
import {
  cacheLoadedTexts,
  readCachedTranslations,
  readCachedValue,
  writeCachedValue,
} from './translation-cache.ts';

// Loaded on demand (in idle time after the first paint), so none of this is in a page's first load.

// Beside storedJSON: per language, the text version whose complete texts the cache holds and how many
// texts that is (`<version>:<count>`), so they are loaded once per version, and again when the cache
// lost some of them.
const COMPLETE_KEY = `${TRANSLATION_CACHE_KEY}.complete`;
const completeMark = (textVersion: string, texts: Record<string, string>) =>
  `${textVersion}:${Object.keys(texts).length}`;

/** Language → complete mark of the texts the cache holds (empty when none). */
async function readCompleteVersions(): Promise<Record<string, string>> {
  const value = await readCachedValue(COMPLETE_KEY);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

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
  if (cached && completeMark(textVersion, cached) === mark) {
    markCachedComplete(language, textVersion);
    return cached;
  }
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
  markCachedComplete(language, textVersion);
  return texts;
}

// `<language>:<textVersion>:<area>` of the texts the cache holds current: written by this page load,
// or `<language>:<textVersion>:*` once it holds every text of that version (loadAllTexts).
const written = new Set<string>();

/** The cache holds every text of this version of the language (loaded or confirmed by loadAllTexts). */
function markCachedComplete(language: string, textVersion: string): void {
  written.add(`${language}:${textVersion}:*`);
}

/**
 * A page's texts (the root loader's, text version `textVersion`) into the cache, unless it holds them
 * already: the cache is 100–200 KB, read and rewritten whole, and the root loader reloads after every
 * form submission.
 */
export function cachePageTexts(loaded: LoadedTexts, textVersion: string): Promise<void> {
  const version = `${loaded.language}:${textVersion}:`;
  const keys = loaded.textAreas.map((area) => version + area);
  if (written.has(`${version}*`) || keys.every((key) => written.has(key))) return Promise.resolve();
  for (const key of keys) written.add(key);
  return cacheLoadedTexts(loaded);
}
