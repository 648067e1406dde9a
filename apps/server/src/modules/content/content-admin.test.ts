import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { auditEntries } from '../audit/audit.tables.ts';
import { tenants } from '../tenancy/tenancy.tables.ts';
import { contentPageVersions } from './content.tables.ts';

// The pages administration (issue 25): every rule and message of a save, versions, the pages the shop
// needs, the slug race, the page count, rights, tenant isolation, and the shop's cache after a save.

const FIELDS = `id kind title titles { language text } slugs { language text } status statusChip version
  languages updatedAt updatedByName document`;
const LIST = `query Pages { adminContentPages(language: "de-DE") { ${FIELDS} } }`;
const ONE = `query Page($id: ID!) { adminContentPage(id: $id) { ${FIELDS} } }`;
const CREATE = `mutation Create($input: ContentPageInput!) { createContentPage(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation Update($id: ID!, $v: Int!, $input: ContentPageInput!) {
  updateContentPage(id: $id, expectedVersion: $v, input: $input) { ${FIELDS} } }`;
const DELETE = 'mutation Delete($id: ID!) { deleteContentPage(id: $id) }';

type Page = { id: string; kind: string | null; title: string; version: number; statusChip: string };
type Answer<T> = {
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
};

let t: TestApp;
let admin: CookieJar;
let customer: CookieJar;
let northAdmin: CookieJar;
let druckereiId: string;
let serial = 0;

const input = (slug = `seite-${++serial}`, document: unknown = { schemaVersion: 1, sections: [] }) => ({
  title: [
    { language: 'de-DE', text: `Seite ${slug}` },
    { language: 'en-GB', text: `Page ${slug}` },
  ],
  slugs: [{ language: 'de-DE', text: slug }],
  seoDescription: [{ language: 'de-DE', text: 'Kurz.' }],
  document,
});

async function call<T>(
  jar: CookieJar,
  query: string,
  variables: Record<string, unknown> = {},
  host?: string,
) {
  return (await graphqlAs<T>(t, jar, query, variables, host)).body as Answer<T>;
}

async function create(slug?: string): Promise<Page> {
  const answer = await call<{ createContentPage: Page }>(admin, CREATE, { input: input(slug) });
  expect(answer.errors).toBeUndefined();
  return answer.data!.createContentPage;
}

const versionsOf = (pageId: string) =>
  withSystem(
    t.database,
    async (tx) =>
      (
        await tx
          .select({ n: count() })
          .from(contentPageVersions)
          .where(eq(contentPageVersions.pageId, pageId))
      )[0]!.n,
  );

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
  customer = await loginAs(t, 'kunde', 'Kunde#2026');
  northAdmin = await loginAs(t, 'admin', 'Admin#2026', { host: 'northprint.localhost' });
  const [row] = await withSystem(t.database, (tx) =>
    tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'druckerei')),
  );
  druckereiId = row!.id;
});
afterAll(() => t.close());

