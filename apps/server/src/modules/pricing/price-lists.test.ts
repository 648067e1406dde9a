import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { auditEntries } from '../audit/audit.tables.ts';
import {
  ARCHIVE,
  coachSession,
  CREATE,
  GET,
  LIST,
  listInput,
  RESTORE,
  UPDATE,
  type GraphQLBody,
  type ListView,
} from './price-list-test-helpers.ts';
import { products } from '../catalog/catalog.tables.ts';

// Price lists administration (issue 15): the list, create with the spec's rule, archive/restore,
// the editor's settings, rights and tenant isolation (the scales: price-list-scales.test.ts).

let t: TestApp;
let admin: CookieJar;
let customer: CookieJar;
let coach: CookieJar;
let northAdmin: CookieJar;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
  customer = await loginAs(t, 'kunde', 'Kunde#2026');
  northAdmin = await loginAs(t, 'admin', 'Admin#2026', { host: 'northprint.localhost' });
  coach = await coachSession(t, admin, 'clara');
});
afterAll(() => t.close());

const call = async <T>(
  jar: CookieJar,
  query: string,
  variables: Record<string, unknown> = {},
  host?: string,
) => (await graphqlAs<T>(t, jar, query, variables, host)).body as GraphQLBody<T>;

async function create(name: string, extra: Record<string, unknown> = {}): Promise<ListView> {
  const body = await call<{ createPriceList: ListView }>(admin, CREATE, listInput(name, extra));
  expect(body.errors).toBeUndefined();
  return body.data!.createPriceList;
}

describe('the price lists table', () => {
  it('lists name, currency, entry, scale and product counts; searches, sorts and pages', async () => {
    await create('Zeta Großkunden', { currency: 'CHF', priceEntry: 'gross' });
    const all = await call<{ priceLists: { total: number; items: ListView[] } }>(admin, LIST, { limit: 100 });
    const seeded = all.data!.priceLists.items.find((list) => list.productCount > 0)!;
    expect(seeded.scaleCount).toBeGreaterThan(0);
    const found = await call<{ priceLists: { total: number; items: ListView[] } }>(admin, LIST, {
      search: 'zeta',
    });
    expect(found.data!.priceLists).toMatchObject({
      total: 1,
      items: [
        { name: 'Zeta Großkunden', currency: 'CHF', priceEntry: 'gross', scaleCount: 0, productCount: 0 },
      ],
    });
    const byName = await call<{ priceLists: { items: ListView[] } }>(admin, LIST, {
      sortBy: 'name',
      sortDirection: 'desc',
      limit: 1,
    });
    expect(byName.data!.priceLists.items[0]!.name).toBe('Zeta Großkunden');
    const page2 = await call<{ priceLists: { total: number; items: ListView[] } }>(admin, LIST, {
      limit: 1,
      offset: 1,
    });
    expect(page2.data!.priceLists.items).toHaveLength(1);
    expect(page2.data!.priceLists.total).toBe(all.data!.priceLists.total);
  });

  it("refuses a list without a name with 'Price list name is required', in the name field", async () => {
    const body = await call(admin, CREATE, listInput('   '));
    expect(body.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { name: { key: 'validation.priceListNameRequired' } },
    });
    const bad = await call(admin, CREATE, listInput('A {b}', { currency: 'XYZ', taxCategory: 'nope' }));
    expect(bad.errors![0]!.extensions!.fields).toMatchObject({
      name: { key: 'validation.forbiddenCharacters' },
      currency: { key: 'admin.priceListUnknownCurrency' },
      taxCategory: { key: 'admin.unknownTaxCategory' },
    });
  });

  it('archives and restores a list, logs both, and an archived list prices no product', async () => {
    const [product] = await withSystem(t.database, (tx) =>
      tx.select().from(products).where(eq(products.slug, 'plakat-a1')),
    );
    const listId = product!.priceListId!;
    const archived = await call<{ archivePriceList: ListView }>(admin, ARCHIVE, { id: listId });
    expect(archived.data!.archivePriceList.archived).toBe(true);
    const page = await call<{ product: { available: boolean; priceTable: unknown[] } }>(
      admin,
      'query P { product(slug: "plakat-a1") { available priceTable { quantity } } }',
    );
    expect(page.data!.product).toEqual({ available: false, priceTable: [] });
    const archivedOnly = await call<{ priceLists: { items: ListView[] } }>(admin, LIST, { archived: true });
    expect(archivedOnly.data!.priceLists.items.map((list) => list.id)).toContain(listId);
    const restored = await call<{ restorePriceList: ListView }>(admin, RESTORE, { id: listId });
    expect(restored.data!.restorePriceList.archived).toBe(false);
    const again = await call<{ product: { available: boolean } }>(
      admin,
      'query P { product(slug: "plakat-a1") { available } }',
    );
    expect(again.data!.product.available).toBe(true);
    const log = await withSystem(t.database, (tx) =>
      tx
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.entityId, listId))),
    );
    expect(log.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['priceList.archive', 'priceList.restore']),
    );
    expect(log.find((entry) => entry.action === 'priceList.archive')!.actorName).toBe('Sabine Sonnenschein');
  });

  it('archiving twice at once archives once and logs once', async () => {
    const list = await create('Doppelklick');
    const [a, b] = await Promise.all([
      call(admin, ARCHIVE, { id: list.id }),
      call(admin, ARCHIVE, { id: list.id }),
    ]);
    expect([a.errors, b.errors]).toEqual([undefined, undefined]);
    const log = await withSystem(t.database, (tx) =>
      tx
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.entityId, list.id), eq(auditEntries.action, 'priceList.archive'))),
    );
    expect(log).toHaveLength(1);
  });
});

