import { describe, expect, it } from 'vitest';
import { registeredSession, testTexts as texts } from '../../shell/test-helpers.tsx';
import type { ProductDetail } from './product-api.ts';
import { ProductPage } from './product-page.tsx';
import { escaped, renderProduct, testProduct } from './product-test-fixtures.tsx';

// The product page's admin-only hints (spec §6), server-rendered from what the server answered: the
// catalogue's staff get a list (maybe empty), everyone else null.

const FormStub = () => null;
const page = (adminHints: ProductDetail['adminHints']) =>
  renderProduct(
    '/products/business-cards',
    <ProductPage Form={FormStub} product={testProduct({ id: 'p1', adminHints })} item={null} />,
    { ...registeredSession, rights: ['admin.access', 'catalog.read', 'catalog.write'] },
  ).html.replaceAll('<!-- -->', ''); // React's marker between adjacent texts

/** The link inside the hint's list item: where it leads and what it says. */
const hintLink = (html: string, hint: string) =>
  html.match(
    new RegExp(`data-testid="product-admin-hint-${hint}">([^<]*)<a [^>]*href="([^"]*)"[^>]*>([^<]*)</a>`),
  );

describe('admin-only hints on the product page', () => {
  it('link each hint to the product editor’s tab that fixes it, beside an Edit product link', () => {
    const html = page(['notOrderable', 'noPriceList', 'soldOut', 'noImages']);
    expect(html).toContain(`aria-label="${texts['shop.adminHints']}"`);
    expect(hintLink(html, 'noPriceList')?.slice(1)).toEqual([
      `${escaped(texts['shop.adminPriceListNotConfigured']!)} `,
      '/admin/products/p1?tab=prices',
      texts['shop.adminFixPrices'],
    ]);
    expect(hintLink(html, 'soldOut')?.slice(2)).toEqual([
      '/admin/products/p1?tab=inventory',
      texts['shop.adminFixStock'],
    ]);
    expect(hintLink(html, 'notOrderable')?.[2]).toBe('/admin/products/p1');
    expect(hintLink(html, 'noImages')?.slice(2)).toEqual([
      '/admin/products/p1',
      texts['shop.adminFixImages'],
    ]);
    expect(html).toMatch(
      new RegExp(
        `data-testid="product-admin-edit" href="/admin/products/p1"[^>]*>${texts['shop.adminEditProduct']}<`,
      ),
    );
  });

  it('show an empty price list and a missing simple price with the link to the prices', () => {
    const html = page(['priceListEmpty', 'noPrice']);
    expect(hintLink(html, 'priceListEmpty')?.[2]).toBe('/admin/products/p1?tab=prices');
    expect(hintLink(html, 'noPrice')?.[2]).toBe('/admin/products/p1?tab=prices');
  });

  it('leave only the Edit product link when nothing is wrong, and show nothing to shoppers', () => {
    const clean = page([]);
    expect(clean).toContain('data-testid="product-admin-edit"');
    expect(clean).not.toContain('data-testid="product-admin-hint-');
    const shopper = page(null);
    expect(shopper).not.toContain('data-testid="product-admin-hints"');
    expect(shopper).not.toContain('/admin/products');
  });
});
