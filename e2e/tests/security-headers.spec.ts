import { PRINT_IMAGE_THUMBNAIL_PX } from '@print/core/media/print-image-limits';
import { pngImage } from '@print/core/media/image-fixtures';
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './login.ts';
import { acceptCookies, DRUCKEREI, waitForHydration } from './shell.ts';

// The Content-Security-Policy the server sends (apps/server/src/host/http/security-headers.ts)
// must not break the app: the shop, the product form with its live preview and uploads, sign-in and
// the admin run under it with no violation in the console.

test.describe.configure({ timeout: 90_000 });

/** Collects what the browser console reports as errors, and every CSP violation of the page. */
async function watchConsole(page: Page) {
  const violations: string[] = [];
  const errors: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (text.startsWith('securitypolicyviolation')) violations.push(text);
    // A 401 is the session flow at work (an expired or missing session before the refresh), not a fault.
    else if (message.type() === 'error' && !/status of 401/.test(text)) errors.push(text);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.warn(
        `securitypolicyviolation ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`,
      ),
    );
  });
  return { violations, errors };
}

/**
 * Opens a page as a person would and checks it arrived under the policy: a nonce on a page of their own
 * (once they have a session), the hashes of its inline scripts on a page kept for every visitor without
 * one (decision 0026).
 */
async function visit(page: Page, path: string) {
  const response = await page.goto(`${DRUCKEREI}${path}`);
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' '(?:nonce|sha256)-/);
  await waitForHydration(page);
  return response;
}

test('a page kept for visitors without a session runs under the hashes of its scripts', async ({ page }) => {
  const seen = await watchConsole(page);
  for (const path of ['/', '/catalog', '/products/visitenkarten-standard']) {
    await visit(page, path);
    // The second visit gets the kept bytes (the first may have made them).
    const again = await page.goto(`${DRUCKEREI}${path}`);
    expect(again?.headers()['x-cache']).toMatch(/^(?:hit|stale)$/);
    expect(again?.headers()['content-security-policy']).toContain("'sha256-");
    await waitForHydration(page);
  }
  // Hydrated: the cookie banner's buttons work, and a client-side navigation loads the next page.
  await acceptCookies(page);
  await page
    .getByRole('link', { name: /Visitenkarten|Business cards/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/catalog\/visitenkarten/);
  await expect(page.getByTestId('product-grid')).toBeVisible();
  expect(seen.violations).toEqual([]);
  expect(seen.errors).toEqual([]);
});

test('the shop, the product form with preview and upload, sign-in and the admin run under the CSP', async ({
  page,
}) => {
  const seen = await watchConsole(page);

  await visit(page, '/');
  await acceptCookies(page);
  await visit(page, '/catalog');
  await expect(page.getByRole('link', { name: /Visitenkarten|Business cards/ }).first()).toBeVisible();

  // The product form: the live SVG preview follows the typing, an uploaded logo shows up.
  await visit(page, '/products/visitenkarten-standard');
  await page.getByTestId('product-personalise').click();
  await expect(page.getByTestId('product-form')).toBeVisible();
  await page.getByTestId('form-field-firstName').fill('Grete');
  await page.getByTestId('form-field-lastName').fill('Sonnig');
  await expect(page.getByTestId('form-preview')).toContainText('Grete');
  await page
    .getByTestId('form-field-logo')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(pngImage(600, 600)) });
  await expect(page.getByTestId('form-image-thumbnail')).toBeVisible();
  await expect(page.getByTestId('form-image-thumbnail')).toHaveJSProperty('complete', true);
  // Loaded under the CSP: the field shows the upload's WebP thumbnail (400 px on its long side).
  expect(
    await page.getByTestId('form-image-thumbnail').evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBe(PRINT_IMAGE_THUMBNAIL_PX);
  await expect(page.getByTestId('form-preview').locator('image')).not.toHaveCount(0);

  await visit(page, '/cart');
  await visit(page, '/login');
  await logIn(page, 'admin', 'Admin#2026', 'admin@druckerei.test');
  await expect(page).not.toHaveURL(/\/login/);

  for (const path of ['/admin/dashboard', '/admin/orders', '/admin/users', '/admin/system']) {
    await visit(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  expect(seen.violations).toEqual([]);
  expect(seen.errors).toEqual([]);
});
