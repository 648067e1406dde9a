import { localeFallbackChain } from './locale.ts';

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
