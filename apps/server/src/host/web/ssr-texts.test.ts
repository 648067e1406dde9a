import { builtInCatalogue } from '@print/core/i18n/catalogue/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { webBuildExists } from '../../platform/web/web-build.ts';

// Issue 13: a storefront page carries its own texts only (one language, no admin or mail texts) and the
// theme CSS once. Needs the web build (`npm test` builds before this suite).
let t: TestApp;
beforeAll(async () => {
  if (!webBuildExists()) throw new Error('apps/web/build is missing: run `npm run build` first.');
  t = await createTestApp({ web: true, nodeEnv: 'production' });
});
afterAll(() => t?.close());

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } });

/** Whether the loader data holds a key (as a string of the JSON-escaped stream, or plain). */
const hasKey = (html: string, key: string) => html.includes(`\\"${key}\\"`) || html.includes(`"${key}"`);

/** How often a text occurs in the page. */
const count = (html: string, text: string) => html.split(text).length - 1;

describe('texts and theme of a server-rendered storefront page', () => {
  for (const path of ['/', '/catalog', '/products/visitenkarten-standard', '/cart']) {
    it(`${path}: its own texts in its language, no admin or mail texts, the theme CSS once`, async () => {
      const response = await page(path, { cookie: 'lang=en-GB' });
      expect(response.statusCode).toBe(200);
      const html = response.body;
      // Keys travel in the loader data as strings: the shell's are there, the admin's and mails' not.
      expect(hasKey(html, 'shell.footerImprint')).toBe(true);
      expect(hasKey(html, 'admin.navUsers')).toBe(false);
      expect(hasKey(html, 'auth.loginCodeEmailSubject')).toBe(false);
      expect(html).not.toContain(
        builtInCatalogue['checkout.orderConfirmationEmailBody']!['en-GB'].slice(0, 40),
      );
      // One language: the German text of a shell key is not in an English page.
      expect(html).not.toContain(builtInCatalogue['shell.footerManageCookies']!['de-DE']);
      const css = /<style id="tenant-theme">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
      expect(css).toContain(':root{');
      expect(count(html, css.slice(0, 120))).toBe(1);
    });
  }

  it('sends the product page its form texts and the catalogue not', async () => {
    const product = (await page('/products/visitenkarten-standard')).body;
    const catalogue = (await page('/catalog')).body;
    expect(hasKey(product, 'shop.formTitle')).toBe(true);
    expect(hasKey(catalogue, 'shop.formTitle')).toBe(false);
  });
});
