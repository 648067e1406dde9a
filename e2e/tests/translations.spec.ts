import { expect, test } from '@playwright/test';
import { DRUCKEREI, NORTHPRINT, waitForTranslations } from './shell.ts';

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

  await page.getByRole('link', { name: 'How it works' }).click();
  await page.waitForLoadState('networkidle');
  expect(queries).toHaveLength(1);
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
  await page.getByRole('link', { name: /Zur Startseite|Back to home page/ }).click();
  await waitForTranslations(page);
  expect(queries).toHaveLength(1);
});
