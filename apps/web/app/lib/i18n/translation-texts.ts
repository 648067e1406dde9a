// Translation texts as i18next holds them: language → (translation key → text).

export type LanguageTexts = Record<string, Record<string, string>>;

/** One entry of the translationsByTenant query (spec §7). */
export type TranslationEntry = {
  translationKey: string;
  baseTranslation?: string | null;
  languageCode?: string | null;
  group?: string | null;
  context?: string | null;
  tags?: readonly string[] | null;
  translations: readonly { languageCode: string; translation?: string | null }[];
};

const hasText = (text: unknown): text is string => typeof text === 'string' && text.trim() !== '';

function put(texts: LanguageTexts, language: string, key: string, text: string): void {
  (texts[language] ??= {})[key] = text;
}

/**
 * Per-language maps from the query result. Empty texts are left out so i18next falls back along
 * the chain; the base translation counts for the entry's own language when that has no text.
 */
export function entriesToLanguageTexts(entries: readonly TranslationEntry[]): LanguageTexts {
  const texts: LanguageTexts = {};
  for (const entry of entries) {
    for (const { languageCode, translation } of entry.translations) {
      if (hasText(translation)) put(texts, languageCode, entry.translationKey, translation);
    }
    const { languageCode, baseTranslation } = entry;
    if (
      hasText(languageCode) &&
      hasText(baseTranslation) &&
      texts[languageCode]?.[entry.translationKey] === undefined
    ) {
      put(texts, languageCode, entry.translationKey, baseTranslation);
    }
  }
  return texts;
}

/** Narrows JSON read back from the browser cache; anything malformed is dropped, not trusted. */
export function toLanguageTexts(value: unknown): LanguageTexts | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const result: LanguageTexts = {};
  for (const [language, texts] of Object.entries(value)) {
    if (typeof texts !== 'object' || texts === null || Array.isArray(texts)) continue;
    const clean: Record<string, string> = {};
    for (const [key, text] of Object.entries(texts)) if (hasText(text)) clean[key] = text;
    result[language] = clean;
  }
  return result;
}
