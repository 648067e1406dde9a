import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTING_TENANT_HEADER } from '@print/core/shell-data';
import { auditEntries } from '../../modules/audit/audit.tables.ts';
import { tenants } from '../../modules/tenancy/tenancy.tables.ts';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { headerSettingsWithCtaLabel } from '../../testing/header-settings-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// The platform operator's privileged path (decision 0087): signed in on their own shop, the operator
// names another tenant in a header and the call runs for that tenant, recorded in that tenant's log.
// Everyone else naming a tenant gets "not found" and changes nothing.

const HEADER = 'query HeaderSettings { headerSettings { cart cta { link } } }';
const UPDATE = `mutation UpdateHeaderSettings($input: HeaderSettingsInput!) {
  updateHeaderSettings(input: $input) { cart } }`;
const NORTH = 'northprint.localhost';

let t: TestApp;
let operator: CookieJar;
let druckereiAdmin: CookieJar;
let northAdmin: CookieJar;
let northprintId: string;
const actingFor = (tenantId: string) => ({ [ACTING_TENANT_HEADER]: tenantId });

beforeAll(async () => {
  t = await createTestApp();
  operator = await loginAs(t, 'plattform', 'Plattform#2026');
  druckereiAdmin = await loginAs(t, 'admin', 'Admin#2026');
  northAdmin = await loginAs(t, 'admin', 'Admin#2026', { host: NORTH });
  northprintId = await withSystem(t.database, async (tx) => {
    const [row] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'northprint'));
    return row!.id;
  });
});
afterAll(() => t?.close());

type Header = { headerSettings: { cart: boolean; cta: { link: string } | null } };

describe('acting for another tenant', () => {
  it("lets the platform operator read and change another tenant's settings from their own shop", async () => {
    const read = await graphqlAs<Header>(t, operator, HEADER, {}, 'localhost', actingFor(northprintId));
    expect(read.body.errors).toBeUndefined();
    // NorthPrint's seeded header, not the Druckerei's.
    expect(read.body.data?.headerSettings).toEqual({ cart: true, cta: { link: '/catalog/business-cards' } });

    const ownBefore = await graphqlAs<Header>(t, druckereiAdmin, HEADER);
    const input = { ...headerSettingsWithCtaLabel('Operator'), cart: false };
    const update = await graphqlAs(t, operator, UPDATE, { input }, 'localhost', actingFor(northprintId));
    expect(update.body.errors).toBeUndefined();

    const seenByNorth = await graphqlAs<Header>(t, northAdmin, HEADER, {}, NORTH);
    expect(seenByNorth.body.data?.headerSettings.cart).toBe(false);
    const ownShop = await graphqlAs<Header>(t, druckereiAdmin, HEADER);
    expect(ownShop.body.data?.headerSettings).toEqual(ownBefore.body.data?.headerSettings);

    // The change is in NorthPrint's log, naming the operator as such.
    const logged = await withSystem(t.database, (tx) =>
      tx
        .select({ name: auditEntries.actorName, tenantId: auditEntries.tenantId })
        .from(auditEntries)
        .where(
          and(eq(auditEntries.tenantId, northprintId), like(auditEntries.actorName, '%(platform operator)')),
        ),
    );
    expect(logged.length).toBeGreaterThan(0);
  });

  it('answers "not found" to a tenant admin naming another tenant, and changes nothing', async () => {
    const before = await graphqlAs<Header>(t, northAdmin, HEADER, {}, NORTH);
    const input = { ...headerSettingsWithCtaLabel('Operator'), cart: !before.body.data!.headerSettings.cart };
    const refused = await graphqlAs(
      t,
      druckereiAdmin,
      UPDATE,
      { input },
      'localhost',
      actingFor(northprintId),
    );
    expect(refused.status).toBe(404);
    expect(refused.body.errors?.[0]).toMatchObject({
      message: 'Could not save settings: tenant ID not found',
      extensions: { code: 'NOT_FOUND' },
    });
    const after = await graphqlAs<Header>(t, northAdmin, HEADER, {}, NORTH);
    expect(after.body.data?.headerSettings).toEqual(before.body.data?.headerSettings);
  });

  it('answers "not found" for an unknown or malformed tenant id, and 401 without a session', async () => {
    for (const id of [randomUUID(), 'northprint', "' or 1=1 --"]) {
      const answer = await graphqlAs(t, operator, HEADER, {}, 'localhost', actingFor(id));
      expect(answer.status).toBe(404);
    }
    const visitor = await graphqlAs(t, null, HEADER, {}, 'localhost', actingFor(northprintId));
    expect(visitor.status).toBe(401);
  });

  it("runs as usual when the header names the host's own tenant", async () => {
    const own = await withSystem(t.database, async (tx) => {
      const [row] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'druckerei'));
      return row!.id;
    });
    const answer = await graphqlAs<Header>(t, druckereiAdmin, HEADER, {}, 'localhost', actingFor(own));
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.headerSettings).toBeDefined();
  });
});
