import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveNavigation } from './shell-navigation.ts';
import { withTenant } from '../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { categories, products } from '../../modules/catalog/catalog.tables.ts';
import { findTenantIdByHost } from '../../modules/tenancy/tenancy.service.ts';
import { readTenantNavigation } from '../../modules/tenancy/navigation/tenant-navigation.ts';

// The header's own navigation entries resolved to where their targets are now, for every visitor alike.

const FIELDS = 'entries { id kind target newTab label { language text } } revision';
const READ = `query TenantNavigation { tenantNavigation { ${FIELDS} } }`;
const SAVE = `mutation UpdateTenantNavigation($entries: [NavEntryInput!]!, $revision: Int!) {
  updateTenantNavigation(entries: $entries, revision: $revision) { ${FIELDS} } }`;

type Navigation = { entries: { id: string; target: string }[]; revision: number };
type Answer = {
  data?: { tenantNavigation?: Navigation; updateTenantNavigation?: Navigation } | null;
  errors?: {
    message: string;
    extensions?: { key?: string; code?: string; fields?: Record<string, { key: string }> };
  }[];
};

let t: TestApp;
let admin: CookieJar;
let tenantId: string;
let category: { id: string; slug: string } | undefined;
let hiddenProduct: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
  tenantId = (await findTenantIdByHost(t.database, 'localhost'))!;
  await withTenant(t.database, tenantId, async (tx) => {
    [category] = await tx
      .select({ id: categories.id, slug: categories.slug })
      .from(categories)
      .where(eq(categories.published, true))
      .limit(1);
    const [product] = await tx.select({ id: products.id }).from(products).limit(1);
    hiddenProduct = product!.id;
    await tx
      .update(products)
      .set({ published: false })
      .where(and(eq(products.id, hiddenProduct)));
  });
});
afterAll(() => t?.close());

const text = (de: string, en?: string) => [
  { language: 'de-DE', text: de },
  ...(en ? [{ language: 'en-GB', text: en }] : []),
];
const entry = (id: string, kind: string, target: string, label = text('Eintrag', 'Entry')) => ({
  id,
  kind,
  target,
  label,
  newTab: false,
});
const call = async (jar: CookieJar, query: string, variables: Record<string, unknown> = {}) =>
  (await graphqlAs(t, jar, query, variables)).body as Answer;

describe("the header's navigation", () => {
  it("leads to the category's address now and leaves out what a visitor cannot open", async () => {
    const { revision } = (await call(admin, READ)).data!.tenantNavigation!;
    const saved = await call(admin, SAVE, {
      entries: [entry('a', 'category', category!.id), entry('b', 'url', 'https://example.com/help')],
      revision,
    });
    expect(saved.errors).toBeUndefined();

    const links = await withTenant(t.database, tenantId, async (tx) => {
      const ctx = { tx, tenant: { id: tenantId } } as Parameters<typeof readTenantNavigation>[0];
      const { entries } = await readTenantNavigation(ctx);
      const withHidden = [
        ...entries,
        { ...entries[0]!, id: 'p', kind: 'product' as const, target: hiddenProduct },
      ];
      return resolveNavigation(tx, withHidden, 'en-GB', 'de-DE');
    });
    expect(links).toEqual([
      {
        id: 'a',
        to: `/catalog/${category!.slug}`,
        label: { 'de-DE': 'Eintrag', 'en-GB': 'Entry' },
        newTab: false,
      },
      {
        id: 'b',
        to: 'https://example.com/help',
        label: { 'de-DE': 'Eintrag', 'en-GB': 'Entry' },
        newTab: false,
      },
    ]);
  });
});
