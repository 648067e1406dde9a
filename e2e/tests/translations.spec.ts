import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { KEY_LIKE_SOURCE, NOT_KEY_SOURCE } from './raw-keys.ts';
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

test('a page is sent its own texts only, and the cache under storedJSON keeps what was sent', async ({
  page,
}) => {
  const queries: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/service-api/graphql?c=TranslationsByTenant')) queries.push(request.url());
  });
  await page.goto(NORTHPRINT);
  await waitForTranslations(page);
  const language = await page.evaluate(() => document.documentElement.lang);
  const texts = await cachedTexts(page);
  expect(texts[language]?.['shell.notFoundMessage']).toBeTruthy();
  expect(texts[language]?.['shop.viewProduct']).toBeTruthy();
  // Neither the admin's nor the product page's texts, nor another language.
  expect(texts[language]?.['admin.navUsers']).toBeUndefined();
  expect(texts[language]?.['shop.formTitle']).toBeUndefined();
  expect(Object.keys(texts)).toEqual([language]);

  // A client-side navigation to a page with texts of the same areas loads none.
  await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));
  await page.locator('a[href="/catalog"]').first().click();
  await expect(page).toHaveURL(/\/catalog$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => 'e2eSamePage' in window)).toBe(true);
  expect(queries).toEqual([]);
});

test('a navigation to a page with texts of another area shows them at once, never raw keys', async ({
  page,
}) => {
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
  expect(stored[language]?.['shop.viewProduct']).toBe('Cached view product');
  expect(stored['xx-XX']).toEqual({ 'shell.cart': 'Cached cart' });
});

test('the translations are not initialized under /login, and no page queries them', async ({ page }) => {
  const queries: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('c=TranslationsByTenant')) queries.push(request.url());
  });
  await page.goto(`${DRUCKEREI}/login`);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).not.toHaveAttribute('data-translations', 'initialized');

  // Leaving the login area (client-side) initializes them; the home page's texts come with it.
  await waitForHydration(page);
  await watchForRawKeys(page);
  await page
    .getByRole('navigation', { name: /Hauptnavigation|Main navigation/ })
    .getByRole('link', { name: /^(Startseite|Home)$/ })
    .click();
  await waitForTranslations(page);
  await expect(page.getByTestId('hero-title')).toBeVisible();
  expect(await rawKeysSeen(page)).toEqual([]);
  expect(queries).toEqual([]);
});
