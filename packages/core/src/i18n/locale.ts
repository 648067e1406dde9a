// Locale fallback rules of spec §4 (Translations), shared by the i18n backend and the server.

export const DEFAULT_LANGUAGE = 'de-DE';
/** Locales of the built-in text catalogue. */
export const BUILT_IN_LOCALES = ['de-DE', 'en-GB'] as const;

export const REGIONAL_FALLBACKS: Readonly<Record<string, string>> = {
  'de-AT': 'de-DE',
  'en-US': 'en-GB',
  'pt-BR': 'pt-PT',
  'nb-NO': 'no-NO',
};

const LOCALE_SHAPE = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/;

/**
 * Canonical BCP 47 spelling (`en_us` → `en-US`, `zh-hant-tw` → `zh-Hant-TW`).
 * Anything that is not shaped like a locale gives '' so it drops out of chains.
 */
export function normalizeLocale(locale: unknown): string {
  if (typeof locale !== 'string') return '';
  const trimmed = locale.trim();
  if (!LOCALE_SHAPE.test(trimmed)) return '';
  const [language = '', ...rest] = trimmed.split(/[-_]/);
  const subtags = rest.map((tag) => {
    if (tag.length === 2) return tag.toUpperCase();
    if (tag.length === 4 && /^[A-Za-z]+$/.test(tag))
      return tag[0]?.toUpperCase() + tag.slice(1).toLowerCase();
    return tag.toLowerCase();
  });
  return [language.toLowerCase(), ...subtags].join('-');
}

const languageOf = (locale: string): string => locale.split('-')[0] ?? '';

const regionalFallback = (locale: string): string | undefined =>
  Object.hasOwn(REGIONAL_FALLBACKS, locale) ? REGIONAL_FALLBACKS[locale] : undefined;

/** Exact locale → its regional fallback → tenant default → de-DE, without duplicates. */
export function localeFallbackChain(locale: string, tenantDefault?: string): string[] {
  const exact = normalizeLocale(locale);
  const candidates = [exact, regionalFallback(exact), normalizeLocale(tenantDefault), DEFAULT_LANGUAGE];
  return [...new Set(candidates.filter((value): value is string => !!value))];
}

/** Texts per translation key, then per locale, as in the built-in catalogue. */
export type TranslationEntries = Readonly<
  Record<string, Readonly<Record<string, string | undefined>> | undefined>
>;

/** The first non-empty text along the chain; the key itself when there is none. */
export function translate(entries: TranslationEntries, key: string, chain: readonly string[]): string {
  const texts = Object.hasOwn(entries, key) ? entries[key] : undefined;
  if (texts) {
    for (const locale of chain) {
      const text = Object.hasOwn(texts, locale) ? texts[locale] : undefined;
      if (typeof text === 'string' && text.trim() !== '') return text;
    }
  }
  return key;
}

/**
 * The best available language for the requested ones (in preference order): for each request,
 * an exact match, then its regional fallback, then one with the same language; else the tenant
 * default. The regional fallback comes before a same-language match so en-US picks en-GB, as the
 * translation lookup does.
 */
export function pickLanguage(
  requested: readonly string[],
  available: readonly string[],
  tenantDefault: string,
): string {
  const offered = available.map(normalizeLocale).filter(Boolean);
  for (const raw of requested) {
    const wanted = normalizeLocale(raw);
    if (!wanted) continue;
    if (offered.includes(wanted)) return wanted;
    const regional = regionalFallback(wanted);
    if (regional !== undefined && offered.includes(regional)) return regional;
    const sameLanguage = offered.find((locale) => languageOf(locale) === languageOf(wanted));
    if (sameLanguage !== undefined) return sameLanguage;
  }
  return normalizeLocale(tenantDefault) || offered[0] || DEFAULT_LANGUAGE;
}

/** Language tags of an Accept-Language header, most preferred first (q=0 and `*` dropped). */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  const weighted = header.split(',').flatMap((part, index) => {
    const [tag = '', ...params] = part.trim().split(';');
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam === undefined ? 1 : Number.parseFloat(qParam.slice(2));
    if (tag.trim() === '' || tag.trim() === '*' || !(q > 0)) return [];
    return [{ tag: tag.trim(), q, index }];
  });
  weighted.sort((a, b) => b.q - a.q || a.index - b.index);
  return weighted.map((entry) => entry.tag);
}

/** Replaces `{name}` placeholders (single braces, as the spec writes them); unknown ones stay. */
export function interpolate(text: string, params: Readonly<Record<string, string | number>> = {}): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : match,
  );
}
