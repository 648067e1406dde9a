import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../testing/test-app.ts';
import { productVariants } from '../../catalog.tables.ts';

// The products administration's reads (issue 15): the editor's product and the list, with rights and
// tenant isolation (another tenant's product reads as not found).

type Product = {
  id: string;
  name: string;
  slug: string;
  published: boolean;
  archived: boolean;
  stock?: number | null;
};
type Page = { total: number; items: Product[] };

const FIELDS = 'id name slug articleCode published archived names { language text }';
const PRODUCT = `query AdminProduct($id: ID!) { adminProduct(id: $id) { ${FIELDS} } }`;
const STOCK = `query Stock($search: String) { adminProducts(search: $search) { items { slug stock } } }`;
const LIST = `query AdminProducts($search: String, $published: Boolean, $archived: Boolean, $categoryId: ID,
  $offset: Int, $limit: Int, $sortBy: AdminProductSortField, $descending: Boolean) {
  adminProducts(search: $search, published: $published, archived: $archived, categoryId: $categoryId,
    offset: $offset, limit: $limit, sortBy: $sortBy, descending: $descending) { total items { ${FIELDS} } }
}`;

let t: TestApp;
let admin: CookieJar;
let customer: CookieJar;
let northAdmin: CookieJar;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
  customer = await loginAs(t, 'kunde', 'Kunde#2026');
  northAdmin = await loginAs(t, 'admin', 'Admin#2026', { host: 'northprint.localhost' });
});
afterAll(() => t.close());

const list = async (variables: Record<string, unknown>, jar: CookieJar = admin) => {
  const result = await graphqlAs<{ adminProducts: Page }>(t, jar, LIST, variables);
  expect(result.body.errors).toBeUndefined();
  return result.body.data!.adminProducts;
};
const slugs = (page: Page) => page.items.map((product) => product.slug);
const productBySlug = async (slug: string) =>
  (await list({ search: slug.replace(/-/g, ' ').split(' ')[0], limit: 100 })).items.find(
    (product) => product.slug === slug,
  )!;

describe('the product editor’s product', () => {
  it('is read by id with its names per language', async () => {
    const { id } = await productBySlug('visitenkarten-standard');
    const result = await graphqlAs<{ adminProduct: Product & { names: unknown[] } }>(t, admin, PRODUCT, {
      id,
    });
    expect(result.body.data!.adminProduct).toMatchObject({
      id,
      slug: 'visitenkarten-standard',
      name: 'Visitenkarten Standard',
      names: expect.arrayContaining([{ language: 'en-GB', text: 'Standard business cards' }]),
    });
  });

  it('is not found for an unknown, a malformed or another tenant’s id', async () => {
    const { id } = await productBySlug('visitenkarten-standard');
    for (const other of [id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const jar = other === id ? northAdmin : admin;
      const host = other === id ? 'northprint.localhost' : 'localhost';
      const result = await graphqlAs<{ adminProduct: Product | null }>(t, jar, PRODUCT, { id: other }, host);
      expect(result.body.errors).toBeUndefined();
      expect(result.body.data!.adminProduct).toBeNull();
    }
  });

  it('is refused to shoppers (who may browse the shop) and to visitors without a session', async () => {
    const { id } = await productBySlug('visitenkarten-standard');
    const shopper = await graphqlAs(t, customer, PRODUCT, { id });
    expect(shopper.body.errors?.[0]?.message).toBe('Forbidden');
    const anonymous = await graphqlAs(t, null, PRODUCT, { id });
    expect(anonymous.body.errors?.[0]?.message).toBe('Unauthorized');
    const listed = await graphqlAs(t, customer, LIST, {});
    expect(listed.body.errors?.[0]?.message).toBe('Forbidden');
  });
});

describe('the products list', () => {
  it('finds products by a name in any language and by a variant’s code', async () => {
    expect(slugs(await list({ search: 'premium business' }))).toEqual(['visitenkarten-premium']);
    expect(slugs(await list({ search: 'Visitenkarten Premium' }))).toEqual(['visitenkarten-premium']);
    expect(slugs(await list({ search: 'bc-eco-natur' }))).toEqual(['visitenkarten-recycling']);
    expect((await list({ search: '%' })).total).toBe(0);
  });

  it('pages with the total over all pages, in a stable order', async () => {
    const all = await list({ limit: 100 });
    expect(all.total).toBeGreaterThan(5);
    const first = await list({ limit: 2 });
    const second = await list({ limit: 2, offset: 2 });
    expect(first.total).toBe(all.total);
    expect([...slugs(first), ...slugs(second)]).toEqual(slugs(all).slice(0, 4));
    const descending = await list({ limit: 100, descending: true });
    expect(slugs(descending)).toEqual([...slugs(all)].reverse());
  });

  it('lists only this tenant’s products', async () => {
    const north = await graphqlAs<{ adminProducts: Page }>(
      t,
      northAdmin,
      LIST,
      { limit: 100 },
      'northprint.localhost',
    );
    const own = await list({ limit: 100 });
    const ownIds = new Set(own.items.map((product) => product.id));
    expect(north.body.data!.adminProducts.items.some((product) => ownIds.has(product.id))).toBe(false);
  });

  it('keeps the total on a page past the end', async () => {
    const all = await list({ limit: 100 });
    const past = await list({ limit: 25, offset: 1000 });
    expect(past.items).toEqual([]);
    expect(past.total).toBe(all.total);
  });

  it('finds a search text with quotes and backslashes literally, not as a pattern', async () => {
    for (const search of ['"', '\\', 'Premium"] || true', '.*']) {
      expect((await list({ search })).total).toBe(0);
    }
    expect(slugs(await list({ search: 'PREMIUM BUSINESS' }))).toEqual(['visitenkarten-premium']);
  });

  it('shows the stock of the variants that count their own, summed, else the product’s', async () => {
    const envelopesStock = async () => {
      const { body } = await graphqlAs<{ adminProducts: Page }>(t, admin, STOCK, { search: 'EN-DL' });
      return body.data!.adminProducts.items.map((item) => [item.slug, item.stock]);
    };
    expect(await envelopesStock()).toEqual([['briefumschlaege-din-lang', 500]]);
    await withSystem(t.database, (tx) =>
      tx
        .update(productVariants)
        .set({ stock: sql`case when ${productVariants.code} = 'EN-DL-FENSTER' then 30 else 12 end` })
        .where(inArray(productVariants.code, ['EN-DL-FENSTER', 'EN-DL-OHNE'])),
    );
    expect(await envelopesStock()).toEqual([['briefumschlaege-din-lang', 42]]);
  });

  it('a category filter with an unknown or malformed id finds nothing', async () => {
    expect((await list({ categoryId: 'nope' })).total).toBe(0);
    expect((await list({ categoryId: '00000000-0000-4000-8000-000000000000' })).total).toBe(0);
  });
});
