import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { withSystem, withTenant } from '../../platform/db/tenant-scope.ts';
import { cookieHeader, graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { headerSettingsWithCtaLabel, SAVE_HEADER_SETTINGS } from '../../testing/header-settings-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { webBuildExists } from '../../platform/web/web-build.ts';

// Issue 13: pages of visitors without a session come from memory, the same bytes for all of them, and an
// admin's change shows on the very next page (no waiting out a cache's lifetime). Needs the web build.
let t: TestApp;
let customer: CookieJar;
beforeAll(async () => {
  if (!webBuildExists()) throw new Error('apps/web/build is missing: run `npm run build` first.');
  t = await createTestApp({ web: true, nodeEnv: 'production' });
  customer = await loginAs(t, 'kunde', 'Kunde#2026');
});
afterAll(() => t?.close());

const PRODUCT = '/products/visitenkarten-standard';
const english = { cookie: 'lang=en-GB' };
const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } });

/** The script-src sources of a response's Content-Security-Policy. */
const scriptSources = (policy: unknown) =>
  /(?:^|;)\s*script-src ([^;]*)/.exec(String(policy))?.[1]?.trim().split(/\s+/) ?? [];

/** The inline scripts of a page that a browser runs (not files, not JSON-LD data). */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes!) && !/application\/ld\+json/.test(attributes!))
    .map(([, attributes, text]) => ({ attributes: attributes!, text: text! }));

/** Whether a page holds a text (pages are too long to print when a check fails). */
const shows = (html: string, text: string) => html.includes(text);

/** Sets the unit price of every price scale of a demo product, as the catalogue admin's save will. */
async function setUnitPrice(slug: string, unitPriceMinor: number) {
  const [product] = await withSystem(t.database, (tx) =>
    tx.execute<{ id: string; tenant_id: string; price_list_id: string | null }>(
      sql`select id, tenant_id, price_list_id from product where slug = ${slug}`,
    ),
  ).then((result) => result.rows);
  await withTenant(t.database, product!.tenant_id, (tx) =>
    tx.execute(sql`update price_scale set unit_price_minor = ${unitPriceMinor}
      where product_id = ${product!.id} or price_list_id = ${product!.price_list_id}`),
  );
}

const LIST = `query Products { products(limit: 24) { items { slug fromPrice { unitPrice { amountMinor } } } } }`;
const listedUnitPrice = async (slug: string) => {
  const { body } = await graphqlAs<{
    products: { items: { slug: string; fromPrice: { unitPrice: { amountMinor: number } } | null }[] };
  }>(t, null, LIST);
  return body.data?.products.items.find((item) => item.slug === slug)?.fromPrice?.unitPrice.amountMinor;
};

describe('pages of visitors without a session', () => {
  it('are the same bytes for every visitor, with a policy naming exactly their inline scripts', async () => {
    const first = await page('/catalog', english);
    const second = await page('/catalog', english);
    expect(first.statusCode).toBe(200);
    expect(second.body === first.body).toBe(true);
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.headers.etag).toBe(first.headers.etag);

    const sources = scriptSources(second.headers['content-security-policy']);
    expect(sources).toContain("'self'");
    expect(sources.some((source) => source.startsWith("'nonce-"))).toBe(false);
    expect(sources).not.toContain("'unsafe-inline'");
    const scripts = inlineScripts(second.body);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script.attributes).not.toContain('nonce=');
      const hash = createHash('sha256').update(script.text, 'utf8').digest('base64');
      expect(sources).toContain(`'sha256-${hash}'`);
    }
  });

  it('answer 304 to a browser that holds the page, and come compressed as stored', async () => {
    const first = await page(PRODUCT, english);
    const again = await page(PRODUCT, { ...english, 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The browser takes the headers of a 304 for its copy: the policy must be the page's, not a nonce.
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);

    const br = await page(PRODUCT, { ...english, 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8') === first.body).toBe(true);
    const gzip = await page(PRODUCT, { ...english, 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8') === first.body).toBe(true);
  });

  it("include React Router's data of a client-side navigation", async () => {
    const url = '/catalog.data?_routes=routes%2Fcatalog';
    const first = await page(url, english);
    expect(first.statusCode).toBe(200);
    const again = await page(url, english);
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body === first.body).toBe(true);
  });

  it('differ by language and by the cookie choice (the banner)', async () => {
    const german = await page('/', { cookie: 'lang=de-DE' });
    const englishHome = await page('/', english);
    expect(german.body === englishHome.body).toBe(false);
    const consent = encodeURIComponent(JSON.stringify({ v: 1, statistics: false, marketing: false }));
    const chosen = await page('/', { cookie: `lang=en-GB; cookie_consent=${consent}` });
    expect(chosen.body === englishHome.body).toBe(false);
  });

  it('show a changed price at once, on the page and in the GraphQL list', async () => {
    // €99.99 net is €118.9881 with 19 % VAT (the list's amounts are gross cents).
    expect(shows((await page(PRODUCT, english)).body, '€118.9881 per unit')).toBe(false);
    expect(await listedUnitPrice('visitenkarten-standard')).not.toBe(11_899);
    await setUnitPrice('visitenkarten-standard', 9999);
    // On PostgreSQL the database's notice arrives a moment after the commit; kept pages otherwise stay a
    // minute, the old answers cache five seconds: two seconds tell them apart.
    const soon = { timeout: 2_000, interval: 20 };
    await vi.waitFor(
      async () => expect(shows((await page(PRODUCT, english)).body, '€118.9881 per unit')).toBe(true),
      soon,
    );
    await vi.waitFor(async () => expect(await listedUnitPrice('visitenkarten-standard')).toBe(11_899), soon);
  });

  it('include GraphQL answers to callers without a session, never to signed-in ones', async () => {
    const ask = (cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/service-api/graphql?c=Products',
        headers: {
          host: 'localhost',
          'content-type': 'application/json',
          'x-print-csrf': '1',
          ...(cookie ? { cookie } : {}),
        },
        payload: { query: LIST, operationName: 'Products' },
      });
    const first = await ask();
    const second = await ask();
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect((await ask(cookieHeader(customer))).headers['x-cache']).toBeUndefined();
  });

  it('show saved header settings at once', async () => {
    const admin = await loginAs(t, 'admin', 'Admin#2026');
    const before = await page('/', english);
    expect(shows(before.body, 'Cached header label')).toBe(false);
    const saved = await graphqlAs(t, admin, SAVE_HEADER_SETTINGS, {
      input: headerSettingsWithCtaLabel('Cached header label'),
    });
    expect(saved.body.errors).toBeUndefined();
    expect(shows((await page('/', english)).body, 'Cached header label')).toBe(true);
  });

  it('are never kept for, nor served to, a signed-in visitor', async () => {
    const anonymous = await page('/catalog', english);
    const signedIn = await page('/catalog', { cookie: `${cookieHeader(customer)}; lang=en-GB` });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['x-cache']).toBeUndefined();
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    // Their page carries its own nonce, and their name, which the next visitor does not get.
    const nonce = scriptSources(signedIn.headers['content-security-policy']).find((s) =>
      s.startsWith("'nonce-"),
    );
    expect(nonce).toBeDefined();
    expect(shows(signedIn.body, 'Mustermann')).toBe(true);
    const next = await page('/catalog', english);
    expect(next.body === anonymous.body).toBe(true);
    expect(shows(next.body, 'Mustermann')).toBe(false);
  });
});
