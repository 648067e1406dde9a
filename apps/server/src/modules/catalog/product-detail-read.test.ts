import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { products } from './catalog.tables.ts';

// Issue 23: the product page's product comes with its template, variants, prices, fields and category
// links in one statement (product-detail-read.ts), answering exactly what the per-product loaders
// answer for the same product in a list.

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
    if (!/^\s*(begin|commit|rollback|savepoint|release)\b/i.test(text)) statements.push(text);
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
  ] as const)('answers as the product list does, for %s', async (_who, role) => {
    const jar = role === 'admin' ? admin : role === 'customer' ? customer : null;
    const { data } = await counted<{ products: { items: Detail[] } }>(jar, LIST);
    expect(data.products.items.length).toBeGreaterThan(5);
    for (const item of data.products.items) {
      const { data: page } = await counted<{ product: Detail | null }>(jar, PRODUCT_PAGE, {
        slug: item.slug,
      });
      expect(page.product, item.slug).toEqual(item);
    }
    // Something of each kind is compared, not only empty lists.
    const items = data.products.items;
    for (const kind of ['variants', 'fields', 'categories', 'priceTable'])
      expect(
        items.some((item) => (item[kind] as unknown[]).length > 0),
        kind,
      ).toBe(true);
    expect(items.some((item) => item.template !== null)).toBe(true);
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
