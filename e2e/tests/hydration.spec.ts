import { expect, test } from '@playwright/test';
import { DRUCKEREI, NORTHPRINT, waitForTranslations } from './shell.ts';

const PAGES = ['/', '/formtest', '/no-such-page'];

for (const origin of [DRUCKEREI, NORTHPRINT]) {
  test(`hydrates without errors or mismatch warnings on ${origin}`, async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      // The deliberate 404 of the not-found page shows up as a failed resource load.
      if (message.type() === 'error' && !message.text().includes('404')) problems.push(message.text());
    });
    for (const path of PAGES) {
      await page.goto(`${origin}${path}`);
      await waitForTranslations(page);
      await page.waitForLoadState('networkidle');
    }
    expect(problems).toEqual([]);
  });
}

test('keeps the theme CSS the server rendered through hydration and navigations', async ({ page }) => {
  const response = await page.goto(`${DRUCKEREI}/catalog`);
  const html = (await response?.text()) ?? '';
  const serverCss = /<style id="tenant-theme">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
  expect(serverCss).toContain(':root{');
  // Once, in the tag: the loader data does not carry it again.
  expect(html.split(serverCss.slice(0, 200)).length - 1).toBe(1);
  await waitForTranslations(page);
  const themeTag = page.locator('style#tenant-theme');
  expect(await themeTag.textContent()).toBe(serverCss);

  // A navigation that reloads the root loader's data (the product page's texts) keeps it too.
  await page.locator('a[href^="/products/"]').first().click();
  await expect(page.getByTestId('price-table')).toBeVisible();
  expect(await themeTag.textContent()).toBe(serverCss);
});
