import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { auditEntries } from '../audit/audit.tables.ts';
import { products } from '../catalog/catalog.tables.ts';
import { priceScales } from './price-scales.tables.ts';
import {
  ADD_SCALE,
  coachSession,
  IMPORT,
  REMOVE_SCALE,
  SCALES,
  UPDATE_SCALE,
  type GraphQLBody,
  type Report,
  type ScalePage,
  type ScaleView,
} from './price-list-test-helpers.ts';

// The price list editor's scales (issue 15): a page at a time, sorted and filtered on the server, and
// changed one scale at a time — added, changed, removed —, a double submit ending as once; rights and
// tenants.

let t: TestApp;
let admin: CookieJar;
let coach: CookieJar;
let customer: CookieJar;
let northAdmin: CookieJar;
let listId: string;
let rollupId: string;
let tenantId: string;
let premiumId: string;
const NORTH = 'northprint.localhost';

// The roll-up's list: 30 scales for all variants (1 … 30 units, 39.00 falling to 10.00 a unit) and 5
// of the premium variant's own.
const ALL = Array.from({ length: 30 }, (_, i) => [i + 1, 40 - (i + 1)] as const);
const PREMIUM = [1, 5, 10, 100, 1000] as const;
const FILE_TEXT = [
  'variant;quantity;unit_price',
  ...ALL.map(([quantity, price]) => `;${quantity};${price},00`),
  ...PREMIUM.map((quantity, i) => `RU-85-PREMIUM;${quantity};${50 + i},50`),
].join('\n');

const call = async <T>(
  jar: CookieJar,
  query: string,
  variables: Record<string, unknown> = {},
  host?: string,
) => (await graphqlAs<T>(t, jar, query, variables, host)).body as GraphQLBody<T>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
  customer = await loginAs(t, 'kunde', 'Kunde#2026');
  northAdmin = await loginAs(t, 'admin', 'Admin#2026', { host: NORTH });
  coach = await coachSession(t, admin, 'cora');
  const [rollup] = await withSystem(t.database, (tx) =>
    tx.select().from(products).where(eq(products.slug, 'rollup-85x200')),
  );
  listId = rollup!.priceListId!;
  rollupId = rollup!.id;
  tenantId = rollup!.tenantId;
  const imported = await call<{ importPriceList: Report }>(admin, IMPORT, { id: listId, file: FILE_TEXT });
  expect(imported.data!.importPriceList.applied).toBe(true);
  premiumId = (await page({ limit: 1, sortBy: 'variant', sortDirection: 'desc' })).items[0]!.variantId!;
});
afterAll(() => t.close());

async function page(variables: Record<string, unknown> = {}, jar = admin): Promise<ScalePage> {
  const body = await call<{ priceListScales: ScalePage }>(jar, SCALES, { priceListId: listId, ...variables });
  expect(body.errors).toBeUndefined();
  return body.data!.priceListScales;
}
const quantities = (scales: ScalePage) => scales.items.map((scale) => scale.minQuantity);

