import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { KEY_LIKE_SOURCE, NOT_KEY_SOURCE, rawKeysIn } from './raw-keys.ts';
import { DRUCKEREI, NORTHPRINT, waitForHydration, waitForTranslations } from './shell.ts';

/** Reads the browser's translation cache (spec §4: store version 1, key storedJSON). */
function readCache(): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('translations', 1);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const request = open.result.transaction('cache').objectStore('cache').get('storedJSON');
      request.onerror = () => reject(request.error);
      request.onsuccess = () => resolve(request.result);
    };
  });
}

const cachedTexts = async (page: Page) =>
  JSON.parse(String(await page.evaluate(readCache))) as Record<string, Record<string, string>>;

/** Remembers whether a translation key (raw, untranslated) ever shows on the page from now on. */
async function watchForRawKeys(page: Page): Promise<void> {
  // Any prefix (raw-keys.ts), not only the catalogue's groups: an action code is as raw as a key.
  await page.evaluate(
    ([keyLike, notKey]) => {
      const seen: string[] = [];
      Object.assign(window, { e2eRawKeys: seen });
      new MutationObserver(() => {
        for (const match of document.body.innerText.matchAll(new RegExp(keyLike, 'g'))) {
          if (!new RegExp(notKey).test(match[2]!)) seen.push(match[2]!);
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    },
    [KEY_LIKE_SOURCE, NOT_KEY_SOURCE] as const,
  );
}
const rawKeysSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { e2eRawKeys: string[] }).e2eRawKeys);

/** Counts the browser's translationsByTenant requests and notes the data requests of navigations. */
function watchRequests(page: Page) {
  const seen = { queries: 0, dataRequests: [] as URL[], dataBodies: [] as Promise<string>[] };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/service-api/graphql' && url.searchParams.get('c') === 'TranslationsByTenant')
      seen.queries += 1;
    if (url.pathname.endsWith('.data')) seen.dataRequests.push(url);
  });
  page.on('response', (response) => {
    // A redirect has no body to read.
    if (new URL(response.url()).pathname.endsWith('.data') && response.status() < 300)
      seen.dataBodies.push(response.text());
  });
  return seen;
}

test('after the first paint the browser loads translationsByTenant once per text version; later pages fetch no texts', async ({
  page,
}) => {
  const seen = watchRequests(page);
  await page.goto(NORTHPRINT);
  // The first paint has its texts from the server; the query comes after it, in idle time.
  await expect(page.getByRole('navigation', { name: /Hauptnavigation|Main navigation/ })).toBeVisible();
  await waitForTranslations(page);
  expect(seen.queries).toBe(1);
  const language = await page.evaluate(() => document.documentElement.lang);
  const texts = await cachedTexts(page);
  // Every area's texts of the language (the admin's and the product page's too), no mail texts.
  expect(texts[language]?.['shell.notFoundMessage']).toBeTruthy();
  expect(texts[language]?.['admin.navUsers']).toBeTruthy();
  expect(texts[language]?.['shop.formTitle']).toBeTruthy();
  expect(Object.keys(texts[language] ?? {}).some((key) => /Email(Subject|Body)$/.test(key))).toBe(false);

  // A navigation to a page of another area (the product page) gets no texts from the server: the root
  // route's loader runs on every navigation (it learns of a new text version, decision 0084), but while
  // the browser holds this version's texts it answers without them.
  await watchForRawKeys(page);
  await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));
  await page.locator('a[href="/catalog"]').first().click();
  await expect(page).toHaveURL(/\/catalog$/);
  await page.locator('a[href^="/products/"]').first().click();
  await expect(page).toHaveURL(/\/products\//);
  await expect(page.getByRole('heading', { name: /^(Preise|Prices)$/ })).toBeVisible();
  expect(await page.evaluate(() => 'e2eSamePage' in window)).toBe(true);
  expect(await rawKeysSeen(page)).toEqual([]);
  expect(seen.dataRequests.length).toBeGreaterThan(0);
  const notFoundText = texts[language]?.['shell.notFoundMessage'];
  expect(notFoundText).toBeTruthy();
  for (const body of await Promise.all(seen.dataBodies)) {
    expect(body).not.toContain(notFoundText);
    if (body.includes('"root"')) expect(body).toContain('textsHeld');
  }

  // The next visit finds this text version complete in the cache: no second query.
  await page.goto(NORTHPRINT);
  await waitForTranslations(page);
  expect(seen.queries).toBe(1);
});

test("a page's texts come beside it, once, and the hydrated page renders them (decision 0068)", async ({
  page,
}) => {
  // Only the texts beside the page may supply them: the complete texts never arrive.
  await page.route('**/service-api/graphql?c=TranslationsByTenant', (route) => route.abort());
  const textRequests: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/_page-texts/')) textRequests.push(`${response.status()} ${url.pathname}`);
  });
  const document = await page.goto(`${DRUCKEREI}/products/visitenkarten-standard`);
  // The page's data names them and carries none (the form's title key is not in the document).
  const html = (await document!.text()) ?? '';
  expect(html).toContain('data-page-texts');
  expect(html).not.toContain('shop.formTitle');
  await waitForHydration(page);
  expect(textRequests).toHaveLength(1);
  expect(textRequests[0]).toMatch(/^200 \/_page-texts\/[\w-]+\/[\w-]+\/shell\+shop\+product\+auth\.json$/);
  await expect(page.getByRole('heading', { name: /^(Preise|Prices)$/ })).toBeVisible();
  expect(rawKeysIn(await page.locator('body').innerText())).toEqual([]);
});

