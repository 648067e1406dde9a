import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { DRUCKEREI, NORTHPRINT, rawVariable, themeColour, UNKNOWN_HOST } from './shell.ts';

type Look = { headerBackground: string; primary: string; bodyFont: string; displayFont: string };

async function lookOf(page: Page): Promise<Look> {
  const headerBackground = await page
    .locator('header')
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  const bodyFont = await page.locator('body').evaluate((el) => getComputedStyle(el).fontFamily);
  const displayFont = await page
    .locator('h1')
    .first()
    .evaluate((el) => getComputedStyle(el).fontFamily);
  return {
    headerBackground,
    primary: await themeColour(page, '--color-primary-background'),
    bodyFont,
    displayFont,
  };
}

/**
 * Without JavaScript the page is exactly what the server rendered: the tenant's theme, fonts and
 * language must all be there before hydration.
 */
async function serverRenderedLook(
  browser: Browser,
  url: string,
  locale: string,
): Promise<Look & { lang: string }> {
  const context = await browser.newContext({ javaScriptEnabled: false, locale });
  const page = await context.newPage();
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  const look = { ...(await lookOf(page)), lang: (await page.getAttribute('html', 'lang')) ?? '' };
  await context.close();
  return look;
}

test.describe('German demo tenant (druckerei)', () => {
  test.use({ locale: 'de-DE' });

  test('renders in its colours, fonts and language', async ({ page, browser }) => {
    await page.goto(DRUCKEREI);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(page.getByRole('link', { name: 'Katalog', exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Impressum' })).toBeVisible();
    await expect(page.getByTestId('hero-title')).toHaveText('Drucksachen, die Eindruck machen');

    const look = await lookOf(page);
    expect(look.headerBackground).toBe(await themeColour(page, '--app-header-background'));
    expect(look.bodyFont).toContain('Inter');
    expect(look.displayFont).toContain('Playfair Display');
    expect(await rawVariable(page, '--font-body')).toContain('Inter');
    await page.evaluate(() => document.fonts.ready);
    // The self-hosted display font really loaded (not just named in the stack).
    const loaded = await page.evaluate(() =>
      [...document.fonts]
        .filter((face) => face.status === 'loaded')
        .map((face) => face.family.replaceAll('"', '')),
    );
    expect(loaded).toContain('Playfair Display');

    expect(await serverRenderedLook(browser, DRUCKEREI, 'de-DE')).toEqual({ ...look, lang: 'de-DE' });
  });
});

test.describe('English demo tenant (northprint)', () => {
  test.use({ locale: 'en-GB' });

  test('renders in its colours, fonts and language', async ({ page, browser }) => {
    await page.goto(NORTHPRINT);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await expect(page.getByRole('link', { name: 'Imprint' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Manage cookie settings' })).toBeVisible();

    const look = await lookOf(page);
    expect(look.headerBackground).toBe(await themeColour(page, '--app-header-background'));
    expect(look.bodyFont).toContain('DM Sans');

    expect(await serverRenderedLook(browser, NORTHPRINT, 'en-GB')).toEqual({ ...look, lang: 'en-GB' });
  });
});

test('the two tenants look different', async ({ browser }) => {
  const looks: Look[] = [];
  for (const url of [DRUCKEREI, NORTHPRINT]) {
    const page = await browser.newPage();
    await page.goto(url);
    looks.push(await lookOf(page));
    await page.close();
  }
  const [druckerei, northprint] = looks as [Look, Look];
  expect(druckerei.headerBackground).not.toBe(northprint.headerBackground);
  expect(druckerei.primary).not.toBe(northprint.primary);
  expect(druckerei.bodyFont).not.toBe(northprint.bodyFont);
});

test('an unknown host gets a 404 page saying the domain is not connected', async ({ page }) => {
  const response = await page.goto(UNKNOWN_HOST);
  expect(response?.status()).toBe(404);
  await expect(page.getByText('This domain is not connected to a shop')).toBeVisible();
});

test('an unknown path of a tenant answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto(`${NORTHPRINT}/no-such-page`);
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toContainText(
    'Page not found. Please make sure the URL is correct.',
  );
  await page.getByRole('link', { name: 'Back to home page' }).click();
  await expect(page).toHaveURL(`${NORTHPRINT}/`);
});