describe('a page of scales', () => {
  it('shows the scales for all variants first, by quantity, then each variant’s; the total counts all', async () => {
    const first = await page({ limit: 10 });
    expect(first.total).toBe(35);
    expect(quantities(first)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(first.items[0]).toMatchObject({ variantId: null, variant: null, unitPriceMinor: 3900 });
    const last = await page({ limit: 10, offset: 30 });
    expect(quantities(last)).toEqual([1, 5, 10, 100, 1000]);
    expect(last.items[0]!.variant).toMatchObject({ code: 'RU-85-PREMIUM', name: 'Premium' });
    expect(last.items[0]!.variant!.productName).toContain('Roll-up');
  });

  it('sorts by quantity, variant and price, either way', async () => {
    expect(quantities(await page({ limit: 3, sortBy: 'quantity', sortDirection: 'desc' }))).toEqual([
      1000, 100, 30,
    ]);
    // Equal quantities: the scale for all variants before the variant's.
    const byQuantity = await page({ limit: 2, sortBy: 'quantity' });
    expect(byQuantity.items.map((scale) => [scale.minQuantity, scale.variant?.code ?? null])).toEqual([
      [1, null],
      [1, 'RU-85-PREMIUM'],
    ]);
    const cheapest = await page({ limit: 3, sortBy: 'price' });
    expect(cheapest.items.map((scale) => scale.unitPriceMinor)).toEqual([1000, 1100, 1200]);
    const dearest = await page({ limit: 2, sortBy: 'price', sortDirection: 'desc' });
    expect(dearest.items.map((scale) => scale.unitPriceMinor)).toEqual([5450, 5350]);
    const variantsFirst = await page({ limit: 6, sortBy: 'variant', sortDirection: 'desc' });
    expect(variantsFirst.items.map((scale) => scale.variant?.code ?? null)).toEqual([
      ...PREMIUM.map(() => 'RU-85-PREMIUM'),
      null,
    ]);
  });

  it('filters by a variant, by the scales for all variants and by the quantity’s first digits', async () => {
    expect(quantities(await page({ variantId: premiumId }))).toEqual([1, 5, 10, 100, 1000]);
    expect((await page({ forAllVariants: true, limit: 100 })).total).toBe(30);
    // 1, 10–19 for all variants; 1, 10, 100, 1000 of the premium variant.
    expect((await page({ quantity: '1' })).total).toBe(15);
    expect((await page({ quantity: '1', forAllVariants: true })).total).toBe(11);
    // Separators typed with the number are ignored: "1.0" finds 10, 100, 1000.
    expect(quantities(await page({ quantity: '1.0', sortBy: 'quantity' }))).toEqual([10, 10, 100, 1000]);
    expect((await page({ variantId: 'not-a-variant' })).total).toBe(0);
  });

  it('past the last page shows no rows and still counts the total', async () => {
    expect(await page({ offset: 500, limit: 10 })).toEqual({ total: 35, items: [] });
  });
});

describe('changing one scale at a time', () => {
  it('adds, changes and removes a scale, each logged; the shop prices the variant by its own scales', async () => {
    const added = await call<{ addPriceScale: ScaleView }>(admin, ADD_SCALE, {
      priceListId: listId,
      scale: { variantId: premiumId, minQuantity: 50, unitPriceMinor: 4990 },
    });
    expect(added.errors).toBeUndefined();
    const scale = added.data!.addPriceScale;
    expect(scale).toMatchObject({
      minQuantity: 50,
      unitPriceMinor: 4990,
      variant: { code: 'RU-85-PREMIUM' },
    });
    const changed = await call<{ updatePriceScale: ScaleView }>(admin, UPDATE_SCALE, {
      priceListId: listId,
      id: scale.id,
      scale: { variantId: premiumId, minQuantity: 50, unitPriceMinor: 4890 },
    });
    expect(changed.data!.updatePriceScale).toMatchObject({ id: scale.id, unitPriceMinor: 4890 });
    const shop = await call<{ product: { priceTable: { quantity: number }[] } }>(
      admin,
      'query P($v: ID) { product(slug: "rollup-85x200") { priceTable(variantId: $v) { quantity } } }',
      { v: premiumId },
    );
    expect(shop.data!.product.priceTable.map((row) => row.quantity)).toEqual([1, 5, 10, 50, 100, 1000]);

    const removed = await call<{ removePriceScale: boolean }>(admin, REMOVE_SCALE, {
      priceListId: listId,
      id: scale.id,
    });
    expect(removed.data!.removePriceScale).toBe(true);
    expect((await page()).total).toBe(35);
    const log = await withSystem(t.database, (tx) =>
      tx
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.entityId, listId), eq(auditEntries.action, 'priceList.update'))),
    );
    expect(log.map((entry) => (entry.details as { scales: unknown }).scales)).toEqual([
      { added: 1, changed: 0, removed: 0 },
      { added: 0, changed: 1, removed: 0 },
      { added: 0, changed: 0, removed: 1 },
    ]);
  });

  it('names the bad fields of a scale, refuses a quantity already there, and stores nothing', async () => {
    const bad = await call(admin, ADD_SCALE, {
      priceListId: listId,
      scale: { variantId: '00000000-0000-4000-8000-000000000000', minQuantity: 0, unitPriceMinor: -3 },
    });
    expect(bad.errors![0]!.extensions!.fields).toEqual({
      'scale.minQuantity': { key: 'admin.priceScaleQuantity', params: { max: '1000000' } },
      'scale.unitPriceMinor': { key: 'admin.priceScalePrice' },
      'scale.variantId': { key: 'admin.priceScaleUnknownVariant' },
    });
    const taken = await call(admin, ADD_SCALE, {
      priceListId: listId,
      scale: { minQuantity: 5, unitPriceMinor: 1 },
    });
    expect(taken.errors![0]!.extensions!.fields).toEqual({
      'scale.minQuantity': { key: 'admin.priceScaleDuplicate', params: { quantity: '5' } },
    });
    const [two] = (await page({ forAllVariants: true, quantity: '2', sortBy: 'quantity' })).items;
    const moved = await call(admin, UPDATE_SCALE, {
      priceListId: listId,
      id: two!.id,
      scale: { minQuantity: 3, unitPriceMinor: 100 },
    });
    expect(moved.errors![0]!.extensions!.fields).toEqual({
      'scale.minQuantity': { key: 'admin.priceScaleDuplicate', params: { quantity: '3' } },
    });
    expect((await page()).total).toBe(35);
    expect((await page({ forAllVariants: true, quantity: '2', sortBy: 'quantity' })).items[0]).toEqual(two);
  });

  it('a double submit ends as once: the same scale added, changed or removed twice at once', async () => {
    const variables = { priceListId: listId, scale: { minQuantity: 40, unitPriceMinor: 990 } };
    const [a, b] = await Promise.all([
      call<{ addPriceScale: ScaleView }>(admin, ADD_SCALE, variables),
      call<{ addPriceScale: ScaleView }>(admin, ADD_SCALE, variables),
    ]);
    expect([a.errors, b.errors]).toEqual([undefined, undefined]);
    expect(a.data!.addPriceScale.id).toBe(b.data!.addPriceScale.id);
    expect((await page({ quantity: '40' })).total).toBe(1);

    const id = a.data!.addPriceScale.id;
    const change = { priceListId: listId, id, scale: { minQuantity: 40, unitPriceMinor: 890 } };
    const changes = await Promise.all([call(admin, UPDATE_SCALE, change), call(admin, UPDATE_SCALE, change)]);
    expect(changes.map((answer) => answer.errors)).toEqual([undefined, undefined]);

    const removes = await Promise.all([
      call<{ removePriceScale: boolean }>(admin, REMOVE_SCALE, { priceListId: listId, id }),
      call<{ removePriceScale: boolean }>(admin, REMOVE_SCALE, { priceListId: listId, id }),
    ]);
    expect(removes.map((answer) => answer.data!.removePriceScale).sort()).toEqual([false, true]);
    const changedAgain = await call(admin, UPDATE_SCALE, change);
    expect(changedAgain.errors![0]!.extensions!.key).toBe('admin.priceScaleNotFound');
    const log = await withSystem(t.database, (tx) =>
      tx
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.entityId, listId), eq(auditEntries.action, 'priceList.update'))),
    );
    // One entry each for the add, the change and the remove of quantity 40 (after the test above's three).
    expect(log).toHaveLength(6);
  });
});

