import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterTenantScope, withSystem } from '../../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { tenants } from '../../tenancy/tenancy.tables.ts';
import { categories, productCategories, products } from '../catalog.tables.ts';
import { isWorkStatement } from '../../../testing/statements.ts';

// Issue 25: a CMS page's product rows and grids — from a category, a selection, the newest, a random
// pick — show the products the viewer may see, with their real prices, in the row's order.

const ROWS = `query Rows($rows: [ProductRowInput!]!, $language: String) {
  productRows(rows: $rows, language: $language) { id products { slug name imageUrl available
    fromPrice { quantity total { amountMinor currency } } } } }`;

type RowAnswer = {
  id: string;
  products: { slug: string; name: string; imageUrl: string | null; fromPrice: { quantity: number } | null }[];
};

let t: TestApp;
let admin: CookieJar;
const categoryIds = new Map<string, string>();
const productIds = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
  await withSystem(t.database, async (tx) => {
    const [tenant] = await tx.select().from(tenants).where(eq(tenants.slug, 'druckerei'));
    for (const row of await tx.select().from(categories).where(eq(categories.tenantId, tenant!.id)))
      categoryIds.set(row.slug, row.id);
    for (const row of await tx.select().from(products).where(eq(products.tenantId, tenant!.id)))
      productIds.set(row.slug, row.id);
  });
});
afterAll(() => t.close());

async function rows(jar: CookieJar | null, asks: Record<string, unknown>[], language = 'de-DE') {
  const { body } = await graphqlAs<{ productRows: RowAnswer[] }>(t, jar, ROWS, { rows: asks, language });
  expect(body.errors).toBeUndefined();
  return body.data!.productRows;
}
const slugs = (row: RowAnswer | undefined) => row?.products.map((product) => product.slug) ?? [];

