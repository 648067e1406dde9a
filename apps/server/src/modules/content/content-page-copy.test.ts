import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { auditEntries } from '../audit/audit.tables.ts';
import { tenants } from '../tenancy/tenancy.tables.ts';

// Duplicate page (issue 25): document and texts copied with "(copy)" titles and the next free slugs,
// inactive, never one of the shop's own pages, within the page count; two at once are two copies. The
// right and tenant isolation: content-page-history.test.ts.

const PAGE = `id kind title titles { language text } slugs { language text } status version document`;
const CREATE = `mutation C($input: ContentPageInput!) { createContentPage(input: $input) { ${PAGE} } }`;
const DUPLICATE = `mutation D($id: ID!) { duplicateContentPage(id: $id, language: "de-DE") { ${PAGE} } }`;
const LIST = 'query L { adminContentPages { id kind title } }';

type Texts = { language: string; text: string }[];
type Page = {
  id: string;
  kind: string | null;
  title: string;
  titles: Texts;
  slugs: Texts;
  status: string;
  version: number;
  document: unknown;
};
type Answer<T> = { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };

let t: TestApp;
let admin: CookieJar;
let serial = 0;

async function call<T>(jar: CookieJar, query: string, variables: Record<string, unknown> = {}) {
  return (await graphqlAs<T>(t, jar, query, variables)).body as Answer<T>;
}

async function newPage(): Promise<{ id: string; slug: string }> {
  const slug = `vorlage-${++serial}`;
  const input = {
    title: [
      { language: 'de-DE', text: `Seite ${slug}` },
      { language: 'en-GB', text: `Page ${slug}` },
    ],
    slugs: [
      { language: 'de-DE', text: slug },
      { language: 'en-GB', text: `${slug}-en` },
    ],
  };
  const made = await call<{ createContentPage: Page }>(admin, CREATE, { input });
  return { id: made.data!.createContentPage.id, slug };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
});
afterAll(() => t.close());

describe('duplicating a page', () => {
  it('copies document and texts with "(copy)" titles and the next free slugs, inactive, never a page of the shop', async () => {
    const pages = (await call<{ adminContentPages: Page[] }>(admin, LIST)).data!.adminContentPages;
    const imprint = pages.find((page) => page.kind === 'imprint')!;
    const answer = await call<{ duplicateContentPage: Page }>(admin, DUPLICATE, { id: imprint.id });
    expect(answer.errors).toBeUndefined();
    const copy = answer.data!.duplicateContentPage;
    expect(copy).toMatchObject({ kind: null, status: 'inactive', version: 1, title: 'Impressum (Kopie)' });
    expect(copy.titles).toEqual(
      expect.arrayContaining([
        { language: 'de-DE', text: 'Impressum (Kopie)' },
        { language: 'en-GB', text: 'Imprint (copy)' },
      ]),
    );
    expect(copy.slugs).toEqual(expect.arrayContaining([{ language: 'de-DE', text: 'imprint-copy' }]));
    expect(JSON.stringify(copy.document)).toContain('Angaben gemäß');
    const [entry] = await withSystem(t.database, (tx) =>
      tx
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.entityId, copy.id), eq(auditEntries.action, 'page.copy'))),
    );
    expect(entry?.details).toMatchObject({ from: imprint.id });
  });

  it('gives two copies at once their own slugs (two clicks, two copies)', async () => {
    const { id, slug } = await newPage();
    const answers = await Promise.all(
      [1, 2].map(() => call<{ duplicateContentPage: Page }>(admin, DUPLICATE, { id })),
    );
    expect(answers.map((answer) => answer.errors)).toEqual([undefined, undefined]);
    const slugs = answers
      .map((answer) => answer.data!.duplicateContentPage.slugs.find((s) => s.language === 'de-DE')!.text)
      .sort();
    expect(slugs).toEqual([`${slug}-copy`, `${slug}-copy-2`]);
    const third = await call<{ duplicateContentPage: Page }>(admin, DUPLICATE, { id });
    expect(third.data!.duplicateContentPage.slugs).toContainEqual({
      language: 'en-GB',
      text: `${slug}-en-copy-3`,
    });
  });

  it("stops at the shop's page count", async () => {
    const pages = (await call<{ adminContentPages: Page[] }>(admin, LIST)).data!.adminContentPages;
    const [shop] = await withSystem(t.database, (tx) =>
      tx
        .update(tenants)
        .set({
          settings: sql`${tenants.settings} || ${JSON.stringify({ maxContentPages: pages.length })}::jsonb`,
        })
        .where(eq(tenants.slug, 'druckerei'))
        .returning({ id: tenants.id }),
    );
    t.services.tenantChanges.changed(shop!.id);
    try {
      const answer = await call(admin, DUPLICATE, { id: pages[0]!.id });
      expect(answer.errors?.[0]?.extensions).toMatchObject({ key: 'admin.pageLimitReached' });
    } finally {
      await withSystem(t.database, (tx) =>
        tx
          .update(tenants)
          .set({ settings: sql`${tenants.settings} - 'maxContentPages'` })
          .where(eq(tenants.id, shop!.id)),
      );
      t.services.tenantChanges.changed(shop!.id);
    }
  });
});