describe('rights and tenants', () => {
  it('reading needs admin access with catalog.read; changing needs prices.write', async () => {
    expect((await call(customer, SCALES, { priceListId: listId })).errors![0]!.extensions!.code).toBe(
      'FORBIDDEN',
    );
    expect(
      (await call(null as unknown as CookieJar, SCALES, { priceListId: listId })).errors![0]!.extensions!
        .code,
    ).toBe('UNAUTHORIZED');
    expect((await page({ limit: 1 }, coach)).total).toBe(35);
    const [first] = (await page({ limit: 1 })).items;
    const scale = { minQuantity: 41, unitPriceMinor: 1 };
    for (const [query, variables] of [
      [ADD_SCALE, { priceListId: listId, scale }],
      [UPDATE_SCALE, { priceListId: listId, id: first!.id, scale }],
      [REMOVE_SCALE, { priceListId: listId, id: first!.id }],
    ] as const) {
      expect((await call(coach, query, variables)).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    }
    expect((await page()).total).toBe(35);
  });

  it("another tenant sees none of the list's scales and changes none", async () => {
    expect(
      (await call<{ priceListScales: ScalePage }>(northAdmin, SCALES, { priceListId: listId }, NORTH)).data!
        .priceListScales,
    ).toEqual({ total: 0, items: [] });
    const [first] = (await page({ limit: 1 })).items;
    const scale = { minQuantity: 42, unitPriceMinor: 1 };
    for (const [query, variables] of [
      [ADD_SCALE, { priceListId: listId, scale }],
      [UPDATE_SCALE, { priceListId: listId, id: first!.id, scale }],
      [REMOVE_SCALE, { priceListId: listId, id: first!.id }],
    ] as const) {
      const answer = await call(northAdmin, query, variables, NORTH);
      expect(answer.errors![0]!.extensions!.key).toBe('admin.priceListNotFound');
    }
    expect((await page()).total).toBe(35);
  });

  it("a product's own scale (simple pricing) is no scale of a price list", async () => {
    const [own] = await withSystem(t.database, (tx) =>
      tx
        .insert(priceScales)
        .values({ tenantId, productId: rollupId, minQuantity: 7, unitPriceMinor: 1 })
        .returning({ id: priceScales.id }),
    );
    const scale = { minQuantity: 7, unitPriceMinor: 2 };
    const changed = await call(admin, UPDATE_SCALE, { priceListId: listId, id: own!.id, scale });
    expect(changed.errors![0]!.extensions!.key).toBe('admin.priceScaleNotFound');
    const removed = await call<{ removePriceScale: boolean }>(admin, REMOVE_SCALE, {
      priceListId: listId,
      id: own!.id,
    });
    expect(removed.data!.removePriceScale).toBe(false);
  });
});
