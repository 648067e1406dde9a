import { expect, test } from '@playwright/test';
import { acceptCookies, DRUCKEREI, NORTHPRINT, waitForHydration } from './shell.ts';

// Issue 25: no link of the shop leads to a 404 — the footer's legal pages, the terms a shopper accepts at
// checkout and the FAQ are CMS pages, server-rendered from their stored documents in both demo shops.

test.use({ locale: 'en-GB' });

test("the footer's imprint, privacy policy and terms open as pages of the shop", async ({ page }) => {
  await page.goto(DRUCKEREI);
  await acceptCookies(page);
  const footer = page.locator('footer');
  for (const [link, heading, path] of [
    ['Imprint', 'Imprint', '/imprint'],
    ['Privacy policy', 'Privacy policy', '/privacy'],
    ['Terms and conditions', 'Terms and conditions', '/terms'],
  ] as const) {
    await footer.getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(`${DRUCKEREI}${path}`);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(heading));
  }
});

test('the FAQ and the about page open in both shops, in German too', async ({ page }) => {
  const faq = await page.goto(`${NORTHPRINT}/faq`);
  expect(faq?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' }).first()).toBeVisible();
  await page.goto(`${NORTHPRINT}/about`);
  await expect(page.getByRole('heading', { name: 'A studio that prints' })).toBeVisible();

  await page.goto(`${DRUCKEREI}/imprint`);
  await waitForHydration(page);
  await page.getByTestId('language-switcher').click();
  await page.getByRole('menuitemradio', { name: /German|Deutsch/ }).click();
  await expect(page.getByRole('heading', { name: 'Impressum' }).first()).toBeVisible();
});

test('an address that is no page answers 404 with the spec text', async ({ page }) => {
  const response = await page.goto(`${DRUCKEREI}/no-such-page`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page not found. Please make sure the URL is correct.')).toBeVisible();
});
