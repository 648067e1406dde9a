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
  return pickLocalized(texts, localeFallbackChain(language, tenantDefault))?.value ?? '';
}

const hasContent = (value: string | readonly unknown[]) =>
  typeof value === 'string' ? value.trim() !== '' : value.length > 0;

/**
 * A value per language (a text, a rich text's document) picked as `localizedText` picks, with the
 * language it is in: the first non-empty along `chain`, else any non-empty; undefined when none is.
 * The language tells a renderer when it shows a fallback (its `lang` differs from the page's).
 */
export function pickLocalized<T extends string | readonly unknown[]>(
  values: Readonly<Record<string, T>> | undefined,
  chain: readonly string[],
): { language: string; value: T } | undefined {
  if (!values) return undefined;
  for (const language of chain) {
    const value = Object.hasOwn(values, language) ? values[language] : undefined;
    if (value !== undefined && hasContent(value)) return { language, value };
  }
  const other = Object.entries(values).find(([, value]) => hasContent(value));
  return other && { language: other[0], value: other[1] };
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
