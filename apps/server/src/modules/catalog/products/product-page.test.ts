import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Tx } from '../../../platform/db/client.ts';
import { withSystem } from '../../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { tenants } from '../../tenancy/tenancy.tables.ts';
import { products } from '../catalog.tables.ts';
import { priceLists } from '../../pricing/pricing.tables.ts';

// The product page (issue 4; spec §2, §3 Price table, §6 admin hint, §8 'Product is not available at
// the moment.'): prices from scales with net/gross, availability, the price-list hint for admins.

const PRODUCT = `query Product($slug: String!, $language: String) { product(slug: $slug, language: $language) {
  slug name description imageUrl currency taxCategory taxRateBasisPoints priceDisplay stock inStock
  orderable available unavailableReason
  variants { code name } fields { name label type required } categories { slug }
  fromPrice { quantity unitPrice { netMinor } total { amountMinor netMinor grossMinor } }
  priceTable { quantity unitPrice { amountMinor netMinor grossMinor display currency } total { netMinor grossMinor taxMinor } }
} }`;
const PRODUCTS =
  'query Products($categorySlug: String) { products(categorySlug: $categorySlug) { items { slug } } }';

let t: TestApp;
let admin: CookieJar;
let customer: CookieJar;
let druckereiId: string;

const ofDruckerei = <T>(fn: (tx: Tx) => Promise<T>) => withSystem(t.database, fn);
const slugs = (list: { slug: string }[] | undefined) => (list ?? []).map((item) => item.slug);

async function product(jar: CookieJar | null, slug: string, vars: Record<string, unknown> = {}) {
  const { body } = await graphqlAs<{ product: Record<string, unknown> | null }>(t, jar, PRODUCT, {
    slug,
    ...vars,
  });
  expect(body.errors).toBeUndefined();
  return body.data!.product;
}
async function productList(jar: CookieJar | null, vars: Record<string, unknown>) {
  const { body } = await graphqlAs<{ products: { items: { slug: string }[] } }>(t, jar, PRODUCTS, vars);
  expect(body.errors).toBeUndefined();
  return body.data!.products;
}
const setProduct = (slug: string, values: Partial<typeof products.$inferInsert>) =>
  ofDruckerei((tx) =>
    tx
      .update(products)
      .set(values)
      .where(and(eq(products.tenantId, druckereiId), eq(products.slug, slug))),
  );

beforeAll(async () => {
  t = await createTestApp();
  // At once, so each reads its own code mail by address (not "the newest mail").
  [admin, customer] = await Promise.all([
    loginAs(t, 'admin', 'Admin#2026', { email: 'admin@druckerei.test' }),
    loginAs(t, 'kunde', 'Kunde#2026', { email: 'kunde@druckerei.test' }),
  ]);
  druckereiId = (
    await ofDruckerei((tx) => tx.select().from(tenants).where(eq(tenants.slug, 'druckerei')))
  )[0]!.id;
  // Simple pricing: one price from quantity 1, no category.
  await ofDruckerei((tx) =>
    tx.insert(products).values({
      tenantId: druckereiId,
      slug: 'gutscheine-lose',
      name: { 'de-DE': 'Gutscheine' },
      published: true,
      pricingMode: 'simple',
      simplePriceMinor: 250,
    }),
  );
});
afterAll(() => t.close());

