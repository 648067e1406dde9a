import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { webBuildExists } from '../web/web-build.ts';

// Issue 12, defect 2: a control character in a page's address (a search, a product slug) reached the
// database through the page's loader and failed the page with 500. Needs the web build.
let t: TestApp;
beforeAll(async () => {
  if (!webBuildExists()) throw new Error('apps/web/build is missing: run `npm run build` first.');
  t = await createTestApp({ web: true, nodeEnv: 'production' });
});
afterAll(() => t?.close());

const status = async (url: string) =>
  (await t.app.inject({ method: 'GET', url, headers: { host: 'localhost', cookie: 'lang=en-GB' } }))
    .statusCode;

describe('addresses with control characters', () => {
  it('answers 400 for a search, a slug or a token holding one, before any page loads data', async () => {
    for (const url of [
      '/catalog?q=karte%00',
      '/catalog?q=%01',
      '/catalog/flyer?q=%1B',
      '/catalog.data?q=%0C',
      '/products/%00',
      '/products/visitenkarten%1F',
      '/cart/shared/%00',
      '/service-api/graphql?c=Op%00',
    ]) {
      expect(await status(url), url).toBe(400);
    }
  });

  it('still shows pages whose address holds tab, line breaks or other real characters', async () => {
    for (const url of [
      '/catalog?q=karte',
      '/catalog?q=a%0Ab%09',
      '/catalog?q=%E2%80%8F%D8%B9',
      '/catalog?q=%ED%A0%80',
    ]) {
      expect(await status(url), url).toBe(200);
    }
  });
});
