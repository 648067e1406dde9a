import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTING_TENANT_HEADER } from '@print/core/shell-data';
import { auditEntries } from '../audit/audit.tables.ts';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { isWorkStatement } from '../../testing/statements.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createTenantRow } from './tenant-setup.ts';
import { domains, tenantLanguages, tenants, type TenantSettings } from './tenancy.tables.ts';

// The Tenants area (issue 27): the platform's list of tenants and a tenant's general settings, through
// the real GraphQL API, for the platform operator (own shop, or acting for another) and refused to
// everyone else.

const LIST = `query L($search: String, $sort: TenantSort, $direction: TenantSortDirection, $page: Int, $pageSize: Int) {
  tenantList(search: $search, sort: $sort, direction: $direction, page: $page, pageSize: $pageSize) {
    total items { id slug companyName status createdAt domains { name status isDefault } languages { languageCode isDefault } } } }`;
const OPTIONS = 'query O { tenantOptions { id name } }';
const SETTINGS = `query S { tenantSettings { status setupStep
  general { companyName allowTemporaryUsers pageTitle { language text } claim { language text } }
  subscription { status interval start end trialStart trialEnd nextPayment } } }`;
const UPDATE = `mutation U($input: TenantGeneralInput!) { updateTenantGeneral(input: $input) {
  companyName claim { language text } } }`;
const NORTH = 'northprint.localhost';

type Item = { id: string; slug: string; companyName: string; status: string; domains: { name: string }[] };
type ListAnswer = { tenantList: { total: number; items: Item[] } };
type Texts = { language: string; text: string }[];
type Settings = {
  tenantSettings: {
    status: string;
    setupStep: number;
    general: { companyName: string; allowTemporaryUsers: boolean; pageTitle: Texts; claim: Texts };
    subscription: null | Record<string, string | null>;
  };
};

let t: TestApp;
let operator: CookieJar;
let druckereiAdmin: CookieJar;
let northAdmin: CookieJar;
let northprintId: string;
const actingFor = (tenantId: string) => ({ [ACTING_TENANT_HEADER]: tenantId });
const general = (companyName: string, claim: string) => ({
  companyName,
  pageTitle: [{ language: 'en-GB', text: 'NorthPrint' }],
  claim: [{ language: 'en-GB', text: claim }],
  allowTemporaryUsers: false,
});

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

describe('the list of tenants', () => {
  it('lists every tenant with domains and languages to the operator, searched, sorted and paged', async () => {
    const all = await graphqlAs<ListAnswer>(t, operator, LIST, { sort: 'NAME' });
    expect(all.body.errors).toBeUndefined();
    expect(all.body.data!.tenantList.total).toBe(2);
    expect(all.body.data!.tenantList.items.map((item) => item.slug)).toEqual(['druckerei', 'northprint']);
    const north = all.body.data!.tenantList.items[1]!;
    expect(north).toMatchObject({ companyName: 'NorthPrint Studio Ltd', status: 'active' });
    expect(north.domains).toContainEqual({ name: NORTH, status: 'Active', isDefault: true });
    expect(JSON.stringify(all.body.data)).not.toMatch(/secret|settings/i);

    const byDomain = await graphqlAs<ListAnswer>(t, operator, LIST, { search: 'NORTHPRINT.local' });
    expect(byDomain.body.data!.tenantList.items.map((item) => item.slug)).toEqual(['northprint']);
    const byCompany = await graphqlAs<ListAnswer>(t, operator, LIST, { search: 'sonnenschein' });
    expect(byCompany.body.data!.tenantList.items.map((item) => item.slug)).toEqual(['druckerei']);
    const wildcard = await graphqlAs<ListAnswer>(t, operator, LIST, { search: '%' });
    expect(wildcard.body.data!.tenantList.total).toBe(0);

    const desc = await graphqlAs<ListAnswer>(t, operator, LIST, { sort: 'NAME', direction: 'desc' });
    expect(desc.body.data!.tenantList.items.map((item) => item.slug)).toEqual(['northprint', 'druckerei']);
    const second = await graphqlAs<ListAnswer>(t, operator, LIST, { sort: 'CREATED', page: 2, pageSize: 1 });
    expect(second.body.data!.tenantList).toMatchObject({ total: 2, items: [{ slug: 'northprint' }] });
    const pastEnd = await graphqlAs<ListAnswer>(t, operator, LIST, { page: 5, pageSize: 1 });
    expect(pastEnd.body.data!.tenantList).toEqual({ total: 2, items: [] });
  });

  it('reads a page of many tenants in as many statements as a page of two', async () => {
    const count = async () => {
      // A first call reloads what the new tenants made the caches forget; the second is counted.
      await graphqlAs(t, operator, LIST, { pageSize: 50 });
      const statements: string[] = [];
      t.database.onStatement = (sql) => {
        if (isWorkStatement(sql)) statements.push(sql);
      };
      try {
        const answer = await graphqlAs<ListAnswer>(t, operator, LIST, { pageSize: 50 });
        expect(answer.body.errors).toBeUndefined();
        return { statements: statements.length, items: answer.body.data!.tenantList.items.length };
      } finally {
        t.database.onStatement = undefined;
      }
    };
    const few = await count();
    await withSystem(t.database, async (tx) => {
      for (let i = 0; i < 6; i++) {
        const slug = `listed-${i}-${randomUUID().slice(0, 6)}`;
        const settings = { companyName: `Listed ${i}`, pageTitle: slug, header: {} } as TenantSettings;
        const id = (await createTenantRow(tx, { slug, name: slug, allowTemporaryUsers: false, settings }))!;
        await tx.insert(tenantLanguages).values([
          { tenantId: id, languageCode: 'en-GB', isDefault: true },
          { tenantId: id, languageCode: 'de-DE', sortOrder: 1 },
        ]);
        await tx.insert(domains).values([
          { tenantId: id, name: `${slug}.localhost`, status: 'Active', isDefault: true },
          { tenantId: id, name: `${slug}.example`, status: 'Pending' },
        ]);
      }
    });
    const many = await count();
    expect(many.items).toBe(few.items + 6);
    expect(many.statements).toBe(few.statements);
  });

  it('gives the operator every tenant as an option', async () => {
    const { body } = await graphqlAs<{ tenantOptions: { id: string; name: string }[] }>(t, operator, OPTIONS);
    expect(body.data!.tenantOptions).toContainEqual({ id: northprintId, name: 'NorthPrint Studio Ltd' });
  });

  it('refuses the list and the options to tenant admins, shoppers and visitors', async () => {
    const shopper = await loginAs(t, 'kunde', 'Kunde#2026');
    for (const query of [LIST, OPTIONS]) {
      for (const [jar, host, code] of [
        [northAdmin, NORTH, 'FORBIDDEN'],
        [druckereiAdmin, 'localhost', 'FORBIDDEN'],
        [shopper, 'localhost', 'FORBIDDEN'],
        [null, 'localhost', 'UNAUTHORIZED'],
      ] as const) {
        const { body } = await graphqlAs(t, jar, query, {}, host);
        expect(body.data ?? null).toBeNull();
        expect(body.errors?.[0]?.extensions).toMatchObject({ code });
      }
    }
  });
});

