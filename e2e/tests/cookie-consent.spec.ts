import { expect, test } from '@playwright/test';
import { DRUCKEREI, waitForHydration } from './shell.ts';

test.use({ locale: 'en-GB' });

test('the cookie choice is stored, not shown again (not even server-side), and can be changed', async ({
  page,
  browser,
}) => {
  await page.goto(DRUCKEREI);
  const banner = page.getByTestId('cookie-banner');
  await expect(banner).toBeVisible();

  await banner.getByRole('button', { name: 'Settings' }).click();
  const necessary = banner.getByRole('switch', { name: /^Necessary/ });
  await expect(necessary).toBeChecked();
  await expect(necessary).toBeDisabled();
  await banner.getByText('Statistics', { exact: true }).click();
  await expect(banner.getByRole('switch', { name: /^Statistics/ })).toBeChecked();
  await banner.getByRole('button', { name: 'Save selection' }).click();
  await expect(banner).toBeHidden();
  await expect(page.locator('.Toastify__toast')).toContainText('Your cookie settings have been saved.');

  const cookie = (await page.context().cookies()).find((c) => c.name === 'cookie_consent');
  expect(cookie?.sameSite).toBe('Lax');
  expect(JSON.parse(decodeURIComponent(cookie?.value ?? '{}'))).toMatchObject({
    statistics: true,
    marketing: false,
  });

  // A returning visitor's server-rendered page has no banner at all (no flash before hydration).
  const returning = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const ssrPage = await returning.newPage();
  await ssrPage.goto(DRUCKEREI);
  await expect(ssrPage.getByRole('contentinfo')).toBeVisible();
  await expect(ssrPage.getByTestId('cookie-banner')).toHaveCount(0);
  await returning.close();

  // The footer button reopens the banner with the stored choice.
  await page.getByRole('button', { name: 'Manage cookie settings' }).click();
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('switch', { name: /^Statistics/ })).toBeChecked();
  await expect(banner.getByRole('switch', { name: /^Marketing/ })).not.toBeChecked();
  await banner.getByRole('button', { name: 'Only necessary' }).click();
  await expect(banner).toBeHidden();
  const updated = (await page.context().cookies()).find((c) => c.name === 'cookie_consent');
  expect(JSON.parse(decodeURIComponent(updated?.value ?? '{}'))).toMatchObject({ statistics: false });
});

test('Manage cookie settings works while the first-visit banner is open; focus returns to it', async ({
  page,
}) => {
  await page.goto(DRUCKEREI);
  const banner = page.getByTestId('cookie-banner');
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('switch')).toHaveCount(0);

  const manage = page.getByRole('button', { name: 'Manage cookie settings' });
  await manage.click();
  await expect(banner.getByRole('switch', { name: /^Statistics/ })).toBeVisible();
  await banner.getByRole('button', { name: 'Save selection' }).click();
  await expect(banner).toBeHidden();
  await expect(manage).toBeFocused();
});

test('saving from the first-visit banner moves focus to the page content', async ({ page }) => {
  await page.goto(DRUCKEREI);
  const banner = page.getByTestId('cookie-banner');
  await banner.getByRole('button', { name: 'Only necessary' }).click();
  await expect(banner).toBeHidden();
  await expect(page.locator('#main')).toBeFocused();
});

test('Accept all stores every category and closes the banner', async ({ page }) => {
  await page.goto(DRUCKEREI);
  await waitForHydration(page);
  const banner = page.getByTestId('cookie-banner');
  await banner.getByRole('button', { name: 'Accept all' }).click();
  await expect(banner).toBeHidden();
  const cookie = (await page.context().cookies()).find((c) => c.name === 'cookie_consent');
  expect(JSON.parse(decodeURIComponent(cookie?.value ?? '{}'))).toMatchObject({
    statistics: true,
    marketing: true,
  });
});

test.describe('on a small phone (360 × 640 px)', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test('the banner is a compact bar: the page heading stays in view and every button is reachable', async ({
    page,
  }) => {
    await page.goto(`${DRUCKEREI}/catalog`);
    await waitForHydration(page);
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    const box = await banner.boundingBox();
    // It covered two thirds of this screen; now well under half, the page's heading above it.
    expect(box!.height).toBeLessThan(640 * 0.45);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    for (const name of ['Only necessary', 'Settings', 'Accept all']) {
      await expect(banner.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
    }
    // The settings still open in the bar, the switches and the save button within reach.
    await banner.getByRole('button', { name: 'Settings' }).click();
    await banner.getByText('Marketing', { exact: true }).click();
    await expect(banner.getByRole('switch', { name: /^Marketing/ })).toBeChecked();
    await banner.getByRole('button', { name: 'Save selection' }).click();
    await expect(banner).toBeHidden();
  });
});
