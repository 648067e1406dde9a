import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { withSystem } from '../../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { products } from '../catalog.tables.ts';
import type * as DetailRead from './product-detail-read.ts';
import { isWorkStatement } from '../../../testing/statements.ts';

// Issue 23: the product page's product comes with its template, variants, prices, fields and category
// links in one statement (product-detail-read.ts), answering exactly what the per-product loaders
// (catalog.loaders.ts, each with its own statement) answer for the same product.

// The one-statement read, which a test can have read the product row alone: the product's fields then
// come from the per-product loaders, as they did before the one statement (and as previews and cart
// items still do). The product list is no reference: it reads variants and prices with the same SQL.
const detailRead = vi.hoisted(() => ({ rowOnly: false }));
vi.mock('./product-detail-read.ts', async (importOriginal) => {
  const original = await importOriginal<typeof DetailRead>();
  return {
    ...original,
    findProductDetailBySlug: (
      ...[tx, access, slug, extras]: Parameters<typeof original.findProductDetailBySlug>
    ) => original.findProductDetailBySlug(tx, access, slug, detailRead.rowOnly ? {} : extras),
  };
});

const DETAIL = `id slug name description seoTitle seoDescription descriptionRichText imageUrl
  images { url thumbnailUrl alt } externalMediaUrl template isFavourite
  variants { id code name fieldValues stock inStock }
  fields { id name label type required defaultValue options { value label } min max step conditions }
  categories { slug name } currency taxCategory taxRateBasisPoints priceDisplay
  priceTable { quantity unitPrice { amountMinor netMinor grossMinor currency display }
    total { amountMinor netMinor grossMinor currency display } }
  fromPrice { quantity total { amountMinor } }
  stock inStock orderable available unavailableReason adminHints`;
const PRODUCT_PAGE = `query P($slug: String!) { product(slug: $slug) { ${DETAIL} } }`;
const LIST = `query L { products(limit: 100) { items { ${DETAIL} } } }`;
const SLUGS = `query L { products(limit: 100) { items { slug } } }`;

type Detail = Record<string, unknown> & { slug: string };
let t: TestApp;
let admin: CookieJar;
let customer: CookieJar;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
  customer = await loginAs(t, 'kunde', 'Kunde#2026');
});
afterAll(() => t.close());

/** The call's body and its SQL statements (transaction control left out), at a fresh data version. */
async function counted<T>(jar: CookieJar | null, query: string, variables: Record<string, unknown> = {}) {
  t.app.publicContent.changed('*');
  const statements: string[] = [];
  t.database.onStatement = (text) => {
    if (isWorkStatement(text)) statements.push(text);
  };
  try {
    const { body } = await graphqlAs<T>(t, jar, query, variables);
    expect(body.errors).toBeUndefined();
    return { data: body.data!, statements };
  } finally {
    t.database.onStatement = undefined;
  }
}

describe('the product page’s product', () => {
  it('is read with everything the page shows in one statement', async () => {
    await counted(null, PRODUCT_PAGE, { slug: 'visitenkarten-standard' }); // warm the host → tenant cache
    const { data, statements } = await counted<{ product: Detail | null }>(null, PRODUCT_PAGE, {
      slug: 'visitenkarten-standard',
    });
    expect(data.product?.slug).toBe('visitenkarten-standard');
    // The operation's scope, the categories (first read at this data version), then the product with
    // its template, variants, prices, fields and category links (seven statements before).
    expect(statements.length, statements.join('\n')).toBe(3);
  });

  it.each([
    ['an anonymous visitor', null],
    ['an admin (with the admin hints)', 'admin'],
    ['a signed-in customer (with the customer role)', 'customer'],
  ] as const)('answers as the per-product loaders do, for %s', async (_who, role) => {
    const jar = role === 'admin' ? admin : role === 'customer' ? customer : null;
    const { data } = await counted<{ products: { items: { slug: string }[] } }>(jar, SLUGS);
    expect(data.products.items.length).toBeGreaterThan(5);
    const pages: Detail[] = [];
    for (const { slug } of data.products.items) {
      const { data: page } = await counted<{ product: Detail | null }>(jar, PRODUCT_PAGE, { slug });
      detailRead.rowOnly = true;
      try {
        const { data: loaded } = await counted<{ product: Detail | null }>(jar, PRODUCT_PAGE, { slug });
        expect(page.product, slug).toEqual(loaded.product);
      } finally {
        detailRead.rowOnly = false;
      }
      pages.push(page.product!);
    }
    // Something of each kind is compared, not only empty lists.
    for (const kind of ['variants', 'fields', 'categories', 'priceTable'])
      expect(
        pages.some((item) => (item[kind] as unknown[]).length > 0),
        kind,
      ).toBe(true);
    expect(pages.some((item) => item.template !== null)).toBe(true);
  });

  it('is null for a product restricted to a role the caller lacks, and for an unpublished one', async () => {
    const slug = 'visitenkarten-standard';
    const change = (values: Partial<typeof products.$inferInsert>) =>
      withSystem(t.database, (tx) => tx.update(products).set(values).where(eq(products.slug, slug)));
    const page = async (jar: CookieJar | null) =>
      (await counted<{ product: Detail | null }>(jar, PRODUCT_PAGE, { slug })).data.product;
    try {
      await change({ accessRoles: ['customer'] });
      expect(await page(null)).toBeNull();
      const { data } = await counted<{ products: { items: Detail[] } }>(customer, LIST);
      const listed = data.products.items.find((item) => item.slug === slug);
      expect(listed).toBeDefined();
      expect(await page(customer)).toEqual(listed);
      await change({ accessRoles: ['shopadmin'] });
      expect(await page(customer)).toBeNull();
      await change({ accessRoles: [], published: false });
      expect(await page(null)).toBeNull();
      expect(await page(customer)).toBeNull();
    } finally {
      await change({ accessRoles: [], published: true });
    }
  });
});