describe("a tenant's general settings", () => {
  it('shows a tenant admin their own settings, with no subscription when none is stored', async () => {
    const { body } = await graphqlAs<Settings>(t, northAdmin, SETTINGS, {}, NORTH);
    expect(body.errors).toBeUndefined();
    expect(body.data!.tenantSettings).toMatchObject({
      status: 'active',
      general: { companyName: 'NorthPrint Studio Ltd' },
      subscription: null,
    });
  });

  it("lets the operator change NorthPrint's company name and claim; the shop and its log show it", async () => {
    const input = general('NorthPrint Studio Operated', 'Printed by the operator');
    const saved = await graphqlAs(t, operator, UPDATE, { input }, 'localhost', actingFor(northprintId));
    expect(saved.body.errors).toBeUndefined();
    const shop = await graphqlAs<{ currentTenant: { companyName: string; claim: string } }>(
      t,
      null,
      'query { currentTenant { companyName claim } }',
      {},
      NORTH,
    );
    expect(shop.body.data!.currentTenant).toEqual({
      companyName: 'NorthPrint Studio Operated',
      claim: 'Printed by the operator',
    });
    const own = await graphqlAs<Settings>(t, druckereiAdmin, SETTINGS);
    expect(own.body.data!.tenantSettings.general.companyName).toBe('Druckerei Sonnenschein GmbH');
    const logged = await withSystem(t.database, (tx) =>
      tx
        .select({ label: auditEntries.entityLabel })
        .from(auditEntries)
        .where(and(eq(auditEntries.tenantId, northprintId), eq(auditEntries.entityLabel, 'general'))),
    );
    expect(logged).toHaveLength(1);
    // The same save again changes nothing and is not logged again.
    await graphqlAs(t, operator, UPDATE, { input }, 'localhost', actingFor(northprintId));
    const again = await withSystem(t.database, (tx) =>
      tx.select().from(auditEntries).where(eq(auditEntries.entityLabel, 'general')),
    );
    expect(again).toHaveLength(1);
  });

  it('requires the company name and the page title in the default language, and refuses forbidden characters', async () => {
    const missing = await graphqlAs(
      t,
      northAdmin,
      UPDATE,
      {
        input: { ...general(' ', ''), pageTitle: [{ language: 'de-DE', text: 'Nur Deutsch' }] },
      },
      NORTH,
    );
    expect(missing.body.errors?.[0]?.extensions).toMatchObject({
      fields: {
        companyName: { key: 'validation.required' },
        'pageTitle.en-GB': { key: 'validation.required' },
      },
    });
    const forbidden = await graphqlAs(t, northAdmin, UPDATE, { input: general('North <script>', '') }, NORTH);
    expect(forbidden.body.errors?.[0]?.extensions?.fields).toHaveProperty('companyName');
    const after = await graphqlAs<Settings>(t, northAdmin, SETTINGS, {}, NORTH);
    expect(after.body.data!.tenantSettings.general.companyName).not.toMatch(/script|^ $/);
  });

  it('answers a tenant admin naming another tenant "tenant ID not found" and changes nothing', async () => {
    const before = await graphqlAs<Settings>(t, northAdmin, SETTINGS, {}, NORTH);
    const refused = await graphqlAs(
      t,
      druckereiAdmin,
      UPDATE,
      { input: general('Taken over', '') },
      'localhost',
      actingFor(northprintId),
    );
    expect(refused.status).toBe(404);
    expect(refused.body.errors?.[0]).toMatchObject({
      message: 'Could not save settings: tenant ID not found',
      extensions: { code: 'NOT_FOUND' },
    });
    const after = await graphqlAs<Settings>(t, northAdmin, SETTINGS, {}, NORTH);
    expect(after.body.data).toEqual(before.body.data);
  });

  it('refuses the settings to a shopper and a visitor', async () => {
    const shopper = await loginAs(t, 'kunde', 'Kunde#2026');
    const read = await graphqlAs(t, shopper, SETTINGS);
    expect(read.body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    const write = await graphqlAs(t, null, UPDATE, { input: general('Visitor', '') });
    expect(write.body.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
