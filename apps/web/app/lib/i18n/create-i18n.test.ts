import { catalogueForLanguage } from '@print/core/i18n/catalogue/index';
import { describe, expect, it, vi } from 'vitest';
import { createI18n, rememberPlainLookups } from './create-i18n.ts';

// Counts in both admin languages: one product, several products, also when the count came as text
// (a server message's values are strings).

describe('plural forms of counts', () => {
  for (const [language, one, many] of [
    ['en-GB', '1 product', '3 products'],
    ['de-DE', '1 Produkt', '3 Produkte'],
  ] as const) {
    it(`says "${one}" and "${many}" in ${language}`, () => {
      const i18n = createI18n(language, 'de-DE', catalogueForLanguage(language));
      expect(i18n.t('admin.priceListUsedByCount', { count: 1 })).toBe(one);
      expect(i18n.t('admin.priceListUsedByCount', { count: '1' })).toBe(one);
      expect(i18n.t('admin.priceListUsedByCount', { count: 3 })).toBe(many);
      expect(i18n.t('admin.priceListUsedByCount', { count: '3' })).toBe(many);
      expect(i18n.getFixedT(language)('admin.priceListUsedByCount', { count: '1' })).toBe(one);
    });
  }

  it('names a single order in the refusal to delete an ordered product', () => {
    const i18n = createI18n('en-GB', 'de-DE', catalogueForLanguage('en-GB'));
    expect(i18n.t('admin.productHasOrders', { count: '1' })).toBe(
      'The product has been ordered (1 order) and cannot be deleted. Archive it instead.',
    );
  });
});

describe('plain lookups remembered on a server instance', () => {
  it('answers as i18next does, once per text, and still formats counts and placeholders', () => {
    const i18n = createI18n('en-GB', 'de-DE', catalogueForLanguage('en-GB'));
    const plain = createI18n('en-GB', 'de-DE', catalogueForLanguage('en-GB'));
    rememberPlainLookups(i18n);
    const lookups = vi.spyOn(i18n, 't');
    const t = i18n.getFixedT('en-GB', 'translation');
    const expected = plain.getFixedT('en-GB', 'translation');
    expect(t('common.confirm')).toBe(expected('common.confirm'));
    expect(t('common.confirm')).toBe(expected('common.confirm'));
    expect(lookups).toHaveBeenCalledTimes(1);
    expect(t('admin.priceListUsedByCount', { count: 1 })).toBe('1 product');
    expect(t('admin.priceListUsedByCount', { count: 3 })).toBe('3 products');
    // Another language's lookup is its own text, not the remembered English one.
    const german = createI18n('de-DE', 'de-DE', catalogueForLanguage('de-DE'));
    rememberPlainLookups(german);
    expect(german.getFixedT('de-DE', 'translation')('common.confirm')).toBe(
      createI18n('de-DE', 'de-DE', catalogueForLanguage('de-DE')).t('common.confirm'),
    );
  });
});
