import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { auditEntries } from '../audit/audit.tables.ts';
import { contentPageVersions } from './content.tables.ts';

// A page's history (issue 25): the versions list (number, when, who), one version's document,
// restoring one (a new version, refused like a save when the page moved on, twice at once safe); the
// right and tenant isolation of the history and of duplicating (content-page-copy.test.ts).

const PAGE = `id kind title titles { language text } slugs { language text } status version document`;
const CREATE = `mutation C($input: ContentPageInput!) { createContentPage(input: $input) { ${PAGE} } }`;
const UPDATE = `mutation U($id: ID!, $v: Int!, $input: ContentPageInput!) {
  updateContentPage(id: $id, expectedVersion: $v, input: $input) { ${PAGE} } }`;
const VERSIONS = `query V($pageId: ID!, $first: Int, $before: Int) {
  adminContentPageVersions(pageId: $pageId, first: $first, before: $before, language: "de-DE") {
    version savedAt savedByName title document } }`;
const VERSION = `query One($pageId: ID!, $version: Int!) {
  adminContentPageVersion(pageId: $pageId, version: $version) { version title document } }`;
const RESTORE = `mutation R($id: ID!, $version: Int!, $expected: Int!) {
  restoreContentPageVersion(id: $id, version: $version, expectedVersion: $expected) { ${PAGE} } }`;
const DUPLICATE = `mutation D($id: ID!) { duplicateContentPage(id: $id, language: "de-DE") { ${PAGE} } }`;
const NORTH = 'northprint.localhost';

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
type Version = {
  version: number;
  savedAt: string;
  savedByName: string | null;
  title: string;
  document: unknown;
};
type Answer<T> = { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };

let t: TestApp;
let admin: CookieJar;
let customer: CookieJar;
let northAdmin: CookieJar;
let serial = 0;

const doc = (heading: string) => ({
  schemaVersion: 1,
  sections: [{ id: 's', blocks: [{ id: 'h', type: 'heading', props: { text: { 'de-DE': heading } } }] }],
});

const input = (slug: string, heading: string, title = `Seite ${slug}`) => ({
  title: [
    { language: 'de-DE', text: title },
    { language: 'en-GB', text: `Page ${slug}` },
  ],
  slugs: [
    { language: 'de-DE', text: slug },
    { language: 'en-GB', text: `${slug}-en` },
  ],
  document: doc(heading),
});

async function call<T>(
  jar: CookieJar,
  query: string,
  variables: Record<string, unknown> = {},
  host?: string,
) {
  return (await graphqlAs<T>(t, jar, query, variables, host)).body as Answer<T>;
}

/** A page saved three times: version 1 "Erste", 2 "Zweite", 3 "Dritte". */
async function pageWithVersions(): Promise<{ id: string; slug: string }> {
  const slug = `verlauf-${++serial}`;
  const made = await call<{ createContentPage: Page }>(admin, CREATE, {
    input: input(slug, 'Erste', 'Erster Titel'),
  });
  const id = made.data!.createContentPage.id;
  for (const [v, heading] of [
    [1, 'Zweite'],
    [2, 'Dritte'],
  ] as const) {
    const saved = await call(admin, UPDATE, { id, v, input: input(slug, heading) });
    expect(saved.errors).toBeUndefined();
  }
  return { id, slug };
}

const headingOf = (document: unknown) => JSON.stringify(document).match(/"de-DE":"([^"]+)"/)?.[1];

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
  customer = await loginAs(t, 'kunde', 'Kunde#2026');
  northAdmin = await loginAs(t, 'admin', 'Admin#2026', { host: NORTH });
});
afterAll(() => t.close());