describe('the price list editor', () => {
  it('saves name, entry and tax category and logs what changed; the scales stay as they are', async () => {
    const list = await create('Einstellungen');
    const saved = await call<{ updatePriceList: ListView }>(admin, UPDATE, {
      id: list.id,
      ...listInput(' Einstellungen brutto ', { priceEntry: 'gross', taxCategory: 'foodGrocery' }),
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updatePriceList).toMatchObject({
      name: 'Einstellungen brutto',
      priceEntry: 'gross',
      taxCategory: 'foodGrocery',
      scaleCount: 0,
    });
    // Saving it unchanged again writes and logs nothing more.
    await call(admin, UPDATE, {
      id: list.id,
      ...listInput('Einstellungen brutto', { priceEntry: 'gross', taxCategory: 'foodGrocery' }),
    });
    const log = await withSystem(t.database, (tx) =>
      tx
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.entityId, list.id), eq(auditEntries.action, 'priceList.update'))),
    );
    expect(log.map((entry) => entry.details)).toEqual([{ changed: ['name', 'priceEntry', 'taxCategory'] }]);
  });
});

describe('rights and tenants', () => {
  it('reading needs the admin with catalog.read; changing needs prices.write', async () => {
    const list = await create('Rechteprüfung');
    expect((await call(customer, LIST)).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect((await call<{ priceList: ListView }>(coach, GET, { id: list.id })).data!.priceList.name).toBe(
      'Rechteprüfung',
    );
    for (const [query, variables] of [
      [CREATE, listInput('Coach')],
      [UPDATE, { id: list.id, ...listInput('Coach') }],
      [ARCHIVE, { id: list.id }],
    ] as const) {
      expect((await call(coach, query, variables)).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    }
    expect((await call(null as unknown as CookieJar, LIST)).errors![0]!.extensions!.code).toBe(
      'UNAUTHORIZED',
    );
  });

  it("another tenant's list reads as not found and cannot be changed", async () => {
    const list = await create('Nur Druckerei');
    const host = 'northprint.localhost';
    expect(
      (await call<{ priceList: null }>(northAdmin, GET, { id: list.id }, host)).data!.priceList,
    ).toBeNull();
    const north = await call<{ priceLists: { items: ListView[] } }>(
      northAdmin,
      LIST,
      { search: 'Nur Druckerei' },
      host,
    );
    expect(north.data!.priceLists.items).toEqual([]);
    for (const query of [ARCHIVE, RESTORE]) {
      expect((await call(northAdmin, query, { id: list.id }, host)).errors![0]!.extensions).toMatchObject({
        key: 'admin.priceListNotFound',
      });
    }
    const updated = await call(northAdmin, UPDATE, { id: list.id, ...listInput('Gekapert') }, host);
    expect(updated.errors![0]!.extensions!.key).toBe('admin.priceListNotFound');
  });
});
