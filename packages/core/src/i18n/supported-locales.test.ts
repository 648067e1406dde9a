import { describe, expect, it } from 'vitest';
import { builtInCatalogue } from './catalogue/index.ts';
import { localeFallbackChain, normalizeLocale, translate } from './locale.ts';
import { SUPPORTED_LOCALES } from './supported-locales.ts';

const nameKey = (code: string) =>
  `common.language${code
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1).toLowerCase())
    .join('')}`;

describe('supported locales (Localization)', () => {
  it('are spelled canonically, once each, with a notation and a language name in the catalogue', () => {
    const codes = SUPPORTED_LOCALES.map((locale) => locale.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const { code, notation } of SUPPORTED_LOCALES) {
      expect(normalizeLocale(code)).toBe(code);
      expect(notation.trim()).not.toBe('');
      expect(builtInCatalogue[nameKey(code)], code).toBeDefined();
    }
  });

  it('show every built-in text of a new language without texts in the tenant default, never a key', () => {
    for (const { code } of SUPPORTED_LOCALES) {
      for (const tenantDefault of ['de-DE', 'en-GB']) {
        const chain = localeFallbackChain(code, tenantDefault);
        for (const key of ['shell.footerImprint', 'shop.catalogue', 'common.save'])
          expect(translate(builtInCatalogue, key, chain), `${code}/${key}`).not.toBe(key);
      }
    }
  });
});