test('a navigation to a page with texts of another area shows them at once, never raw keys', async ({
  page,
}) => {
  // Without the complete texts (the query fails), the root loader brings the next page's areas.
  await page.route('**/service-api/graphql?c=TranslationsByTenant', (route) => route.abort());
  await page.goto(`${DRUCKEREI}/catalog`);
  await waitForTranslations(page);
  const language = await page.evaluate(() => document.documentElement.lang);
  expect((await cachedTexts(page))[language]?.['shop.productPriceTable']).toBeUndefined();
  await watchForRawKeys(page);
  await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));

  // The product page needs the product area (price table, form) the catalogue was not sent.
  await page.locator('a[href^="/products/"]').first().click();
  await expect(page).toHaveURL(/\/products\//);
  await expect(page.getByRole('heading', { name: /^(Preise|Prices)$/ })).toBeVisible();
  expect(await page.evaluate(() => 'e2eSamePage' in window)).toBe(true);
  expect(await rawKeysSeen(page)).toEqual([]);
  // What was loaded joins the cache.
  await expect.poll(async () => (await cachedTexts(page))[language]?.['shop.productPriceTable']).toBeTruthy();
});

test.describe('page titles', () => {
  test.use({ locale: 'de-DE' });

  test('a page of another area keeps its name in the title after the root loader reloaded', async ({
    page,
  }) => {
    await page.goto(DRUCKEREI);
    await waitForTranslations(page);
    // A language switch reloads the root loader: its texts are now the home page's areas in English,
    // apart from the texts i18next holds. The texts of every area follow in idle time.
    await page.getByTestId('language-switcher').click();
    await page.getByRole('menuitemradio', { name: 'Englisch (Vereinigtes Königreich)' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await expect.poll(async () => (await cachedTexts(page))['en-GB']?.['auth.loginTitle']).toBe('Login');
    // The home page's title is the tenant's page title alone.
    const site = await page.title();
    await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));

    // With every text here the root loader does not reload for the login page (auth area); its
    // title still names it.
    await page.getByTestId('login-link').click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(`Login | ${site}`);
    expect(await page.evaluate(() => 'e2eSamePage' in window)).toBe(true);
  });
});

/** Overwrites the browser's translation cache (same store as `readCache`). */
function writeCache(json: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('translations', 1);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const transaction = open.result.transaction('cache', 'readwrite');
      transaction.objectStore('cache').put(json, 'storedJSON');
      transaction.oncomplete = () => {
        open.result.close();
        resolve();
      };
      transaction.onerror = () => reject(transaction.error);
    };
  });
}

test('the server’s texts replace the cached ones of their areas; the rest of the cache is kept', async ({
  page,
}) => {
  await page.goto(`${DRUCKEREI}/formtest`);
  await waitForTranslations(page);
  const title = page.getByRole('heading', { level: 1 });
  const serverTitle = await title.textContent();
  const language = await page.evaluate(() => document.documentElement.lang);

  // A cache from an earlier visit: a key the server no longer has and a stale text, both of the
  // shell area this page is sent; a text of an area it is not sent; another language's text.
  const seeded = {
    [language]: {
      'shell.formtestNote': 'Only in the cache',
      'shell.formtestTitle': 'Stale title',
      'shop.viewProduct': 'Cached view product',
    },
    'xx-XX': { 'shell.cart': 'Cached cart' },
  };
  await page.evaluate(writeCache, JSON.stringify(seeded));
  await page.reload();
  await waitForTranslations(page);

  await expect(title).toHaveText(serverTitle ?? '');
  await expect(page.getByTestId('formtest-note')).toHaveCount(0);
  const stored = await cachedTexts(page);
  expect(stored[language]?.['shell.formtestNote']).toBeUndefined();
  expect(stored[language]?.['shell.formtestTitle']).toBe(serverTitle);
  // The complete texts of this language (translationsByTenant) replaced the cached ones of every area.
  expect(stored[language]?.['shop.viewProduct']).not.toBe('Cached view product');
  expect(stored[language]?.['shop.viewProduct']).toBeTruthy();
  expect(stored['xx-XX']).toEqual({ 'shell.cart': 'Cached cart' });
});

test('the translations are neither loaded nor initialized under /login, and are once it is left', async ({
  page,
}) => {
  const seen = watchRequests(page);
  await page.goto(`${DRUCKEREI}/login`);
  await page.waitForLoadState('networkidle');
  // Elsewhere the translations load in the first idle time after hydration (translations-provider.tsx);
  // idle callbacks run in the order they were asked for, so once one asked for now has run, the
  // page's would have.
  await waitForHydration(page);
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
  await expect(page.locator('html')).not.toHaveAttribute('data-translations', 'initialized');
  expect(seen.queries).toBe(0);

  // Leaving the login area (client-side) initializes them; the home page's texts come with it.
  await watchForRawKeys(page);
  await page
    .getByRole('navigation', { name: /Hauptnavigation|Main navigation/ })
    .getByRole('link', { name: /^(Startseite|Home)$/ })
    .click();
  await waitForTranslations(page);
  await expect(page.getByTestId('hero-title')).toBeVisible();
  expect(await rawKeysSeen(page)).toEqual([]);
  expect(seen.queries).toBe(1);
});
