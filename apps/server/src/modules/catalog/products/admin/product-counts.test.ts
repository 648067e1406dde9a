import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../../../testing/auth-helpers.ts';
import { ENVELOPES, productId, setStock, visitor } from '../../../../testing/checkout-helpers.ts';
import { createTestApp, type TestApp } from '../../../../testing/test-app.ts';
import { productVariants } from '../../catalog.tables.ts';

// The dashboard's Products card (issue 15, spec §2 dashboard): the tenant's products per state in one
// statement, each count what the products list shows under the matching filter — sold out as the shop
// decides it (catalog.service.ts availableStock).

type Counts = { published: number; unpublished: number; archived: number; outOfStock: number };

const COUNTS = 'query Counts { productCounts { published unpublished archived outOfStock } }';
const LIST = `query List($published: Boolean, $archived: Boolean, $outOfStock: Boolean) {
  adminProducts(published: $published, archived: $archived, outOfStock: $outOfStock, limit: 100) {
    total items { slug } } }`;
const SHOP = 'query Shop($slug: String!) { product(slug: $slug) { inStock } }';

let t: TestApp;
let admin: CookieJar;
let northAdmin: CookieJar;
let customer: CookieJar;
let ordersOnly: CookieJar;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
  northAdmin = await loginAs(t, 'admin', 'Admin#2026', { host: 'northprint.localhost' });
  customer = await loginAs(t, 'kunde', 'Kunde#2026');
  // Staff without catalog.read: may open the admin, not the catalogue's administration.
  await graphqlAs(t, admin, 'mutation R($i: CreateRoleInput!) { createRole(input: $i) { name } }', {
    i: { name: 'versand', rights: ['admin.access', 'orders.read'] },
  });
  const email = 'versand@druckerei.test';
  const made = await graphqlAs<unknown>(
    t,
    admin,
    'mutation U($i: UserAccountInput!) { createUser(input: $i) { id } }',
    {
      i: {
        email,
        username: 'versand',
        firstName: 'Vera',
        lastName: 'Versand',
        roles: ['versand'],
        password: 'Versand#2026',
      },
    },
  );
  expect(made.body.errors).toBeUndefined();
  ordersOnly = await loginAs(t, 'versand', 'Versand#2026', { email });
});
afterAll(() => t.close());

const counts = async (jar = admin, host?: string) => {
  const { body } = await graphqlAs<{ productCounts: Counts }>(t, jar, COUNTS, {}, host);
  expect(body.errors).toBeUndefined();
  return body.data!.productCounts;
};
const list = async (variables: Record<string, unknown>, jar = admin, host?: string) => {
  const { body } = await graphqlAs<{ adminProducts: { total: number; items: { slug: string }[] } }>(
    t,
    jar,
    LIST,
    variables,
    host,
  );
  expect(body.errors).toBeUndefined();
  return body.data!.adminProducts;
};
const soldOutSlugs = async () => (await list({ outOfStock: true })).items.map((item) => item.slug);
const inStockInShop = async (slug: string) =>
  (await graphqlAs<{ product: { inStock: boolean } }>(t, await visitor(t), SHOP, { slug })).body.data!.product
    .inStock;

/** The counts must equal the totals of the list links the card leads to. */
async function expectCountsMatchList(jar = admin, host?: string) {
  const shown = await counts(jar, host);
  expect(shown).toEqual({
    published: (await list({ published: true }, jar, host)).total,
    unpublished: (await list({ published: false }, jar, host)).total,
    archived: (await list({ archived: true }, jar, host)).total,
    outOfStock: (await list({ outOfStock: true }, jar, host)).total,
  });
  return shown;
}

describe('the Products card’s counts', () => {
  it('equal what the products list shows under each filter, in one statement', async () => {
    const statements: string[] = [];
    t.database.onStatement = (sql) => {
      if (/"product"/.test(sql)) statements.push(sql);
    };
    try {
      const shown = await counts();
      expect(shown.published).toBeGreaterThan(5);
    } finally {
      t.database.onStatement = undefined;
    }
    expect(statements, statements.join('\n')).toHaveLength(1);
    await expectCountsMatchList();
  });

  it('count a product sold out as the shop does: its stock, or every live variant’s, used up', async () => {
    const before = await counts();
    const flyer = await productId(t, 'flyer-a5');
    await setStock(t, flyer, 0);
    expect(await inStockInShop('flyer-a5')).toBe(false);
    expect((await counts()).outOfStock).toBe(before.outOfStock + 1);
    expect(await soldOutSlugs()).toContain('flyer-a5');
    expect((await list({ outOfStock: false })).items.map((item) => item.slug)).not.toContain('flyer-a5');

    // Envelopes sell per variant: one variant with units left keeps the product in stock…
    const envelopes = await productId(t, ENVELOPES);
    const setVariants = (values: { stock: number | null; published: boolean }[]) =>
      withSystem(t.database, async (tx) => {
        const rows = await tx
          .select({ id: productVariants.id })
          .from(productVariants)
          .where(eq(productVariants.productId, envelopes))
          .orderBy(productVariants.code);
        for (const [index, row] of rows.entries())
          await tx.update(productVariants).set(values[index]!).where(eq(productVariants.id, row.id));
      });
    await setVariants([
      { stock: 0, published: true },
      { stock: 3, published: true },
    ]);
    expect(await inStockInShop(ENVELOPES)).toBe(true);
    expect(await soldOutSlugs()).not.toContain(ENVELOPES);
    // …but not when that variant is offline: then every variant the shop sells is sold out.
    await setVariants([
      { stock: 0, published: true },
      { stock: 3, published: false },
    ]);
    expect(await inStockInShop(ENVELOPES)).toBe(false);
    expect(await soldOutSlugs()).toContain(ENVELOPES);
    expect((await expectCountsMatchList()).outOfStock).toBe(before.outOfStock + 2);

    // Stock not counted (null) is never sold out.
    await setStock(t, flyer, null);
    expect(await soldOutSlugs()).not.toContain('flyer-a5');
  });

  it('count only this tenant’s products: another tenant’s stay out', async () => {
    const before = await counts(northAdmin, 'northprint.localhost');
    await setStock(t, await productId(t, 'plakat-a1'), 0);
    const after = await expectCountsMatchList(northAdmin, 'northprint.localhost');
    expect(after).toEqual(before);
    const own = await counts();
    const north = await list({ published: true }, northAdmin, 'northprint.localhost');
    const ownPublished = (await list({ published: true })).items.map((item) => item.slug);
    expect(north.items.some((item) => ownPublished.includes(item.slug))).toBe(false);
    expect(own.published).toBe(ownPublished.length);
  });

  it('are refused to shoppers, to visitors without a session and to staff without catalog.read', async () => {
    expect((await graphqlAs(t, customer, COUNTS)).body.errors?.[0]?.message).toBe('Forbidden');
    expect((await graphqlAs(t, ordersOnly, COUNTS)).body.errors?.[0]?.message).toBe('Forbidden');
    expect((await graphqlAs(t, null, COUNTS)).body.errors?.[0]?.message).toBe('Unauthorized');
    expect((await graphqlAs(t, ordersOnly, LIST, { outOfStock: true })).body.errors?.[0]?.message).toBe(
      'Forbidden',
    );
  });
});
