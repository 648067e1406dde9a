// Translation texts as i18next holds them: language → (translation key → text).

export type LanguageTexts = Record<string, Record<string, string>>;

const hasText = (text: unknown): text is string => typeof text === 'string' && text.trim() !== '';

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