describe('a page’s product rows', () => {
  it('shows a category’s products in the category’s order, at most the row’s limit, priced', async () => {
    const [row] = await rows(null, [
      { id: 'cards', source: 'category', categoryId: categoryIds.get('visitenkarten'), limit: 2 },
    ]);
    const [all] = await rows(null, [
      { id: 'cards', source: 'category', categoryId: categoryIds.get('visitenkarten'), limit: 24 },
    ]);
    const { body } = await graphqlAs<{ products: { items: { slug: string }[] } }>(
      t,
      null,
      `query C { products(categorySlug: "visitenkarten", language: "de-DE") { items { slug } } }`,
    );
    // The order of the category's own page.
    expect(slugs(all)).toEqual(body.data!.products.items.map((item) => item.slug));
    expect(slugs(row)).toEqual(slugs(all).slice(0, 2));
    expect(row!.id).toBe('cards');
    for (const product of row!.products) {
      expect(product.fromPrice?.quantity).toBeGreaterThan(0);
      expect(product.imageUrl).toMatch(/^\/demo\//);
    }
  });

  it('keeps a selection’s order and leaves out what the viewer may not see and what does not exist', async () => {
    const selection = [
      productIds.get('plakat-a1'),
      productIds.get('mitarbeiter-visitenkarten'), // internal: staff only
      '00000000-0000-4000-8000-000000000000',
      'not-an-id',
      productIds.get('flyer-a6'),
    ];
    const ask = { id: 'picked', source: 'selection', productIds: selection, limit: 4 };
    expect(slugs((await rows(null, [ask]))[0])).toEqual(['plakat-a1', 'flyer-a6']);
    // The staff see the internal product: its category and the product are open to their role.
    expect(slugs((await rows(admin, [ask]))[0])).toEqual([
      'plakat-a1',
      'mitarbeiter-visitenkarten',
      'flyer-a6',
    ]);
    // The limit counts what is shown.
    expect(slugs((await rows(null, [{ ...ask, limit: 1 }]))[0])).toEqual(['plakat-a1']);
  });

  it('shows a category open to some roles only to them', async () => {
    const ask = {
      id: 'staff',
      source: 'category',
      categoryId: categoryIds.get('interne-vorlagen'),
      limit: 4,
    };
    expect(slugs((await rows(null, [ask]))[0])).toEqual([]);
    expect(slugs((await rows(admin, [ask]))[0])).toEqual(['mitarbeiter-visitenkarten']);
  });

  it('shows the newest products first, and a random pool of visible products', async () => {
    await withSystem(t.database, async (tx) => {
      const [tenant] = await tx.select().from(tenants).where(eq(tenants.slug, 'druckerei'));
      await enterTenantScope(tx, tenant!.id);
      const [row] = await tx
        .insert(products)
        .values({
          tenantId: tenant!.id,
          slug: 'neu-und-frisch',
          name: { 'de-DE': 'Neu und frisch' },
          published: true,
          pricingMode: 'simple',
          simplePriceMinor: 990,
          createdAt: sql`now() + interval '1 minute'`,
        })
        .returning();
      await tx.insert(productCategories).values({
        tenantId: tenant!.id,
        productId: row!.id,
        categoryId: categoryIds.get('flyer')!,
      });
    });
    const [newest, random] = await rows(null, [
      { id: 'newest', source: 'newest', limit: 3 },
      { id: 'random', source: 'random', limit: 2 },
    ]);
    expect(slugs(newest)).toHaveLength(3);
    expect(slugs(newest)[0]).toBe('neu-und-frisch');
    // A pool of three times the limit, which the page draws from per visit; never a hidden product.
    expect(slugs(random)).toHaveLength(6);
    expect(new Set(slugs(random)).size).toBe(6);
    expect(slugs(random)).not.toContain('mitarbeiter-visitenkarten');
  });

  it('answers rows in the order asked, in the language asked, and nothing for an unknown category', async () => {
    const answer = await rows(
      null,
      [
        { id: 'b', source: 'selection', productIds: [productIds.get('flyer-a6')] },
        { id: 'a', source: 'category', categoryId: '00000000-0000-4000-8000-000000000000' },
        { id: 'c', source: 'category', categoryId: 'nonsense' },
      ],
      'en-GB',
    );
    expect(answer.map((row) => row.id)).toEqual(['b', 'a', 'c']);
    expect(answer[0]!.products[0]!.name).toMatch(/flyer/i);
    expect(answer[1]!.products).toEqual([]);
    expect(answer[2]!.products).toEqual([]);
  });
});

describe('statements of product rows', () => {
  /** The statements one call sends at a fresh data version (shared reads from before do not hide any). */
  async function counted(asks: Record<string, unknown>[]) {
    t.app.publicContent.changed('*');
    const statements: string[] = [];
    // Transaction control and PostgreSQL's read of the change counts (decision 0075) left out.
    t.database.onStatement = (text) => {
      if (isWorkStatement(text)) statements.push(text);
    };
    try {
      const answer = await rows(null, asks);
      return { answer, statements };
    } finally {
      t.database.onStatement = undefined;
    }
  }

  it('reads 30 rows of every source in as many statements as one row of each', async () => {
    const category = (slug: string) => ({ source: 'category', categoryId: categoryIds.get(slug) });
    const kinds = [
      category('visitenkarten'),
      { source: 'selection', productIds: [productIds.get('flyer-a5'), productIds.get('plakat-a1')] },
      { source: 'newest' },
      { source: 'random' },
    ];
    const few = kinds.map((kind, index) => ({ id: `few${index}`, limit: 4, ...kind }));
    const more = [
      ...kinds,
      category('flyer'),
      category('briefpapier'),
      category('werbetechnik'),
      category('falzflyer'),
      { source: 'selection', productIds: [...productIds.values()].slice(0, 8) },
    ];
    const many = Array.from({ length: 30 }, (_, index) => ({
      id: `row${index}`,
      limit: 1 + (index % 6),
      ...more[index % more.length]!,
    }));
    await counted(few); // the host → tenant cache
    const small = await counted(few);
    const large = await counted(many);
    expect(large.answer).toHaveLength(30);
    expect(large.answer.filter((row) => row.products.length > 0).length).toBeGreaterThan(20);
    expect(large.statements.length, large.statements.join('\n')).toBe(small.statements.length);
    // The operation's scope, the categories (first read at this data version), the picks of every
    // row, their products, their prices.
    expect(large.statements.length, large.statements.join('\n')).toBe(5);
  });
});
