import { DEFAULT_LANGUAGE, localeFallbackChain, normalizeLocale } from './locale.ts';

/** A text stored per language: language code → text (decision 0003). */
export type LocalizedText = Record<string, string>;

/**
 * A tenant setting stored per language (hero title, CTA label): the first non-empty text along
 * the fallback chain, else any text at all, else ''.
 */
export function localizedText(
  texts: Readonly<Record<string, string>> | undefined,
  language: string,
  tenantDefault: string,
): string {
  if (!texts) return '';
  for (const locale of localeFallbackChain(language, tenantDefault)) {
    const text = texts[locale];
    if (text && text.trim() !== '') return text;
  }
  return Object.values(texts).find((text) => text.trim() !== '') ?? '';
}

/**
 * Reads a stored per-language text tolerantly: a map keeps its entries whose key is a locale and
 * whose value is a string; a plain string (the shape before texts were per language) becomes the
 * text of `plainTextLanguage` (the tenant's default language, in which it was written); anything
 * else is no text.
 */
export function readLocalizedText(
  value: unknown,
  plainTextLanguage: string = DEFAULT_LANGUAGE,
): LocalizedText {
  if (typeof value === 'string') return value.trim() === '' ? {} : { [plainTextLanguage]: value };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const texts: LocalizedText = {};
  for (const [language, text] of Object.entries(value)) {
    const locale = normalizeLocale(language);
    if (locale && typeof text === 'string') texts[locale] = text;
  }
  return texts;
}
