import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { categories } from '../../catalog/catalog.tables.ts';
import { findTenantIdByHost } from '../tenancy.service.ts';

// The shop's own navigation: right tenant.settings, the spec's link and language rules, a save on an
// older revision refused, and the header's entries resolved to where their targets are now.

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
let customer: CookieJar;
let tenantId: string;
let category: { id: string; slug: string } | undefined;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
  customer = await loginAs(t, 'kunde', 'Kunde#2026');
  tenantId = (await findTenantIdByHost(t.database, 'localhost'))!;
  await withTenant(t.database, tenantId, async (tx) => {
    [category] = await tx
      .select({ id: categories.id, slug: categories.slug })
      .from(categories)
      .where(eq(categories.published, true))
      .limit(1);
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

describe('tenant navigation', () => {
  it('saves entries, moving the revision on, and refuses a save made on an older one', async () => {
    const start = (await call(admin, READ)).data!.tenantNavigation!;
    expect(start.entries).toEqual([]);
    const first = [entry('a', 'category', category!.id), entry('b', 'url', 'https://example.com/help')];
    const saved = await call(admin, SAVE, { entries: first, revision: start.revision });
    expect(saved.data?.updateTenantNavigation?.revision).toBe(start.revision + 1);
    expect(saved.data?.updateTenantNavigation?.entries.map((e) => e.id)).toEqual(['a', 'b']);
    // The same save again (a second tab, a double click): its own entries, no conflict.
    const again = await call(admin, SAVE, { entries: first, revision: start.revision });
    expect(again.data?.updateTenantNavigation?.revision).toBe(start.revision + 1);
    // Another change on the old revision: refused, nothing overwritten.
    const stale = await call(admin, SAVE, {
      entries: [entry('c', 'url', '/cart')],
      revision: start.revision,
    });
    expect(stale.errors?.[0]?.extensions?.key).toBe('admin.navigationChangedMeanwhile');
    expect(stale.errors?.[0]?.message).toBe('The navigation has changed meanwhile. Please reload the page.');
    expect((await call(admin, READ)).data?.tenantNavigation?.entries.map((e) => e.id)).toEqual(['a', 'b']);
  });

  it("refuses a link that is neither https:// nor relative with the spec's message", async () => {
    const { revision } = (await call(admin, READ)).data!.tenantNavigation!;
    const answer = await call(admin, SAVE, { entries: [entry('x', 'url', 'http://example.com')], revision });
    expect(answer.errors?.[0]?.message).toBe(
      'URL is not valid and must start with https:// or be relative and start with /',
    );
    expect(answer.errors?.[0]?.extensions?.fields?.['entries.0.target']?.key).toBe('validation.linkUrl');
  });

  it('needs the label in the default language first', async () => {
    const { revision } = (await call(admin, READ)).data!.tenantNavigation!;
    const answer = await call(admin, SAVE, {
      entries: [entry('x', 'url', '/cart', [{ language: 'en-GB', text: 'Cart' }])],
      revision,
    });
    expect(answer.errors?.[0]?.extensions?.fields?.['entries.0.label.de-DE']?.key).toBe(
      'validation.defaultLanguageFirst',
    );
  });

  it('needs tenant.settings', async () => {
    for (const [query, variables] of [
      [READ, {}],
      [SAVE, { entries: [], revision: 0 }],
    ] as const) {
      const answer = await call(customer, query, variables);
      expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });
});
