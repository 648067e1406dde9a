import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tenants } from '../tenancy/tenancy.tables.ts';
import { auditEntries } from './audit.tables.ts';

// The Activity page's reading of the log: filters, paging, who sees what, tenant isolation, and a
// statement count that does not grow with the page.

type Entry = { action: string; entityType: string; entityLabel: string; actorName: string; at: string };
const ACTIVITY = `query Activity($entityType: String, $actorId: ID, $from: String, $to: String, $search: String,
  $offset: Int, $limit: Int) {
  activity(entityType: $entityType, actorId: $actorId, from: $from, to: $to, search: $search, offset: $offset,
    limit: $limit) { total items { action entityType entityLabel actorName at } } }`;
const FILTERS = 'query Filters { activityFilters { entityTypes actors { id name } } }';

let t: TestApp;
let admin: CookieJar;
let shopAdmin: CookieJar;
let northAdmin: CookieJar;
const actor = { id: '', name: 'Sabine Sonnenschein' };

/** Entries of the demo shop at known times: three products, a role, a setting, an order. */
async function seedEntries() {
  await withSystem(t.database, async (tx) => {
    const [tenant] = await tx.select().from(tenants).where(eq(tenants.slug, 'druckerei'));
    const at = (day: number) => new Date(Date.UTC(2026, 9, day, 12));
    const entry = (day: number, action: string, entityType: string, entityLabel: string) => ({
      tenantId: tenant!.id,
      at: at(day),
      actorId: actor.id,
      actorName: actor.name,
      action,
      entityType,
      entityLabel,
    });
    await tx
      .insert(auditEntries)
      .values([
        entry(1, 'product.create', 'product', 'Visitenkarte Premium'),
        entry(2, 'product.update', 'product', 'Flyer A5'),
        entry(3, 'priceList.import', 'priceList', 'Flyer 100% Recycling'),
        entry(4, 'role.create', 'role', 'printers'),
        entry(5, 'settings.update', 'settings', 'header'),
        entry(6, 'order.placed', 'order', '100007'),
        { ...entry(7, 'order.placed', 'order', '100008'), actorId: null, actorName: '' },
      ]);
  });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
  northAdmin = await loginAs(t, 'admin', 'Admin#2026', { host: 'northprint.localhost' });
  const me = await graphqlAs<{ me: { id: string } }>(t, admin, 'query Me { me { id } }');
  actor.id = me.body.data!.me.id;
  // A shop manager: catalogue and orders, but neither roles nor settings.
  await graphqlAs(t, admin, 'mutation C($input: UserAccountInput!) { createUser(input: $input) { id } }', {
    input: {
      email: 'otto@druckerei.test',
      username: 'otto',
      firstName: 'Otto',
      lastName: 'Ordner',
      roles: ['shopadmin'],
      password: 'Ordner#2026x',
    },
  });
  shopAdmin = await loginAs(t, 'otto', 'Ordner#2026x', { email: 'otto@druckerei.test' });
  await seedEntries();
});
afterAll(() => t.close());

async function activity(jar: CookieJar, variables: Record<string, unknown> = {}, host = 'localhost') {
  const { body } = await graphqlAs<{ activity: { total: number; items: Entry[] } }>(
    t,
    jar,
    ACTIVITY,
    variables,
    host,
  );
  expect(body.errors).toBeUndefined();
  return body.data!.activity;
}

// The period of the seeded entries only (the test's own mutations happen today, years later).
const october = { from: '2026-10-01T00:00:00Z', to: '2026-11-01T00:00:00Z' };

