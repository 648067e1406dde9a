import { builtInCatalogue } from '@print/core/i18n/catalogue/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { webBuildExists } from '../../platform/web/web-build.ts';

// Decision 0083: a page rendered for in-page editing carries the addresses of its entity texts
// (`data-edit`) and the ledger of its catalogue texts, only for a session with an editing right whose
// floating button is on (cookie print_edit). Visitors, shoppers and the pages kept for visitors never.
// Needs the web build.
let t: TestApp;
let admin: CookieJar;
let customer: CookieJar;
beforeAll(async () => {
  if (!webBuildExists()) throw new Error('apps/web/build is missing: run `npm run build` first.');
  t = await createTestApp({ web: true, nodeEnv: 'production' });
  admin = await loginAs(t, 'admin', 'Admin#2026');
  customer = await loginAs(t, 'kunde', 'Kunde#2026');
});
afterAll(() => t?.close());

const PRODUCT = '/products/visitenkarten-standard';
const page = (url: string, cookie = '') =>
  t.app.inject({ method: 'GET', url, headers: { host: 'localhost', cookie: `lang=en-GB; ${cookie}` } });

const LEDGER = /<script id="edit-ledger" type="application\/json">([\s\S]*?)<\/script>/;
const marks = (html: string) => [...html.matchAll(/data-edit="([^"]+)"/g)].map(([, address]) => address!);

describe('the marks of in-page editing', () => {
  it('are on the pages of an editor whose button is on, with the ledger of the catalogue texts', async () => {
    const product = await page(PRODUCT, `${cookieHeader(admin)}; print_edit=1`);
    expect(product.statusCode).toBe(200);
    expect(product.headers['cache-control']).toBe('private, no-store');
    const addresses = marks(product.body);
    expect(addresses.some((address) => /^product:[\w-]+\.name$/.test(address))).toBe(true);
    expect(addresses.some((address) => /^product:[\w-]+\.description$/.test(address))).toBe(true);
    const ledger = JSON.parse(LEDGER.exec(product.body)?.[1] ?? '{}') as Record<string, string[]>;
    // What the page asked: the footer's imprint link, in the page's language.
    expect(ledger['shell.footerImprint']).toEqual([builtInCatalogue['shell.footerImprint']!['en-GB']]);

    const catalogue = await page('/catalog/visitenkarten', `${cookieHeader(admin)}; print_edit=1`);
    expect(marks(catalogue.body).some((address) => address.startsWith('category:'))).toBe(true);
    expect(marks(catalogue.body).filter((address) => address.startsWith('product:')).length).toBeGreaterThan(
      0,
    );
  });

  it('are never on the pages of visitors, shoppers, or an editor whose button is off', async () => {
    for (const cookie of [
      '',
      'print_edit=1',
      `${cookieHeader(customer)}; print_edit=1`,
      cookieHeader(admin),
    ]) {
      for (const url of [PRODUCT, `${PRODUCT}.data`, '/catalog/visitenkarten']) {
        const { body, statusCode } = await page(url, cookie);
        expect(statusCode).toBe(200);
        expect(marks(body)).toEqual([]);
        expect(body).not.toContain('edit-ledger');
      }
    }
    // The editor's page first, then a visitor's of the same address: the kept page has no marks.
    await page(PRODUCT, `${cookieHeader(admin)}; print_edit=1`);
    const visitor = await page(PRODUCT);
    expect(visitor.body).not.toContain('data-edit=');
  });
});
