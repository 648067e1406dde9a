import { splitTextsByArea, textAreaOf, textsOfAreas } from '@print/core/i18n/catalogue/areas';
import { catalogueForLanguage, catalogueLocales } from '@print/core/i18n/catalogue/index';
import { describe, expect, it } from 'vitest';
import { textAreasFor } from './route-text-areas.ts';

/** Issue 13: a storefront page is sent at most 30 KB of texts, its own, in one language. */
const BUDGET_BYTES = 30 * 1024;

const STOREFRONT_PAGES = [
  '/',
  '/catalog',
  '/catalog/x',
  '/products/x',
  '/cart',
  '/cart/shared/x',
  '/checkout',
  '/checkout/return',
  '/orders/x',
  '/account',
  '/account/addresses',
  '/account/password',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/no-such-page',
];

describe('texts a storefront page is sent', () => {
  for (const language of catalogueLocales) {
    const byArea = splitTextsByArea(catalogueForLanguage(language));
    for (const page of STOREFRONT_PAGES) {
      it(`${page} in ${language}: at most 30 KB, no admin or mail texts`, () => {
        const texts = textsOfAreas(byArea, textAreasFor(page));
        const bytes = new TextEncoder().encode(JSON.stringify(texts)).length;
        expect(bytes).toBeLessThanOrEqual(BUDGET_BYTES);
        const foreign = Object.keys(texts).filter((key) => ['admin', 'mail'].includes(textAreaOf(key)));
        expect(foreign).toEqual([]);
      });
    }
  }
});
