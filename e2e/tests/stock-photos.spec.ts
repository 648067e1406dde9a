import { expect, test, type Page } from '@playwright/test';
import { logIn } from './login.ts';
import { acceptCookies, NORTHPRINT, waitForHydration } from './shell.ts';
import { putPageLive } from './publish-page.ts';

// Issue 25: a stock photo in a page, against the local fake of Unsplash's API (e2e/playwright.config.ts).
// The editor searches with a filter in the image field's stock photo dialog, picks a photo, which the
// server stores in the shop's media; the page, once live, shows the shop's copy with the photographer's
// credit and the links back to Unsplash with the shop's referral.

test.use({ locale: 'en-GB' });
test.describe.configure({ timeout: 120_000 });

async function signInAsAdmin(page: Page) {
  await page.goto(`${NORTHPRINT}/login`);
  await waitForHydration(page);
  await acceptCookies(page);
  await logIn(page, 'admin', 'Admin#2026', 'admin@northprint.test');
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
}

test('an editor puts a stock photo into a page, and shoppers see it with its credit', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto(`${NORTHPRINT}/admin/pages`);
  await waitForHydration(page);
  await page.getByTestId('new-page-button').click();
  await page.getByTestId('new-page-title').fill('Stock photo test');
  await page.getByTestId('new-page-slug').fill('stock-photo-test');
  await page.getByTestId('save-new-page').click();
  await expect(page).toHaveURL(/\/admin\/pages\/[^/]+$/);
  const settings = page.url();

  await page.getByTestId('edit-page-content').click();
  await expect(page.getByTestId('page-builder')).toBeVisible();
  await page.getByTestId('builder-insert').click();
  await page.getByTestId('insert-tab-image').click();
  await page.getByTestId('insert-image').click();
  await expect(page.getByTestId('insert-block-dialog')).toBeHidden();

  // The search in its dialog: the provider's thumbnails, each with its photographer's credit.
  await page.getByTestId('stock-photos-open').click();
  const dialog = page.getByTestId('stock-photos-dialog');
  await dialog.getByTestId('stock-photo-query').fill('business cards');
  await dialog.getByTestId('stock-photo-query').press('Enter');
  await expect(dialog.getByTestId('stock-photo-grid').locator('li')).toHaveCount(2);
  await dialog.getByTestId('stock-photo-orientation').click();
  await page.getByRole('option', { name: 'Portrait', exact: true }).click();
  await expect(dialog.getByTestId('stock-photo-grid').locator('li')).toHaveCount(1);
  const thumbnail = dialog.getByTestId('stock-photo-bizcard-blue-2').locator('img');
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(dialog.getByTestId('stock-photo-grid')).toContainText('Photo by Bo Pixel on Unsplash');
  await page.screenshot({ path: 'test-results/stock-photos-dialog.png' });

  await dialog.getByTestId('stock-photo-bizcard-blue-2').click();
  await expect(dialog).toBeHidden();
  const canvas = page.frameLocator('[data-testid="page-builder-canvas"]');
  const figure = canvas.locator('[data-testid="content-page"] figure');
  await expect(figure.locator('img')).toHaveAttribute('src', /^\/media\/[0-9a-f-]{36}$/);
  await expect(figure).toContainText('Photo by Bo Pixel on Unsplash');

  await page.getByTestId('builder-save').click();
  await expect(page.getByText('Page saved').first()).toBeVisible();
  await page.goto(settings);
  await waitForHydration(page);
  await putPageLive(page);

  // Live: the shop's own copy of the picture, the credit linking the photographer and Unsplash.
  await page.goto(`${NORTHPRINT}/stock-photo-test`);
  const live = page.locator('[data-testid="content-page"] figure');
  const picture = live.locator('img');
  await picture.scrollIntoViewIfNeeded();
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBe(64);
  await expect(live.locator('figcaption')).toHaveText('Photo by Bo Pixel on Unsplash');
  await expect(live.getByRole('link', { name: 'Bo Pixel' })).toHaveAttribute(
    'href',
    'https://unsplash.com/@bo_pixel?utm_source=print_e2e&utm_medium=referral',
  );
  await expect(live.getByRole('link', { name: 'Unsplash' })).toHaveAttribute(
    'href',
    'https://unsplash.com/?utm_source=print_e2e&utm_medium=referral',
  );
});
