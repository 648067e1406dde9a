import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem, withTenant } from '../../../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../../../testing/auth-helpers.ts';
import type { Tx } from '../../../../platform/db/client.ts';
import { createTestApp, type TestApp } from '../../../../testing/test-app.ts';
import { availableStockColumn } from '../../catalog.service.ts';
import { products } from '../../catalog.tables.ts';
import { countProducts, listAdminProducts } from './admin-product-list.service.ts';

// The products list's stock filter and the dashboard's sold-out count (issue 15, decision 0047) decide
// "sold out" exactly as the shop does (catalog.service.ts availableStock), for every mix of product
// and variant counts, and read the shop's variants in a few passes however many products it has (asked
// per product, 10,000 products took 10,000 look-ups).

type Variant = { stock: number | null; published?: boolean; archived?: boolean };

/** The variant sets of the cases, each tried with the product counting none, 0 and 5 units. */
const VARIANT_SETS: Record<string, Variant[]> = {
  none: [],
  'one-used-up': [{ stock: 0 }],
  'one-left': [{ stock: 3 }],
  'one-uncounted': [{ stock: null }],
  'used-up-and-uncounted': [{ stock: 0 }, { stock: null }],
  'used-up-and-offline-left': [{ stock: 0 }, { stock: 3, published: false }],
  'used-up-and-archived-left': [{ stock: 0 }, { stock: 3, archived: true }],
  'used-up-and-oversold': [{ stock: 0 }, { stock: -2 }],
  'only-offline-uncounted': [{ stock: null, published: false }],
  'used-up-and-left': [{ stock: 0 }, { stock: 3 }],
};
const PRODUCT_STOCKS = [null, 0, 5] as const;

/** Decision 0047, written out: what the shop sells of the product; null = unlimited. */
function available(productStock: number | null, variants: Variant[]): number | null {
  const live = variants.filter((variant) => variant.published !== false && !variant.archived);
  if (!live.length) return productStock;
  const counts = live.map((variant) => variant.stock ?? productStock);
  return counts.includes(null) ? null : Math.max(...(counts as number[]));
}

const CASES = PRODUCT_STOCKS.flatMap((productStock) =>
  Object.entries(VARIANT_SETS).map(([name, variants]) => {
    const left = available(productStock, variants);
    return {
      slug: `lagerfall-${productStock ?? 'ohne'}-${name}`,
      productStock,
      variants,
      soldOut: left !== null && left <= 0,
    };
  }),
);

let t: TestApp;
let admin: CookieJar;
let tenantId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
  await withSystem(t.database, async (tx) => {
    const [tenant] = (await tx.execute<{ id: string }>(sql`select id from tenant where slug = 'druckerei'`))
      .rows;
    tenantId = tenant!.id;
    for (const [index, { slug, productStock, variants }] of CASES.entries()) {
      const [product] = await tx
        .insert(products)
        .values({ tenantId, slug, name: { 'de-DE': `Lagerfall ${index}` }, stock: productStock })
        .returning({ id: products.id });
      for (const [position, variant] of variants.entries()) {
        await tx.execute(sql`insert into product_variant (tenant_id, product_id, code, name, stock, published,
          archived_at) values (${tenantId}, ${product!.id}, ${`${slug}-${position}`}, '{}'::jsonb, ${variant.stock},
          ${variant.published ?? true}, ${variant.archived ? sql`now()` : null})`);
      }
    }
  });
});
afterAll(() => t.close());

const LIST = `query List($outOfStock: Boolean) {
  adminProducts(search: "lagerfall", outOfStock: $outOfStock, limit: 100) { total items { slug } } }`;

async function listed(outOfStock: boolean) {
  const { body } = await graphqlAs<{ adminProducts: { total: number; items: { slug: string }[] } }>(
    t,
    admin,
    LIST,
    { outOfStock },
  );
  expect(body.errors).toBeUndefined();
  return body.data!.adminProducts.items.map((item) => item.slug).sort();
}

/**
 * How many scans of the variants table `work` starts, from the transaction's table statistics (read
 * before and after: PGlite keeps earlier transactions' counts there until they are reported).
 */
const variantScans = (work: (tx: Tx) => Promise<unknown>) =>
  withTenant(t.database, tenantId, async (tx) => {
    const scans = async () =>
      (
        await tx.execute<{
          scans: number;
        }>(sql`select (coalesce(sum(seq_scan), 0) + coalesce(sum(idx_scan), 0))::int
          as scans from pg_stat_xact_user_tables where relname = 'product_variant'`)
      ).rows[0]!.scans;
    const before = await scans();
    await work(tx);
    return (await scans()) - before;
  });

describe('the stock filter', () => {
  it('lists as sold out exactly what the shop cannot sell, in every mix of product and variant counts', async () => {
    const soldOut = CASES.filter((c) => c.soldOut).map((c) => c.slug);
    // The oracle agrees with the shop's own column, so the list is compared with the shop.
    const shop = await withSystem(t.database, (tx) =>
      tx.execute<{ slug: string }>(
        sql`select slug from product where slug like 'lagerfall-%' and ${availableStockColumn} <= 0`,
      ),
    );
    expect(shop.rows.map((row) => row.slug).sort()).toEqual([...soldOut].sort());
    expect(await listed(true)).toEqual([...soldOut].sort());
    expect(await listed(false)).toEqual(
      CASES.filter((c) => !c.soldOut)
        .map((c) => c.slug)
        .sort(),
    );
    const counts = await withTenant(t.database, tenantId, (tx) => countProducts(tx));
    const all = await withTenant(t.database, tenantId, (tx) =>
      listAdminProducts(tx, { outOfStock: true, limit: 1 }, 'de-DE', 'de-DE'),
    );
    expect(counts.outOfStock).toBe(all.total);
  });

  it('reads the variants in a few passes, not once per product', async () => {
    const productCount = (await listed(true)).length + (await listed(false)).length;
    expect(productCount).toBeGreaterThan(20);
    for (const outOfStock of [true, false]) {
      // A page of one product: its own stock columns read that product's variants (3 look-ups).
      const scans = await variantScans((tx) =>
        listAdminProducts(tx, { outOfStock, limit: 1 }, 'de-DE', 'de-DE'),
      );
      expect(scans).toBeLessThanOrEqual(6);
    }
    expect(await variantScans((tx) => countProducts(tx))).toBeLessThanOrEqual(3);
  });
});
