import { describe, expect, it } from 'vitest';
import { addTextsWhileRendering, createI18n, hasTextsOfCurrentPage } from './create-i18n.ts';
import { withLoadedTexts, withoutLoadedAreas } from './translation-cache.ts';

const loaded = {
  language: 'en-GB',
  textAreas: ['shell', 'shop'],
  translations: { 'shell.cart': 'Basket', 'shop.viewProduct': 'View product' },
};

describe('the browser cache of texts (storedJSON)', () => {
  it('replaces the cached texts of the areas the server sent, in their language, and keeps the rest', () => {
    const stored = {
      'en-GB': { 'shell.cart': 'Cart', 'shell.gone': 'Removed since', 'checkout.vat': 'VAT' },
      'de-DE': { 'shell.cart': 'Warenkorb' },
    };
    expect(withLoadedTexts(stored, loaded)).toEqual({
      'en-GB': { 'checkout.vat': 'VAT', 'shell.cart': 'Basket', 'shop.viewProduct': 'View product' },
      'de-DE': { 'shell.cart': 'Warenkorb' },
    });
    expect(withLoadedTexts(null, loaded)).toEqual({ 'en-GB': loaded.translations });
  });

  it('merges only the cached texts of other areas or languages under the server’s', () => {
    const cached = {
      'en-GB': { 'shell.cart': 'Stale', 'checkout.vat': 'VAT' },
      'de-DE': { 'shell.cart': 'W' },
    };
    expect(withoutLoadedAreas(cached, loaded)).toEqual({
      'en-GB': { 'checkout.vat': 'VAT' },
      'de-DE': { 'shell.cart': 'W' },
    });
  });
});

describe('texts arriving with the root loader', () => {
  it('are there for what renders next, without an event that would re-render others mid-render', () => {
    const i18n = createI18n('en-GB', 'de-DE', { 'shell.cart': 'Cart' });
    let added = 0;
    i18n.store.on('added', () => added++);
    addTextsWhileRendering(i18n, 'en-GB', { 'shop.viewProduct': 'View product' });
    expect(i18n.t('shop.viewProduct')).toBe('View product');
    expect(i18n.t('shell.cart')).toBe('Cart');
    expect(added).toBe(0);
  });

  it('allow an instant language switch only when the other language has every key of the page', () => {
    const i18n = createI18n('en-GB', 'de-DE', { 'shell.cart': 'Cart', 'shop.viewProduct': 'View product' });
    expect(hasTextsOfCurrentPage(i18n, 'de-DE')).toBe(false);
    i18n.addResourceBundle('de-DE', 'translation', { 'shell.cart': 'Warenkorb' });
    expect(hasTextsOfCurrentPage(i18n, 'de-DE')).toBe(false);
    i18n.addResourceBundle('de-DE', 'translation', { 'shop.viewProduct': 'Produkt ansehen' }, true);
    expect(hasTextsOfCurrentPage(i18n, 'de-DE')).toBe(true);
  });
});
