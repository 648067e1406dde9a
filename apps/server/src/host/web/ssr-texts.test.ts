import { builtInCatalogue } from '@print/core/i18n/catalogue/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { webBuildExists } from '../../platform/web/web-build.ts';

// Issue 13: a storefront page carries its own texts only (one language, no admin or mail texts) and the
// theme CSS once. Issue 23 / decision 0068: a document's texts travel beside it, at an address its
// preload link names, and its data carries none. Needs the web build (`npm test` builds before this suite).
let t: TestApp;
beforeAll(async () => {
  if (!webBuildExists()) throw new Error('apps/web/build is missing: run `npm run build` first.');
  t = await createTestApp({ web: true, nodeEnv: 'production' });
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } });

/** Whether the page data holds a key (as a string of the JSON-escaped stream, or plain). */
const hasKey = (html: string, key: string) => html.includes(`\\"${key}\\"`) || html.includes(`"${key}"`);

/** How often a text occurs in the page. */
const count = (html: string, text: string) => html.split(text).length - 1;

/** The page's document and the texts its preload link names. */
async function pageWithTexts(path: string, headers: Record<string, string> = {}) {
  const response = await get(path, headers);
  expect(response.statusCode).toBe(200);
  const html = response.body;
  const src = /<link rel="preload" as="fetch" crossorigin="anonymous" href="([^"]+)" data-page-texts=""/.exec(
    html,
  )?.[1];
  expect(src, 'the page names its texts').toBeTruthy();
  const texts = await get(src!.replaceAll('&amp;', '&'), headers);
  expect(texts.statusCode).toBe(200);
  return { html, src: src!, textsResponse: texts, texts: texts.json<Record<string, string>>() };
}

describe('texts and theme of a server-rendered storefront page', () => {
  for (const path of ['/', '/catalog', '/products/visitenkarten-standard', '/cart']) {
    it(`${path}: its own texts in its language beside the page, no admin or mail texts, the theme CSS once`, async () => {
      const { html, texts, textsResponse } = await pageWithTexts(path, { cookie: 'lang=en-GB' });
      // The shell's texts are fetched beside the page (kept for good: the address names their
      // version); the page's data carries no text key at all.
      expect(texts['shell.footerImprint']).toBe(builtInCatalogue['shell.footerImprint']!['en-GB']);
      expect(textsResponse.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(hasKey(html, 'shell.footerImprint')).toBe(false);
      // No admin or mail texts, in neither.
      for (const key of ['admin.navUsers', 'auth.loginCodeEmailSubject']) {
        expect(hasKey(html, key)).toBe(false);
        expect(texts[key]).toBeUndefined();
      }
      expect(html).not.toContain(
        builtInCatalogue['checkout.orderConfirmationEmailBody']!['en-GB'].slice(0, 40),
      );
      // One language: the German text of a shell key is in neither.
      expect(html).not.toContain(builtInCatalogue['shell.footerManageCookies']!['de-DE']);
      expect(Object.values(texts)).not.toContain(builtInCatalogue['shell.footerManageCookies']!['de-DE']);
      // The server rendered with them: the footer's text is on the page.
      expect(html).toContain(builtInCatalogue['shell.footerImprint']!['en-GB']);
      const css = /<style id="tenant-theme">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
      expect(css).toContain(':root{');
      expect(count(html, css.slice(0, 120))).toBe(1);
    });
  }

  it('sends the product page its form texts and the catalogue not', async () => {
    const product = await pageWithTexts('/products/visitenkarten-standard');
    const catalogue = await pageWithTexts('/catalog');
    expect(product.texts['shop.formTitle']).toBeTruthy();
    expect(catalogue.texts['shop.formTitle']).toBeUndefined();
    // Pages with the same areas share one address (the browser fetches it once).
    expect((await pageWithTexts('/catalog/visitenkarten')).src).toBe(catalogue.src);
  });

  it("carries the texts in a client-side navigation's data, which fetches nothing beside it", async () => {
    const data = await get('/products/visitenkarten-standard.data', { cookie: 'lang=en-GB' });
    expect(data.statusCode).toBe(200);
    expect(data.body).toContain(builtInCatalogue['shop.formTitle']!['en-GB']);
    expect(data.body).not.toContain('/_page-texts/');
  });

  it("answers 404 for a language the shop lacks, an unknown area or another shape, and today's texts for an old version", async () => {
    const { src } = await pageWithTexts('/catalog', { cookie: 'lang=en-GB' });
    const [, , language, version, file] = src.split('/');
    for (const wrong of [
      `/_page-texts/fr-FR/${version}/${file}`,
      `/_page-texts/${language}/${version}/shell+mail.json`,
      `/_page-texts/${language}/${version}/shell+nothing.json`,
      `/_page-texts/${language}/${version}/${file!.replace('.json', '.js')}`,
      `/_page-texts/${language}/../${file}`,
    ])
      expect((await get(wrong)).statusCode, wrong).toBe(404);
    const older = await get(`/_page-texts/${language}/older-version/${file}`);
    expect(older.statusCode).toBe(200);
    expect(older.headers['cache-control']).toBe('no-store');
    expect(older.json<Record<string, string>>()['shell.footerImprint']).toBeTruthy();
  });
});
