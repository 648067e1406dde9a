import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { webBuildExists } from '../../platform/web/web-build.ts';

// Needs the web build (`npm run build`); `npm test` builds before running this suite.
let t: TestApp;
beforeAll(async () => {
  if (!webBuildExists()) throw new Error('apps/web/build is missing: run `npm run build` first.');
  t = await createTestApp({ web: true, nodeEnv: 'production' });
});
afterAll(() => t?.close());

const page = (host: string, url = '/', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host, ...headers } });

describe('server-rendered shop shell', () => {
  it("renders the German tenant in German with its theme's colours and fonts in the head", async () => {
    const response = await page('localhost:3000');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toMatch(/<html lang="de-DE"/);
    expect(response.body).toContain('--color-primary-background:#b3261e');
    expect(response.body).toMatch(/@font-face\{font-family:'Playfair Display'/);
    expect(response.body).toContain('Druckerei Sonnenschein');
  });

  it('renders the English tenant in English with a different look', async () => {
    const response = await page('northprint.localhost:3000');
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<html lang="en-GB"/);
    expect(response.body).toMatch(/@font-face\{font-family:'DM Sans'/);
    expect(response.body).not.toContain('#b3261e');
    expect(response.body).toContain('NorthPrint Studio');
  });

  it("writes each shop's stored page transition into its theme CSS", async () => {
    // Stored by the demo seed, read back and merged by the theme module, written by the SSR head.
    expect((await page('localhost:3000')).body).toContain(
      '--page-transition-duration:400ms;--page-transition-distance:8px;--page-transition-opacity:0;',
    );
    expect((await page('northprint.localhost:3000')).body).toContain(
      '--page-transition-duration:150ms;--page-transition-distance:16px;--page-transition-opacity:1;',
    );
  });

  it('follows the language cookie, then Accept-Language, within the tenant languages', async () => {
    expect((await page('localhost', '/', { cookie: 'lang=en-GB' })).body).toMatch(/<html lang="en-GB"/);
    expect((await page('localhost', '/', { 'accept-language': 'en-US,en;q=0.8' })).body).toMatch(
      /<html lang="en-GB"/,
    );
    expect((await page('localhost', '/', { 'accept-language': 'fr-FR' })).body).toMatch(/<html lang="de-DE"/);
  });

  it('answers an unknown host with a 404 page that shows no tenant', async () => {
    const response = await page('nowhere.localhost:3000');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('This domain is not connected to a shop');
    expect(response.body).not.toMatch(/Druckerei|NorthPrint/);
  });

  it('answers an unknown path with the 404 page of the tenant', async () => {
    const response = await page('localhost', '/no/such/page');
    expect(response.statusCode).toBe(404);
    expect(response.body).toMatch(/<html lang="de-DE"/);
  });

  it('serves the self-hosted font files', async () => {
    const response = await page('localhost', '/fonts/inter/inter-latin-400-normal.woff2');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('font/woff2');
    expect((await page('localhost', '/fonts/inter/../../package.json')).statusCode).toBe(404);
  });
});

describe('server-rendered header, footer and title from the tenant settings', () => {
  /** The part of the page between the opening and closing tag of `tag` (first occurrence). */
  const section = (html: string, tag: string) =>
    html.slice(html.indexOf(`<${tag}`), html.indexOf(`</${tag}>`));

  it("renders NorthPrint's header with ways to the catalogue, cart, favourites and search", async () => {
    const header = section((await page('northprint.localhost')).body, 'header');
    expect(header).toContain('data-header-type="default"');
    expect(header).toContain('href="/catalog"');
    expect(header).toContain('href="/cart"');
    expect(header).toContain('href="/cart?tab=watchlist"');
    expect(header).toContain('role="search"');
    expect(header).toContain('Design your cards');
    expect(header).toContain('New: Luxe cards with copper foil');
  });

  it("shows the first shop's claim and page title in English on its English pages", async () => {
    const english = (await page('localhost', '/', { cookie: 'lang=en-GB' })).body;
    expect(english).toContain('<title>Druckerei Sonnenschein – order print online</title>');
    expect(section(english, 'main')).toContain('Printed with care, delivered with sunshine.');
    expect(section(english, 'header')).toContain('Business cards from 100 pieces');
    expect(section(english, 'footer')).toContain('Printed with care, delivered with sunshine.');
    // (The page's data for hydration holds both languages; what a reader sees holds only English.)
    for (const tag of ['title', 'header', 'footer'])
      expect(section(english, tag)).not.toMatch(/Gedruckt|bestellen/);
    const german = (await page('localhost', '/')).body;
    expect(german).toContain('<title>Druckerei Sonnenschein – Drucksachen online bestellen</title>');
    expect(section(german, 'footer')).toContain('Gedruckt mit Sorgfalt, geliefert mit Sonnenschein.');
  });
});

describe('server rendering with a session', () => {
  const page = (cookies: CookieJar | null, url = '/') =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { host: 'localhost', ...(cookies ? { cookie: cookieHeader(cookies) } : {}) },
    });

  it("renders the signed-in user's name and keeps the page out of shared caches", async () => {
    const cookies = await loginAs(t, 'kunde', 'Kunde#2026');
    const response = await page(cookies);
    expect(response.body).toContain('Max Mustermann');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const anonymous = await page(null);
    expect(anonymous.body).not.toContain('Max Mustermann');
    expect(anonymous.headers['cache-control']).not.toBe('private, no-store');
  });

  it('renews an expired access token from the refresh cookie and sends the new cookies', async () => {
    const cookies = await loginAs(t, 'kunde', 'Kunde#2026');
    cookies.delete('print_at');
    const response = await page(cookies);
    expect(response.body).toContain('Max Mustermann');
    const setCookie = [response.headers['set-cookie'] ?? []].flat().join('\n');
    expect(setCookie).toMatch(/print_at=/);
    expect(setCookie).toMatch(/print_rt=/);
  });
});
