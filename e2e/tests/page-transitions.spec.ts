import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { acceptCookies, DRUCKEREI, NORTHPRINT, waitForHydration } from './shell.ts';

// Spec §3 page transition settings, per tenant theme (demo seed): Druckerei Sonnenschein's pages take
// 'slow' (400 ms), NorthPrint's 'fast' (150 ms). The entry animation plays on pages a client-side
// navigation shows, not on the page the server sent, and not at all for visitors who ask for less motion.

test.use({ locale: 'en-GB', viewport: { width: 1440, height: 900 } });

type Entry = { name: string; duration: string; fillMode: string };

async function entryOf(page: Page): Promise<Entry> {
  return page.locator('main#main').evaluate((main) => {
    const style = getComputedStyle(main);
    return {
      name: style.animationName,
      duration: style.animationDuration,
      fillMode: style.animationFillMode,
    };
  });
}

/** Opens the shop's home page as a visitor and follows the header's link to the catalogue. */
async function openCatalogueFromHome(page: Page, shop: string) {
  await page.goto(shop);
  await acceptCookies(page);
  await waitForHydration(page);
  // A full page load would lose this mark: it proves the router showed the next page.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Catalogue' }).click();
  await expect(page).toHaveURL(/\/catalog$/);
  await expect(page.getByTestId('category-card').first()).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
}

test("a page shown by navigation enters with the theme's transition; the server's page shows at once", async ({
  page,
}) => {
  await page.goto(DRUCKEREI);
  await waitForHydration(page);
  expect((await entryOf(page)).name).toBe('none');

  await openCatalogueFromHome(page, DRUCKEREI);
  const first = await entryOf(page);
  expect(first.name).toMatch(/page-entry/);
  expect(first.duration).toBe('0.4s');
  // Nothing is left on the content once it has arrived.
  expect(first.fillMode).toBe('backwards');

  // Back home (also the router's): the animation starts again, under its other name.
  await page.goBack();
  await expect(page).toHaveURL(`${DRUCKEREI}/`);
  await expect(page.getByTestId('hero-title')).toBeVisible();
  const second = await entryOf(page);
  expect(second.name).toMatch(/page-entry/);
  expect(second.name).not.toBe(first.name);
  expect(second.duration).toBe('0.4s');
});

test("another shop's theme gives its own duration", async ({ page }) => {
  await openCatalogueFromHome(page, NORTHPRINT);
  const entry = await entryOf(page);
  expect(entry.name).toMatch(/page-entry/);
  expect(entry.duration).toBe('0.15s');
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('a page shown by navigation does not move', async ({ page }) => {
    await openCatalogueFromHome(page, DRUCKEREI);
    await expect(page.locator('main#main')).toHaveAttribute('data-entry', /odd|even/);
    expect((await entryOf(page)).name).toBe('none');
  });
});
