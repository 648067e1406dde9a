import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { categories, productCategories, products } from '../catalog/catalog.tables.ts';
import { tenants } from '../tenancy/tenancy.tables.ts';

// robots.txt, sitemap.xml and the favicon of each shop (issue 13: what search engines and browsers ask
// every shop for), on the shop's own host.

let t: TestApp;

const get = (url: string, host = 'localhost') => t.app.inject({ method: 'GET', url, headers: { host } });

/** The addresses of a sitemap, in order. */
async function sitemap(host: string): Promise<string[]> {
  const response = await get('/sitemap.xml', host);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/xml/);
  expect(response.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  return [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
}

beforeAll(async () => {
  t = await createTestApp();
  // Beside the demo data (which has an admins-only category with its own product): a product that is
  // not published, an archived one, one only in a customers-only category, one only in an offline
  // category, and a category that only links elsewhere.
  await withSystem(t.database, async (tx) => {
    const [druckerei] = await tx.select().from(tenants).where(eq(tenants.slug, 'druckerei'));
    const tenantId = druckerei!.id;
    const [forCustomers, offline] = await tx
      .insert(categories)
      .values([
        { tenantId, slug: 'kundenbereich', name: { 'de-DE': 'Kunden' }, accessRoles: ['customer'] },
        { tenantId, slug: 'offline-kategorie', name: { 'de-DE': 'Offline' }, published: false },
        { tenantId, slug: 'zum-blog', name: { 'de-DE': 'Blog' }, linkUrl: 'https://example.com/blog' },
      ])
      .returning();
    const hidden = await tx
      .insert(products)
      .values(
        [
          { slug: 'entwurf', published: false },
          { slug: 'archiviert', published: true, archived: true },
          { slug: 'nur-fuer-kunden', published: true },
          { slug: 'nur-offline', published: true },
        ].map((row) => ({ ...row, tenantId, name: { 'de-DE': row.slug } })),
      )
      .returning();
    const bySlug = (slug: string) => hidden.find((row) => row.slug === slug)!.id;
    await tx.insert(productCategories).values([
      { tenantId, productId: bySlug('nur-fuer-kunden'), categoryId: forCustomers!.id },
      { tenantId, productId: bySlug('nur-offline'), categoryId: offline!.id },
    ]);
  });
});
afterAll(() => t.close());

describe('sitemap.xml', () => {
  it('lists home, catalogue, the open categories and the visible products, with absolute addresses', async () => {
    const urls = await sitemap('localhost');
    expect(urls.slice(0, 2)).toEqual(['http://localhost/', 'http://localhost/catalog']);
    expect(urls).toEqual(
      expect.arrayContaining([
        'http://localhost/catalog/visitenkarten',
        'http://localhost/catalog/falzflyer',
        'http://localhost/products/visitenkarten-standard',
        'http://localhost/products/flyer-a5',
      ]),
    );
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("never lists another shop's pages, nor hidden, unpublished or archived ones", async () => {
    const druckerei = await sitemap('localhost');
    const northprint = await sitemap('northprint.localhost');
    expect(northprint).toEqual(
      expect.arrayContaining([
        'http://northprint.localhost/',
        'http://northprint.localhost/catalog/business-cards',
        'http://northprint.localhost/products/business-cards-classic',
      ]),
    );
    for (const url of northprint) expect(url).toMatch(/^http:\/\/northprint\.localhost\//);
    for (const url of druckerei) expect(url).toMatch(/^http:\/\/localhost\//);
    const paths = (urls: string[]) => urls.map((url) => new URL(url).pathname);
    expect(paths(druckerei)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/business-cards|staff-templates|leaflets/)]),
    );
    expect(paths(northprint)).not.toEqual(expect.arrayContaining([expect.stringMatching(/visitenkarten/)]));
    for (const hidden of [
      '/catalog/interne-vorlagen',
      '/catalog/kundenbereich',
      '/catalog/offline-kategorie',
      '/catalog/zum-blog',
      '/products/mitarbeiter-visitenkarten',
      '/products/entwurf',
      '/products/archiviert',
      '/products/nur-fuer-kunden',
      '/products/nur-offline',
    ]) {
      expect(paths(druckerei)).not.toContain(hidden);
    }
    expect(paths(northprint)).not.toContain('/catalog/staff-templates');
  });

  it('uses the scheme and host the visitor came by', async () => {
    const urls = await sitemap('LOCALHOST:8080');
    expect(urls[0]).toBe('http://localhost:8080/');
  });
});

describe('robots.txt', () => {
  it("points to the shop's own sitemap and keeps crawlers out of private areas", async () => {
    const response = await get('/robots.txt', 'northprint.localhost');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Sitemap: http://northprint.localhost/sitemap.xml');
    for (const area of ['/admin', '/account', '/cart', '/checkout'])
      expect(lines).toContain(`Disallow: ${area}`);
    expect(lines).not.toContain('Disallow: /');
  });

  it('answers 404 on a host that is no shop', async () => {
    for (const url of ['/robots.txt', '/sitemap.xml', '/favicon.svg']) {
      expect((await get(url, 'unknown.example')).statusCode).toBe(404);
    }
  });
});

describe('favicon', () => {
  it("draws each shop's initial in its theme's primary colour", async () => {
    const druckerei = await get('/favicon.svg', 'localhost');
    const northprint = await get('/favicon.svg', 'northprint.localhost');
    for (const response of [druckerei, northprint]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.body).toMatch(/^<svg [^>]*width="512" height="512"/);
    }
    expect(druckerei.body).toContain('fill="#b3261e"');
    expect(druckerei.body).toMatch(/>D<\/text>/);
    expect(northprint.body).toContain('fill="#1b2a4a"');
    expect(northprint.body).toMatch(/>N<\/text>/);
  });

  it('sends /favicon.ico, which browsers ask for by themselves, to the SVG', async () => {
    const response = await get('/favicon.ico', 'northprint.localhost');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/favicon.svg');
  });

  it('sends /favicon.ico to the favicon a shop uploaded', async () => {
    const favicon = '0b6c3f4e-52a8-4d5e-9a57-2f1b7f0e9c11';
    await withSystem(t.database, (tx) =>
      tx
        .update(tenants)
        .set({
          settings: sql`jsonb_set(${tenants.settings}, '{logos}', ${JSON.stringify({ favicon })}::jsonb)`,
        })
        .where(eq(tenants.slug, 'northprint')),
    );
    const response = await get('/favicon.ico', 'northprint.localhost');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/media/${favicon}`);
  });
});
