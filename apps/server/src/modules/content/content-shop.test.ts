import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tenants } from '../tenancy/tenancy.tables.ts';
import { pageWindowJob } from './page-window-job.ts';
import { isWorkStatement } from '../../testing/statements.ts';

// The shop's page by slug (issue 25): live pages only — active and inside their window, checked when
// read, so a page goes live and leaves on time with no job and nothing changed in the database — in
// the request's language, per shop, and in as many statements whatever the page.

const PAGE = `query Page($slug: String!, $language: String) { contentPage(slug: $slug, language: $language) {
  id kind title slug seoTitle seoDescription socialImage document } }`;
const CREATE = `mutation Create($input: ContentPageInput!) { createContentPage(input: $input) { id } }`;
const STATUS = `mutation Status($id: ID!, $status: ContentPageStatus!, $publishAt: String, $unpublishAt: String) {
  setContentPageStatus(id: $id, status: $status, publishAt: $publishAt, unpublishAt: $unpublishAt) { statusChip } }`;

type ShopPage = {
  id: string;
  kind: string | null;
  title: string;
  slug: string;
  seoDescription: string;
  document: { sections: unknown[] };
};

let t: TestApp;
let admin: CookieJar;
let druckereiId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
  const [row] = await withSystem(t.database, (tx) =>
    tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'druckerei')),
  );
  druckereiId = row!.id;
});
afterAll(() => t.close());

async function shopPage(slug: string, language?: string, host?: string): Promise<ShopPage | null> {
  const { body } = await graphqlAs<{ contentPage: ShopPage | null }>(t, null, PAGE, { slug, language }, host);
  expect(body.errors).toBeUndefined();
  return body.data!.contentPage;
}

async function newPage(slug: string): Promise<string> {
  const { body } = await graphqlAs<{ createContentPage: { id: string } }>(t, admin, CREATE, {
    input: {
      title: [{ language: 'de-DE', text: `Aktion ${slug}` }],
      slugs: [{ language: 'de-DE', text: slug }],
    },
  });
  expect(body.errors).toBeUndefined();
  return body.data!.createContentPage.id;
}

async function setStatus(id: string, status: string, publishAt?: Date, unpublishAt?: Date) {
  const { body } = await graphqlAs<{ setContentPageStatus: { statusChip: string } }>(t, admin, STATUS, {
    id,
    status,
    publishAt: publishAt?.toISOString(),
    unpublishAt: unpublishAt?.toISOString(),
  });
  expect(body.errors).toBeUndefined();
  return body.data!.setContentPageStatus.statusChip;
}

