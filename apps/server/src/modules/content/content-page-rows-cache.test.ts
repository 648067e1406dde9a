import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { webBuildExists } from '../../platform/web/web-build.ts';
import { cookieHeader, graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { products } from '../catalog/catalog.tables.ts';

// Issue 25: the shop's home is its home page document, and a page's product rows show each viewer the
// products their roles let them see, priced — served from the anonymous page cache like the catalogue,
// which never hands a signed-in viewer's page (other products, other prices) to anyone else. Needs the
// web build.

const CREATE = `mutation Create($input: ContentPageInput!) { createContentPage(input: $input) { id } }`;
const UPDATE = `mutation Update($id: ID!, $v: Int!, $input: ContentPageInput!) {
  updateContentPage(id: $id, expectedVersion: $v, input: $input) { version } }`;
const STATUS = `mutation Status($id: ID!, $status: ContentPageStatus!) {
  setContentPageStatus(id: $id, status: $status) { statusChip } }`;

let t: TestApp;
let admin: CookieJar;
beforeAll(async () => {
  if (!webBuildExists()) throw new Error('apps/web/build is missing: run `npm run build` first.');
  t = await createTestApp({ web: true, nodeEnv: 'production' });
  admin = await loginAs(t, 'admin', 'Admin#2026');
});
afterAll(() => t?.close());

const visit = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } });

async function idOf(slug: string): Promise<string> {
  const [row] = await withSystem(t.database, (tx) =>
    tx.select({ id: products.id }).from(products).where(eq(products.slug, slug)),
  );
  return row!.id;
}

/** A live page of one product row: a selection of these products. */
async function pageOfSelection(slug: string, productIds: string[]): Promise<void> {
  const meta = { title: [{ language: 'de-DE', text: slug }], slugs: [{ language: 'de-DE', text: slug }] };
  const created = await graphqlAs<{ createContentPage: { id: string } }>(t, admin, CREATE, { input: meta });
  const id = created.body.data!.createContentPage.id;
  const document = {
    schemaVersion: 1,
    sections: [
      {
        id: 'main',
        blocks: [
          {
            id: 'auswahl',
            type: 'productRow',
            props: { title: { 'de-DE': 'Unsere Auswahl' }, source: 'selection', productIds, limit: 4 },
          },
        ],
      },
    ],
  };
  const saved = await graphqlAs(t, admin, UPDATE, { id, v: 1, input: { ...meta, document } });
  expect(saved.body.errors).toBeUndefined();
  expect((await graphqlAs(t, admin, STATUS, { id, status: 'active' })).body.errors).toBeUndefined();
}

describe('the shop’s home', () => {
  it('is its home page document with the newest products priced, kept by the page cache', async () => {
    const first = await visit('/');
    expect(first.statusCode).toBe(200);
    expect(first.body).toMatch(/data-testid="hero-title"[^>]*>Drucksachen, die Eindruck machen</);
    expect(first.body).toContain('Neu im Sortiment');
    expect(first.body.match(/data-testid="product-row-tile"/g)).toHaveLength(4);
    expect(first.body).toMatch(/ab \d+,\d\d\s€/);
    expect(first.body).toMatch(/<link rel="canonical" href="http:\/\/localhost\/"/);
    // Not the built-in home.
    expect(first.body).not.toContain('data-testid="home-category-card"');
    await expect.poll(async () => (await visit('/')).headers['x-cache']).toBe('hit');
  });
});

describe('a page’s product rows and the page cache', () => {
  it('shows staff their staff-only product and price, and keeps it from every anonymous visitor', async () => {
    await pageOfSelection('auswahl', [await idOf('flyer-a6'), await idOf('mitarbeiter-visitenkarten')]);
    const staff = await visit('/auswahl', { cookie: cookieHeader(admin) });
    expect(staff.statusCode).toBe(200);
    expect(staff.body).toContain('Mitarbeiter-Visitenkarten (intern)');
    expect(staff.headers['cache-control']).toContain('private');
    expect(staff.headers['x-cache']).not.toBe('hit');

    const anonymous = async () => {
      const response = await visit('/auswahl');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('Flyer DIN A6');
      expect(response.body).toMatch(/ab \d+,\d\d\s€/);
      expect(response.body).not.toContain('Mitarbeiter-Visitenkarten');
      return response.headers['x-cache'];
    };
    await expect.poll(anonymous).toBe('hit');
    // The staff's next visit is theirs again, not the kept anonymous page.
    const again = await visit('/auswahl', { cookie: cookieHeader(admin) });
    expect(again.body).toContain('Mitarbeiter-Visitenkarten (intern)');
  });
});