describe('the Activity page', () => {
  it('lists the entries newest first, a page at a time, with the total', async () => {
    const first = await activity(admin, { ...october, limit: 3 });
    expect(first.total).toBe(7);
    expect(first.items.map((item) => item.entityLabel)).toEqual(['100008', '100007', 'header']);
    const last = await activity(admin, { ...october, limit: 3, offset: 6 });
    expect(last.items.map((item) => item.entityLabel)).toEqual(['Visitenkarte Premium']);
  });

  it('filters by entity type, actor, period and text', async () => {
    const products = await activity(admin, { ...october, entityType: 'product' });
    expect(products.items.map((item) => item.entityLabel)).toEqual(['Flyer A5', 'Visitenkarte Premium']);
    const byActor = await activity(admin, { ...october, actorId: actor.id });
    expect(byActor.total).toBe(6);
    const days = await activity(admin, { from: '2026-10-02T00:00:00Z', to: '2026-10-04T00:00:00Z' });
    expect(days.items.map((item) => item.action)).toEqual(['priceList.import', 'product.update']);
    // % is a character like any other, not a wildcard.
    const search = await activity(admin, { ...october, search: '100%' });
    expect(search.items.map((item) => item.entityLabel)).toEqual(['Flyer 100% Recycling']);
    expect((await activity(admin, { ...october, actorId: 'nobody' })).total).toBe(0);
  });

  it('refuses a reversed or unreadable period with its message', async () => {
    const { body } = await graphqlAs(t, admin, ACTIVITY, {
      from: '2026-10-05T00:00:00Z',
      to: '2026-10-01T00:00:00Z',
    });
    expect(body.errors?.[0]).toMatchObject({
      message: 'The period is not valid: its start must be a date before its end.',
      extensions: { key: 'admin.activityInvalidPeriod' },
    });
    // Issue 23: any text JavaScript reads as a date reached the database, which cannot read the year
    // 275760 ("Unexpected error.").
    for (const at of [
      '+275760-09-13T00:00:00.000Z',
      '-000001-01-01T00:00:00Z',
      '0000-01-01',
      '1',
      'Dec 1 2026',
    ]) {
      for (const bound of ['from', 'to']) {
        const refused = await graphqlAs(t, admin, ACTIVITY, { [bound]: at });
        expect(refused.body.errors?.[0], `${bound} ${at}`).toMatchObject({
          message: 'The period is not valid: its start must be a date before its end.',
          extensions: { code: 'BAD_USER_INPUT', key: 'admin.activityInvalidPeriod' },
        });
      }
    }
  });

  it('offers the entity types and actors of the log as filters', async () => {
    const { body } = await graphqlAs<{ activityFilters: { entityTypes: string[]; actors: unknown[] } }>(
      t,
      admin,
      FILTERS,
    );
    expect(body.data!.activityFilters.entityTypes).toEqual(
      expect.arrayContaining(['order', 'priceList', 'product', 'role', 'settings']),
    );
    expect(body.data!.activityFilters.actors).toContainEqual(actor);
  });

  it('shows an admin only the areas their rights cover', async () => {
    const seen = await activity(shopAdmin, october);
    expect(seen.items.map((item) => item.entityType).sort()).toEqual([
      'order',
      'order',
      'priceList',
      'product',
      'product',
    ]);
    const { body } = await graphqlAs<{ activityFilters: { entityTypes: string[] } }>(t, shopAdmin, FILTERS);
    expect(body.data!.activityFilters.entityTypes).not.toContain('role');
  });

  it('refuses shoppers and visitors', async () => {
    const customer = await loginAs(t, 'kunde', 'Kunde#2026');
    for (const [jar, code] of [
      [customer, 'FORBIDDEN'],
      [null, 'UNAUTHORIZED'],
    ] as const) {
      const { body } = await graphqlAs(t, jar, ACTIVITY, {});
      expect(body.data).toBeNull();
      expect(body.errors?.[0]?.extensions).toMatchObject({ code });
    }
  });

  it("keeps each shop's log to itself", async () => {
    const north = await activity(northAdmin, october, 'northprint.localhost');
    expect(north.total).toBe(0);
    const byOtherActor = await activity(northAdmin, { actorId: actor.id }, 'northprint.localhost');
    expect(byOtherActor.total).toBe(0);
  });

  it('reads a page of 50 in as many statements as a page of 2', async () => {
    await withSystem(t.database, async (tx) => {
      const [tenant] = await tx.select().from(tenants).where(eq(tenants.slug, 'druckerei'));
      await tx.insert(auditEntries).values(
        Array.from({ length: 60 }, (_, n) => ({
          tenantId: tenant!.id,
          at: new Date(Date.UTC(2026, 8, 1, 0, n)),
          action: 'product.update',
          entityType: 'product',
          entityLabel: `Produkt ${n}`,
        })),
      );
    });
    const counted = async (limit: number) => {
      const statements: string[] = [];
      t.database.onStatement = (sql) => {
        if (!/^\s*(begin|commit|rollback|savepoint|release)\b/i.test(sql)) statements.push(sql);
      };
      try {
        const page = await activity(admin, { limit, entityType: 'product' });
        return { page, statements };
      } finally {
        t.database.onStatement = undefined;
      }
    };
    const small = await counted(2);
    const large = await counted(50);
    expect(large.page.items).toHaveLength(50);
    expect(large.statements.length, large.statements.join('\n')).toBe(small.statements.length);
    // The page and its total, after the session's checks.
    expect(large.statements.filter((sql) => /from "audit_entry"/.test(sql))).toHaveLength(2);
  });
});