describe('the shop’s page by slug', () => {
  it('finds a seeded page in German and in English, with its document', async () => {
    const de = await shopPage('imprint', 'de-DE');
    expect(de).toMatchObject({ kind: 'imprint', title: 'Impressum', slug: 'imprint' });
    expect(de!.document.sections.length).toBeGreaterThan(0);
    expect(await shopPage('imprint', 'en-GB')).toMatchObject({ title: 'Imprint', id: de!.id });
    expect(await shopPage('ueber-uns', 'de-DE')).toMatchObject({
      kind: 'about',
      title: 'Über uns',
      slug: 'ueber-uns',
    });
    // An address of another language finds the page too, and names its address in the one asked for.
    expect(await shopPage('ueber-uns', 'en-GB')).toMatchObject({ title: 'About us', slug: 'about' });
    expect(await shopPage('about', 'en-GB')).toMatchObject({ kind: 'about', seoDescription: '' });
    expect(await shopPage('nirgendwo')).toBeNull();
  });

  it("keeps to its shop: one shop's page is not found on another's host", async () => {
    expect(await shopPage('ueber-uns', undefined, 'northprint.localhost')).toBeNull();
    expect(await shopPage('about', undefined, 'northprint.localhost')).toMatchObject({ title: 'About us' });
  });

  it('shows only active pages inside their window', async () => {
    const id = await newPage('sommeraktion');
    expect(await shopPage('sommeraktion')).toBeNull(); // new pages are inactive
    expect(await setStatus(id, 'active')).toBe('active');
    expect(await shopPage('sommeraktion')).toMatchObject({ title: 'Aktion sommeraktion' });
    const hour = 3_600_000;
    expect(await setStatus(id, 'active', new Date(Date.now() + hour))).toBe('scheduled');
    expect(await shopPage('sommeraktion')).toBeNull();
    await setStatus(id, 'active', new Date(Date.now() - 2 * hour), new Date(Date.now() - hour));
    expect(await shopPage('sommeraktion')).toBeNull(); // over
    await setStatus(id, 'inactive', new Date(Date.now() - hour));
    expect(await shopPage('sommeraktion')).toBeNull();
    const wrongWay = await graphqlAs(t, admin, STATUS, {
      id,
      status: 'active',
      publishAt: new Date(Date.now() + hour).toISOString(),
      unpublishAt: new Date().toISOString(),
    });
    expect(wrongWay.body.errors?.[0]?.extensions).toMatchObject({ key: 'validation.pageScheduleOrder' });
    const farAway = await graphqlAs(t, admin, STATUS, {
      id,
      status: 'active',
      publishAt: '+275760-09-13T00:00:00.000Z',
    });
    expect(farAway.body.errors?.[0]?.extensions).toMatchObject({
      fields: { publishAt: { key: 'validation.invalidSetting' } },
    });
  });

  it('goes live and leaves at its times, checked when read: no job needed to be right', async () => {
    const starts = await newPage('blitzangebot');
    const ends = await newPage('letzte-chance');
    // Far enough ahead that the two saves and the first reads are done before it on a busy machine.
    const soon = new Date(Date.now() + 4_000);
    await setStatus(starts, 'active', soon);
    await setStatus(ends, 'active', undefined, soon);
    // Asked (and kept) before the time: the one not yet live, the other still live.
    expect(await shopPage('blitzangebot')).toBeNull();
    expect(await shopPage('letzte-chance')).toMatchObject({ id: ends });
    await new Promise((resolve) => setTimeout(resolve, soon.getTime() - Date.now() + 100));
    // Nothing changed in the database and no job ran: "not found" was never kept, the kept read is
    // checked against the time (another operation, so not the kept answer of the call before).
    expect(await shopPage('blitzangebot')).toMatchObject({ id: starts });
    const other = await graphqlAs<{ contentPage: ShopPage | null }>(
      t,
      null,
      PAGE.replace('query Page(', 'query PageAgain('),
      { slug: 'letzte-chance' },
    );
    expect(other.body.data).toEqual({ contentPage: null });
    // The minute's job retires the answers kept before the time, so the same call answers afresh.
    const before = t.app.publicContent.version(druckereiId);
    await pageWindowJob(t.database).run({}, {} as never);
    await vi.waitFor(() => expect(t.app.publicContent.version(druckereiId)).toBeGreaterThan(before));
    expect(await shopPage('letzte-chance')).toBeNull();
  });
});

describe('the sitemap', () => {
  it('lists the live pages at their addresses, not the home page (that is /) nor inactive ones', async () => {
    await newPage('entwurf');
    const response = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'localhost' },
    });
    expect(response.body).toContain('/imprint</loc>');
    expect(response.body).toContain('/ueber-uns</loc>');
    expect(response.body).toContain('/about</loc>');
    expect(response.body).not.toContain('/start</loc>');
    expect(response.body).not.toContain('/entwurf</loc>');
  });
});

describe('statements of the shop’s page', () => {
  /**
   * The statements less a read of the shop's tenant row and its scope: that row is kept five seconds,
   * which a busy machine can let pass between two calls; the page's own statements are what is compared.
   */
  const withoutTenantRead = (statements: string[]) =>
    statements.filter(
      (text, index) =>
        !/from "tenant" where/.test(text) && !/from "tenant" where/.test(statements[index + 1] ?? ''),
    );

  /** The statements one call sends (transaction control left out), at a new data version. */
  async function counted(slug: string, fresh = true) {
    if (fresh) t.app.publicContent.changed('*');
    const statements: string[] = [];
    t.database.onStatement = (text) => {
      if (isWorkStatement(text)) statements.push(text);
    };
    try {
      const page = await shopPage(slug, 'de-DE');
      return { page, statements: withoutTenantRead(statements) };
    } finally {
      t.database.onStatement = undefined;
    }
  }

  it('reads a page in the same statements whatever it holds, and none at all while it is kept', async () => {
    await counted('imprint'); // the host's tenant
    const small = await counted('imprint');
    const large = await counted('start');
    expect(large.page?.document.sections.length).toBeGreaterThan(small.page!.document.sections.length);
    expect(large.statements.length, large.statements.join('\n')).toBe(small.statements.length);
    expect(small.statements.filter((text) => /content_page/.test(text))).toHaveLength(1);
    const kept = await counted('start', false);
    expect(kept.page).toEqual(large.page);
    expect(kept.statements, kept.statements.join('\n')).toEqual([]);
  });
});