describe('product page', () => {
  it('gives the price table from the scales, net and gross (19 %), and the from price', async () => {
    const page = (await product(null, 'visitenkarten-standard', { language: 'en-GB' }))!;
    expect(page).toMatchObject({
      name: 'Standard business cards',
      currency: 'EUR',
      taxCategory: 'standard',
      taxRateBasisPoints: 1900,
      priceDisplay: 'gross',
      stock: null,
      inStock: true,
      available: true,
      unavailableReason: null,
      variants: [
        { code: 'BC-STD-MATT', name: 'Matt' },
        { code: 'BC-STD-GLOSS', name: 'Gloss' },
      ],
      categories: [{ slug: 'visitenkarten' }],
      fromPrice: {
        quantity: 100,
        unitPrice: { netMinor: 12 },
        total: { amountMinor: 1428, netMinor: 1200, grossMinor: 1428 },
      },
    });
    expect((page.fields as { label: string }[]).map((f) => f.label).slice(0, 2)).toEqual([
      'First name',
      'Last name',
    ]);
    const rows = page.priceTable as {
      quantity: number;
      unitPrice: { netMinor: number; grossMinor: number };
      total: { netMinor: number; grossMinor: number; taxMinor: number };
    }[];
    expect(rows.map((r) => [r.quantity, r.unitPrice.netMinor, r.total.netMinor])).toEqual([
      [100, 12, 1200],
      [250, 8, 2000],
      [500, 6, 3000],
      [1000, 4, 4000],
      [2500, 3, 7500],
    ]);
    for (const row of rows) {
      expect(row.total.netMinor).toBe(row.unitPrice.netMinor * row.quantity);
      expect(row.total.grossMinor).toBe(Math.round(row.total.netMinor * 1.19));
      expect(row.total.netMinor + row.total.taxMinor).toBe(row.total.grossMinor);
    }
    expect((await product(null, 'visitenkarten-standard'))!.name).toBe('Visitenkarten Standard');
  });

  it("tax category 'none' has no tax; simple pricing prices from quantity 1", async () => {
    const internal = (await product(admin, 'mitarbeiter-visitenkarten'))!;
    expect(internal.taxRateBasisPoints).toBe(0);
    expect((internal.fromPrice as { total: { netMinor: number; grossMinor: number } }).total).toMatchObject({
      netMinor: 500,
      grossMinor: 500,
    });
    expect((await product(null, 'gutscheine-lose'))!.fromPrice).toMatchObject({
      quantity: 1,
      total: { netMinor: 250, grossMinor: 298 },
    });
  });

  it('is not available when not orderable, out of stock or without a price list; says why', async () => {
    await setProduct('plakat-a1', { orderable: false });
    expect(await product(null, 'plakat-a1')).toMatchObject({
      orderable: false,
      available: false,
      unavailableReason: 'notOrderable',
    });
    await setProduct('rollup-85x200', { stock: 0 });
    expect(await product(null, 'rollup-85x200')).toMatchObject({
      stock: 0,
      inStock: false,
      available: false,
      unavailableReason: 'outOfStock',
    });
    expect(await product(null, 'briefumschlaege-din-lang')).toMatchObject({
      stock: 500,
      inStock: true,
      available: true,
    });

    const [sticker] = await ofDruckerei((tx) =>
      tx
        .select()
        .from(products)
        .where(and(eq(products.tenantId, druckereiId), eq(products.slug, 'aufkleber-rund'))),
    );
    await ofDruckerei((tx) =>
      tx.update(priceLists).set({ archived: true }).where(eq(priceLists.id, sticker!.priceListId!)),
    );
    expect(await product(null, 'aufkleber-rund')).toMatchObject({
      available: false,
      unavailableReason: 'noPrice',
      priceTable: [],
      fromPrice: null,
    });
  });

  it('tells only price managers that the price list is not configured', async () => {
    const query = 'query P($slug: String!) { product(slug: $slug) { priceListConfigured } }';
    const hint = async (jar: CookieJar | null, slug: string) =>
      (await graphqlAs<{ product: { priceListConfigured: boolean } }>(t, jar, query, { slug })).body;
    expect((await hint(admin, 'aufkleber-rund')).data?.product.priceListConfigured).toBe(false);
    expect((await hint(admin, 'flyer-a5')).data?.product.priceListConfigured).toBe(true);
    expect(await hint(customer, 'flyer-a5')).toEqual({ data: { product: { priceListConfigured: null } } });
    expect(await hint(null, 'aufkleber-rund')).toEqual({ data: { product: { priceListConfigured: null } } });
  });

  it('answers the price-list hint with null for visitors without building an error per product', async () => {
    // Scope-auth used to build a GraphQLError (stack trace and all) per product and drop it.
    const query = 'query L { products(limit: 24) { items { slug priceListConfigured } } }';
    await graphqlAs(t, null, query); // warm the caches
    const stackTraces = vi.spyOn(Error, 'captureStackTrace');
    try {
      const { body } = await graphqlAs<{ products: { items: { priceListConfigured: null }[] } }>(
        t,
        null,
        query,
      );
      expect(body.errors).toBeUndefined();
      expect(body.data?.products.items.length).toBeGreaterThan(3);
      expect(body.data?.products.items.every((item) => item.priceListConfigured === null)).toBe(true);
      expect(stackTraces).not.toHaveBeenCalled();
    } finally {
      stackTraces.mockRestore();
    }
  });

  it("follows the tenant's net display and tax rates, and falls back to the tenant's default language", async () => {
    const setTax = async (tax: unknown) => {
      await ofDruckerei((tx) =>
        tx
          .update(tenants)
          .set({ settings: sql`${tenants.settings} || ${JSON.stringify({ tax })}::jsonb` })
          .where(eq(tenants.id, druckereiId)),
      );
      // As the admin's settings save does: this instance's caches drop the tenant.
      t.services.tenantChanges.changed(druckereiId);
    };
    await setTax({ priceDisplay: 'net', taxRates: { standard: 2_000 } });
    const net = (await product(null, 'flyer-a5', { language: 'fr-FR' }))!;
    expect(net).toMatchObject({ name: 'Flyer DIN A5', priceDisplay: 'net', taxRateBasisPoints: 2_000 });
    expect(net.fromPrice).toMatchObject({
      quantity: 250,
      total: { amountMinor: 3_500, netMinor: 3_500, grossMinor: 4_200 },
    });
    await setTax({});
    expect((await product(null, 'flyer-a5'))!.fromPrice).toMatchObject({ total: { amountMinor: 4_165 } });
  });

  it('hides archived and unpublished products', async () => {
    await setProduct('flyer-a6', { archived: true });
    await setProduct('flyer-a5', { published: false });
    expect(await product(admin, 'flyer-a6')).toBeNull();
    expect(await product(null, 'flyer-a5')).toBeNull();
    expect(slugs((await productList(null, { categorySlug: 'flyer' })).items)).toEqual(['falzflyer-din-lang']);
  });
});