describe('pages administration', () => {
  it('lists the seeded pages by title with their status, languages and kind', async () => {
    const { data } = await call<{ adminContentPages: (Page & { languages: string[] })[] }>(admin, LIST);
    const titles = data!.adminContentPages.map((page) => page.title);
    expect(titles).toEqual(expect.arrayContaining(['Impressum', 'Datenschutzerklärung', 'Häufige Fragen']));
    expect(titles).toEqual([...titles].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const imprint = data!.adminContentPages.find((page) => page.kind === 'imprint')!;
    expect(imprint).toMatchObject({ statusChip: 'active', version: 1, languages: ['de-DE', 'en-GB'] });
  });

  it('creates an inactive page with its first version, and saves the next one with the version it read', async () => {
    const page = await create();
    expect(page).toMatchObject({ statusChip: 'inactive', version: 1, kind: null });
    expect(await versionsOf(page.id)).toBe(1);
    const document = {
      schemaVersion: 1,
      sections: [{ id: 's', blocks: [{ id: 'h', type: 'heading', props: { text: { 'de-DE': 'Hallo' } } }] }],
    };
    const saved = await call<{ updateContentPage: Page & { updatedByName: string } }>(admin, UPDATE, {
      id: page.id,
      v: 1,
      input: input(`neu-${serial}`, document),
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateContentPage).toMatchObject({ version: 2, updatedByName: expect.any(String) });
    expect(await versionsOf(page.id)).toBe(2);
    // A save from the version before (another tab) is refused, and nothing is kept of it.
    const stale = await call(admin, UPDATE, { id: page.id, v: 1, input: input(`alt-${serial}`) });
    expect(stale.errors?.[0]?.extensions).toMatchObject({ key: 'admin.pageChanged', kind: 'conflict' });
    expect(await versionsOf(page.id)).toBe(2);
    const [entry] = await withSystem(t.database, (tx) =>
      tx
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.entityId, page.id), eq(auditEntries.action, 'page.update'))),
    );
    expect(entry).toBeDefined();
  });

  it('keeps the stored document when a save leaves it out (the settings form), never emptying the page', async () => {
    const page = await create();
    const document = {
      schemaVersion: 1,
      sections: [{ id: 's', blocks: [{ id: 'h', type: 'heading', props: { text: { 'de-DE': 'Bleibt' } } }] }],
    };
    const first = await call(admin, UPDATE, {
      id: page.id,
      v: 1,
      input: input(`bleibt-${serial}`, document),
    });
    expect(first.errors).toBeUndefined();
    const { document: _left, ...withoutDocument } = input(`bleibt-${serial}`);
    const second = await call<{ updateContentPage: { document: unknown; version: number } }>(admin, UPDATE, {
      id: page.id,
      v: 2,
      input: withoutDocument,
    });
    expect(second.errors).toBeUndefined();
    expect(second.data!.updateContentPage.version).toBe(3);
    expect(JSON.stringify(second.data!.updateContentPage.document)).toContain('Bleibt');
  });

  it('refuses a document with problems, naming each at its path, and a bad slug or missing title', async () => {
    const page = await create();
    const bad = {
      schemaVersion: 1,
      sections: [
        {
          id: 's',
          blocks: [{ id: 'c', type: 'cta', props: { url: 'javascript:alert(1)' } }, { type: 'nope' }],
        },
      ],
    };
    const answer = await call(admin, UPDATE, { id: page.id, v: 1, input: input('gute-seite', bad) });
    const fields = answer.errors?.[0]?.extensions?.fields as Record<string, { key: string }>;
    expect(fields['document.sections.0.blocks.0.props.url']).toBeDefined();
    expect(fields['document.sections.0.blocks.1']).toEqual({ key: 'validation.unknownBlock' });
    const slug = await call(admin, CREATE, { input: { ...input('checkout'), title: [] } });
    expect(slug.errors?.[0]?.extensions?.fields).toEqual({
      'title.de-DE': { key: 'validation.required' },
      'slugs.de-DE': { key: 'validation.invalidSlug' },
    });
    expect(slug.errors?.[0]?.message).not.toBe('Unexpected error.');
  });

  it('gives a slug to one page only, also to two creates at once', async () => {
    const answers = await Promise.all([1, 2].map(() => call(admin, CREATE, { input: input('zweimal') })));
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
    const refused = answers.find((answer) => answer.errors)!;
    expect(refused.errors![0]!.extensions).toMatchObject({
      key: 'admin.pageSlugTaken',
      fields: { 'slugs.de-DE': { key: 'admin.pageSlugTaken' } },
    });
    const other = await create();
    const taken = await call(admin, UPDATE, { id: other.id, v: 1, input: input('imprint') });
    expect(taken.errors?.[0]?.message).toBe('This slug is already used by another page');
  });

  it("refuses to delete the pages the shop needs, with the spec's message; deletes others", async () => {
    const { data } = await call<{ adminContentPages: Page[] }>(admin, LIST);
    const imprint = data!.adminContentPages.find((page) => page.kind === 'imprint')!;
    const refused = await call(admin, DELETE, { id: imprint.id });
    expect(refused.errors?.[0]?.message).toBe('The page Impressum cannot be deleted');
    const page = await create();
    expect((await call(admin, DELETE, { id: page.id })).data).toEqual({ deleteContentPage: true });
    expect(await versionsOf(page.id)).toBe(0);
    const again = await call(admin, DELETE, { id: page.id });
    expect(again.errors?.[0]?.message).toBe('Error deleting page');
  });

  it("stops at the shop's page count", async () => {
    const { data } = await call<{ adminContentPages: Page[] }>(admin, LIST);
    const pages = data!.adminContentPages.length;
    await withSystem(t.database, (tx) =>
      tx
        .update(tenants)
        .set({ settings: sql`${tenants.settings} || ${JSON.stringify({ maxContentPages: pages })}::jsonb` })
        .where(eq(tenants.id, druckereiId)),
    );
    t.services.tenantChanges.changed(druckereiId);
    try {
      const answer = await call(admin, CREATE, { input: input() });
      expect(answer.errors?.[0]?.extensions).toMatchObject({
        key: 'admin.pageLimitReached',
        params: { max: String(pages) },
      });
    } finally {
      await withSystem(t.database, (tx) =>
        tx
          .update(tenants)
          .set({ settings: sql`${tenants.settings} - 'maxContentPages'` })
          .where(eq(tenants.id, druckereiId)),
      );
      t.services.tenantChanges.changed(druckereiId);
    }
  });

  it('needs cms.edit, and keeps to its own shop', async () => {
    for (const query of [LIST, CREATE]) {
      const answer = await call(customer, query, { input: input() });
      expect(answer.errors?.[0]?.message).toBe('Forbidden');
    }
    const page = await create();
    const north = 'northprint.localhost';
    expect((await call(northAdmin, ONE, { id: page.id }, north)).data).toEqual({ adminContentPage: null });
    const northInput = {
      title: [{ language: 'en-GB', text: 'Taken' }],
      slugs: [{ language: 'en-GB', text: 'taken' }],
    };
    const update = await call(northAdmin, UPDATE, { id: page.id, v: 1, input: northInput }, north);
    expect(update.errors?.[0]?.extensions).toMatchObject({ key: 'admin.pageNotFound' });
    expect((await call(northAdmin, DELETE, { id: page.id }, north)).errors).toBeDefined();
    expect(
      (await call<{ adminContentPage: Page }>(admin, ONE, { id: page.id })).data!.adminContentPage.version,
    ).toBe(1);
  });

  it("retires the shop's kept pages when a page is saved", async () => {
    const page = await create();
    const before = t.app.publicContent.version(druckereiId);
    const saved = await call(admin, UPDATE, { id: page.id, v: 1, input: input() });
    expect(saved.errors).toBeUndefined();
    await vi.waitFor(() => expect(t.app.publicContent.version(druckereiId)).toBeGreaterThan(before), {
      timeout: 5_000,
      interval: 20,
    });
  });
});
