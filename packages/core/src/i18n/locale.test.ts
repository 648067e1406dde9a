import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  REGIONAL_FALLBACKS,
  interpolate,
  localeFallbackChain,
  normalizeLocale,
  parseAcceptLanguage,
  pickLanguage,
  translate,
} from './locale.ts';

describe('localeFallbackChain', () => {
  it('goes exact → regional → tenant default → de-DE', () => {
    expect(localeFallbackChain('en-US', 'fr-FR')).toEqual(['en-US', 'en-GB', 'fr-FR', 'de-DE']);
    expect(localeFallbackChain('de-AT', 'en-GB')).toEqual(['de-AT', 'de-DE', 'en-GB']);
    expect(localeFallbackChain('nb-NO')).toEqual(['nb-NO', 'no-NO', 'de-DE']);
    expect(localeFallbackChain('pt-BR', 'pt-PT')).toEqual(['pt-BR', 'pt-PT', 'de-DE']);
  });

  it('deduplicates and drops junk', () => {
    expect(localeFallbackChain('de-DE', 'de-DE')).toEqual(['de-DE']);
    expect(localeFallbackChain('en_us', 'EN-gb')).toEqual(['en-US', 'en-GB', 'de-DE']);
    expect(localeFallbackChain('<script>', '')).toEqual(['de-DE']);
    expect(localeFallbackChain('__proto__')).toEqual(['de-DE']);
  });

  it('always ends with de-DE and never repeats', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string(), { nil: undefined }), (locale, tenant) => {
        const chain = localeFallbackChain(locale, tenant);
        expect(chain.at(-1)).toBe(DEFAULT_LANGUAGE);
        expect(new Set(chain).size).toBe(chain.length);
      }),
    );
  });

  it('has the spec regional fallbacks', () => {
    expect(REGIONAL_FALLBACKS).toEqual({
      'de-AT': 'de-DE',
      'en-US': 'en-GB',
      'pt-BR': 'pt-PT',
      'nb-NO': 'no-NO',
    });
  });
});

describe('normalizeLocale', () => {
  it('canonicalises case and separators', () => {
    expect(normalizeLocale('EN_gb')).toBe('en-GB');
    expect(normalizeLocale('zh-hant-tw')).toBe('zh-Hant-TW');
    expect(normalizeLocale(' de ')).toBe('de');
    expect(normalizeLocale('e')).toBe('');
    expect(normalizeLocale(3)).toBe('');
  });
});

describe('translate', () => {
  const entries = {
    'cart.title': { 'de-DE': 'Warenkorb', 'en-GB': 'Basket', 'en-US': '' },
    'cart.empty': { 'de-DE': 'Leer' },
  };

  it('takes the first non-empty text along the chain', () => {
    expect(translate(entries, 'cart.title', localeFallbackChain('en-US'))).toBe('Basket');
    expect(translate(entries, 'cart.empty', localeFallbackChain('en-US', 'en-GB'))).toBe('Leer');
  });

  it('falls back to the key', () => {
    expect(translate(entries, 'missing.key', ['de-DE'])).toBe('missing.key');
    expect(translate(entries, 'toString', ['de-DE'])).toBe('toString');
  });
});

describe('pickLanguage', () => {
  const available = ['de-DE', 'en-GB', 'fr-FR'];

  it('prefers an exact match in request order', () => {
    expect(pickLanguage(['fr-FR', 'en-GB'], available, 'de-DE')).toBe('fr-FR');
    expect(pickLanguage(['en-gb'], available, 'de-DE')).toBe('en-GB');
  });

  it('uses the regional fallback before another variant of the language', () => {
    expect(pickLanguage(['en-US'], ['en-AU', 'en-GB'], 'de-DE')).toBe('en-GB');
    expect(pickLanguage(['nb-NO'], ['no-NO', 'de-DE'], 'de-DE')).toBe('no-NO');
  });

  it('matches the language prefix', () => {
    expect(pickLanguage(['fr-CA'], available, 'de-DE')).toBe('fr-FR');
    expect(pickLanguage(['en'], available, 'de-DE')).toBe('en-GB');
  });

  it('falls back to the tenant default', () => {
    expect(pickLanguage(['it-IT'], available, 'en-GB')).toBe('en-GB');
    expect(pickLanguage([], available, 'fr-FR')).toBe('fr-FR');
  });

  it('always returns an available language or the tenant default', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (requested) => {
        const picked = pickLanguage(requested, available, 'de-DE');
        expect(available).toContain(picked);
      }),
    );
  });
});

describe('parseAcceptLanguage', () => {
  it('orders by q and keeps ties in header order', () => {
    expect(parseAcceptLanguage('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.9, *;q=0.5, it;q=0')).toEqual([
      'fr-CH',
      'fr',
      'de',
      'en',
    ]);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage('')).toEqual([]);
  });
});

describe('interpolate', () => {
  it('replaces single-brace placeholders', () => {
    expect(interpolate('Forbidden characters {chars}', { chars: '< >' })).toBe('Forbidden characters < >');
    expect(interpolate('{a}{a} {n}', { a: 'x', n: 3 })).toBe('xx 3');
  });

  it('leaves unknown placeholders and inherited names alone', () => {
    expect(interpolate('The page {pageTitle} {constructor}', {})).toBe('The page {pageTitle} {constructor}');
  });
});
