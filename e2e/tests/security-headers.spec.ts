import { crc32, deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './login.ts';
import { acceptCookies, DRUCKEREI, waitForHydration } from './shell.ts';

// The Content-Security-Policy the server sends (apps/server/src/platform/http/security-headers.ts)
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

/** Opens a page as a person would and checks it arrived under the policy. */
async function visit(page: Page, path: string) {
  const response = await page.goto(`${DRUCKEREI}${path}`);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'nonce-");
  await waitForHydration(page);
}

/** A small real PNG (decodable, not only its header): a grey square. */
function greyPng(size: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, checksum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, 0x80)]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

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
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: greyPng(600) });
  await expect(page.getByTestId('form-image-thumbnail')).toBeVisible();
  await expect(page.getByTestId('form-image-thumbnail')).toHaveJSProperty('complete', true);
  expect(
    await page.getByTestId('form-image-thumbnail').evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBe(600);
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
