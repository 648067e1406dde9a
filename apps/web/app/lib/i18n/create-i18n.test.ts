import { catalogueForLanguage } from '@print/core/i18n/catalogue/index';
import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n.ts';

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
