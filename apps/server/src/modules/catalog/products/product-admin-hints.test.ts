import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { tenants } from '../../tenancy/tenancy.tables.ts';
import { coachSession } from '../../pricing/price-list-test-helpers.ts';
import { products } from '../catalog.tables.ts';
import { priceLists } from '../../pricing/pricing.tables.ts';

// The shop product page's admin-only hints (issue 15; spec §6 "Admin-only hints appear on product
// pages"): decided on the server, answered to the catalogue's staff only, and at no statement more.

const HINTS = 'query Hints($slug: String!) { product(slug: $slug) { slug adminHints } }';

let t: TestApp;
let admin: CookieJar;
let customer: CookieJar;
let druckereiId: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, customer] = await Promise.all([
    loginAs(t, 'admin', 'Admin#2026', { email: 'admin@druckerei.test' }),
    loginAs(t, 'kunde', 'Kunde#2026', { email: 'kunde@druckerei.test' }),
  ]);
  druckereiId = (
    await withSystem(t.database, (tx) => tx.select().from(tenants).where(eq(tenants.slug, 'druckerei')))
  )[0]!.id;
});
afterAll(() => t.close());

const setProduct = (slug: string, values: Partial<typeof products.$inferInsert>) =>
  withSystem(t.database, (tx) =>
    tx
      .update(products)
      .set(values)
      .where(and(eq(products.tenantId, druckereiId), eq(products.slug, slug))),
  );

async function hints(jar: CookieJar | null, slug: string) {
  const { body } = await graphqlAs<{ product: { adminHints: string[] | null } | null }>(t, jar, HINTS, {
    slug,
  });
  expect(body.errors).toBeUndefined();
  return body.data!.product!.adminHints;
}

describe('admin-only hints on the product page', () => {
  it('tell the admin nothing about a product that sells as it should', async () => {
    expect(await hints(admin, 'flyer-a5')).toEqual([]);
  });

  it('tell the admin what keeps a product from selling, each as the editor can fix it', async () => {
    await setProduct('plakat-a1', {
      orderable: false,
      pricingMode: 'priceList',
      priceListId: null,
      stock: 0,
      images: [],
      imageUrl: null,
    });
    expect(await hints(admin, 'plakat-a1')).toEqual(['notOrderable', 'noPriceList', 'soldOut', 'noImages']);

    // A price list without any price, and simple pricing without a price.
    const [empty] = await withSystem(t.database, (tx) =>
      tx
        .insert(priceLists)
        .values({ tenantId: druckereiId, name: 'Leer', currency: 'EUR' })
        .returning({ id: priceLists.id }),
    );
    await setProduct('plakat-a1', { orderable: true, priceListId: empty!.id, stock: null });
    expect(await hints(admin, 'plakat-a1')).toEqual(['priceListEmpty', 'noImages']);
    await setProduct('plakat-a1', { pricingMode: 'simple', simplePriceMinor: null });
    expect(await hints(admin, 'plakat-a1')).toEqual(['noPrice', 'noImages']);
  });

  it('are answered to the catalogue’s staff only: null for shoppers and visitors, without an error', async () => {
    await setProduct('rollup-85x200', { stock: 0 });
    const coach = await coachSession(t, admin, 'hinweiscoach');
    expect(await hints(coach, 'rollup-85x200')).toEqual(['soldOut']);
    expect(await hints(customer, 'rollup-85x200')).toBeNull();
    expect(await hints(null, 'rollup-85x200')).toBeNull();
  });

  it('cost the product page no statement more', async () => {
    const PAGE = 'query P($slug: String!) { product(slug: $slug) { slug available fromPrice { quantity } } }';
    const counted = async (query: string) => {
      await graphqlAs(t, admin, query, { slug: 'flyer-a5' }); // warm the shared reads
      const statements: string[] = [];
      t.database.onStatement = (sql) => {
        if (!/^\s*(begin|commit|rollback|savepoint|release)\b/i.test(sql)) statements.push(sql);
      };
      try {
        expect((await graphqlAs(t, admin, query, { slug: 'flyer-a5' })).body.errors).toBeUndefined();
      } finally {
        t.database.onStatement = undefined;
      }
      return statements.length;
    };
    expect(await counted(PAGE.replace('slug available', 'slug available adminHints'))).toBe(
      await counted(PAGE),
    );
  });
});
