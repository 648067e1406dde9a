import { expect, test } from '@playwright/test';
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

test('all languages are loaded once and cached under storedJSON', async ({ page }) => {
  const queries: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/service-api/graphql?c=TranslationsByTenant')) queries.push(request.url());
  });
  await page.goto(NORTHPRINT);
  await waitForTranslations(page);
  const stored = await page.evaluate(readCache);
  const texts = JSON.parse(String(stored)) as Record<string, Record<string, string>>;
  expect(texts['en-GB']?.['shell.notFoundMessage']).toBe(
    'Page not found. Please make sure the URL is correct.',
  );
  expect(texts['de-DE']?.['shell.notFoundMessage']).toBeTruthy();

  // A client-side navigation to another route (the marker proves the page was not reloaded)
  // does not load the translations again.
  await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));
  await page.locator('a[href="/catalog"]').first().click();
  await expect(page).toHaveURL(/\/catalog$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => 'e2eSamePage' in window)).toBe(true);
  expect(queries).toHaveLength(1);
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

test('the cache is merged under the first-paint texts, then replaced by the server set', async ({ page }) => {
  await page.goto(`${DRUCKEREI}/formtest`);
  await waitForTranslations(page);
  const title = page.getByRole('heading', { level: 1 });
  const serverTitle = await title.textContent();
  const language = await page.evaluate(() => document.documentElement.lang);

  // A cache from an earlier visit: one key only the cache has, one stale text of a current key.
  const seeded = {
    [language]: { 'shell.formtestNote': 'Only in the cache', 'shell.formtestTitle': 'Stale title' },
  };
  await page.evaluate(writeCache, JSON.stringify(seeded));

  // Hold the server's texts back so the cache merge can be seen on its own.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.searchParams.get('c') === 'TranslationsByTenant',
    async (route) => {
      await released;
      await route.continue();
    },
  );
  await page.reload();

  const note = page.getByTestId('formtest-note');
  await expect(note).toHaveText('Only in the cache');
  // Under, not over: the first-paint text of the same key wins.
  await expect(title).toHaveText(serverTitle ?? '');
  await expect(page.locator('html')).not.toHaveAttribute('data-translations', 'initialized');

  // The server's set replaces it: the cache-only text goes, and is not written back.
  release();
  await waitForTranslations(page);
  await expect(note).toHaveCount(0);
  await expect(title).toHaveText(serverTitle ?? '');
  const stored = JSON.parse(String(await page.evaluate(readCache))) as Record<string, Record<string, string>>;
  expect(stored[language]?.['shell.formtestNote']).toBeUndefined();
  expect(stored[language]?.['shell.formtestTitle']).not.toBe('Stale title');
});

test('the translations query does not run under /login', async ({ page }) => {
  const queries: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('c=TranslationsByTenant')) queries.push(request.url());
  });
  await page.goto(`${DRUCKEREI}/login`);
  await page.waitForLoadState('networkidle');
  expect(queries).toEqual([]);
  await expect(page.locator('html')).not.toHaveAttribute('data-translations', 'initialized');

  // Leaving the login area (client-side) starts it.
  await waitForHydration(page);
  await page
    .getByRole('navigation', { name: /Hauptnavigation|Main navigation/ })
    .getByRole('link', { name: /^(Startseite|Home)$/ })
    .click();
  await waitForTranslations(page);
  expect(queries).toHaveLength(1);
});