describe("a page's versions", () => {
  it('lists every save newest first with when, who and the title then, without documents; pages on', async () => {
    const { id } = await pageWithVersions();
    const { data } = await call<{ adminContentPageVersions: Version[] }>(admin, VERSIONS, { pageId: id });
    const versions = data!.adminContentPageVersions;
    expect(versions.map((version) => version.version)).toEqual([3, 2, 1]);
    expect(versions.map((version) => version.title)).toEqual([
      `Seite verlauf-${serial}`,
      `Seite verlauf-${serial}`,
      'Erster Titel',
    ]);
    expect(
      versions.every((version) => version.savedByName && !Number.isNaN(Date.parse(version.savedAt))),
    ).toBe(true);
    expect(versions.every((version) => version.document === null)).toBe(true);
    const older = await call<{ adminContentPageVersions: Version[] }>(admin, VERSIONS, {
      pageId: id,
      first: 1,
      before: 3,
    });
    expect(older.data!.adminContentPageVersions.map((version) => version.version)).toEqual([2]);
  });

  it('shows one version with its document; an unknown version or page is null', async () => {
    const { id } = await pageWithVersions();
    const { data } = await call<{ adminContentPageVersion: Version }>(admin, VERSION, {
      pageId: id,
      version: 1,
    });
    expect(data!.adminContentPageVersion.title).toBe('Erster Titel');
    expect(headingOf(data!.adminContentPageVersion.document)).toBe('Erste');
    for (const variables of [
      { pageId: id, version: 9 },
      { pageId: 'no-uuid', version: 1 },
    ]) {
      expect((await call(admin, VERSION, variables)).data).toEqual({ adminContentPageVersion: null });
    }
  });

  it("restores an old version's document as a new version; texts and slugs stay; the activity says so", async () => {
    const { id, slug } = await pageWithVersions();
    const answer = await call<{ restoreContentPageVersion: Page }>(admin, RESTORE, {
      id,
      version: 1,
      expected: 3,
    });
    expect(answer.errors).toBeUndefined();
    const page = answer.data!.restoreContentPageVersion;
    expect(page.version).toBe(4);
    expect(headingOf(page.document)).toBe('Erste');
    expect(page.title).toBe(`Seite ${slug}`);
    expect(page.slugs).toContainEqual({ language: 'de-DE', text: slug });
    const { data } = await call<{ adminContentPageVersions: Version[] }>(admin, VERSIONS, { pageId: id });
    expect(data!.adminContentPageVersions.map((version) => version.version)).toEqual([4, 3, 2, 1]);
    const [entry] = await withSystem(t.database, (tx) =>
      tx
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.entityId, id), eq(auditEntries.action, 'page.restore'))),
    );
    expect(entry?.details).toMatchObject({ restoredVersion: 1, version: 4 });
  });

  it('refuses a restore when the page was saved since (the editor’s version), also of two restores at once', async () => {
    const { id } = await pageWithVersions();
    const stale = await call(admin, RESTORE, { id, version: 1, expected: 2 });
    expect(stale.errors?.[0]?.extensions).toMatchObject({ key: 'admin.pageChanged', kind: 'conflict' });
    const answers = await Promise.all(
      [1, 2].map((version) => call(admin, RESTORE, { id, version, expected: 3 })),
    );
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
    expect(answers.find((answer) => answer.errors)!.errors![0]!.message).toBe(
      'Someone else has saved the page in the meantime. Please reload it before saving.',
    );
    const versions = await withSystem(t.database, (tx) =>
      tx.select().from(contentPageVersions).where(eq(contentPageVersions.pageId, id)),
    );
    expect(versions).toHaveLength(4);
    const missing = await call(admin, RESTORE, { id, version: 42, expected: 4 });
    expect(missing.errors?.[0]?.message).toBe('This version of the page does not exist');
  });

  it("restores an old version read by today's rules: a language the shop no longer offers is left out", async () => {
    const { id } = await pageWithVersions();
    await withSystem(t.database, (tx) =>
      tx
        .update(contentPageVersions)
        .set({
          document: {
            schemaVersion: 1,
            sections: [
              {
                id: 's',
                blocks: [{ id: 'h', type: 'heading', props: { text: { 'de-DE': 'Alt', 'fr-FR': 'Vieux' } } }],
              },
            ],
          },
        })
        .where(and(eq(contentPageVersions.pageId, id), eq(contentPageVersions.version, 1))),
    );
    const answer = await call<{ restoreContentPageVersion: Page }>(admin, RESTORE, {
      id,
      version: 1,
      expected: 3,
    });
    expect(JSON.stringify(answer.data!.restoreContentPageVersion.document)).not.toContain('fr-FR');
    // A version written by a newer app is shown, never saved over by this one.
    await withSystem(t.database, (tx) =>
      tx
        .update(contentPageVersions)
        .set({ document: { schemaVersion: 999, sections: [] } })
        .where(and(eq(contentPageVersions.pageId, id), eq(contentPageVersions.version, 2))),
    );
    const newer = await call(admin, RESTORE, { id, version: 2, expected: 4 });
    expect(newer.errors?.[0]?.extensions?.key).toBe('admin.pageVersionNewer');
  });
});

describe('history and copies', () => {
  it('need cms.edit, and keep to their own shop', async () => {
    const { id } = await pageWithVersions();
    for (const [query, variables] of [
      [VERSIONS, { pageId: id }],
      [RESTORE, { id, version: 1, expected: 3 }],
      [DUPLICATE, { id }],
    ] as const) {
      expect((await call(customer, query, variables)).errors?.[0]?.message).toBe('Forbidden');
    }
    const north = (query: string, variables: Record<string, unknown>) =>
      call(northAdmin, query, variables, NORTH);
    expect((await north(VERSIONS, { pageId: id })).data).toEqual({ adminContentPageVersions: [] });
    expect((await north(VERSION, { pageId: id, version: 1 })).data).toEqual({
      adminContentPageVersion: null,
    });
    expect((await north(RESTORE, { id, version: 1, expected: 3 })).errors?.[0]?.extensions?.key).toBe(
      'admin.pageNotFound',
    );
    expect((await north(DUPLICATE, { id })).errors?.[0]?.extensions?.key).toBe('admin.pageNotFound');
    const versions = await call<{ adminContentPageVersions: Version[] }>(admin, VERSIONS, { pageId: id });
    expect(versions.data!.adminContentPageVersions).toHaveLength(3);
  });
});
