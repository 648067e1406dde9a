import { expect, test, type Page } from '@playwright/test';
import { pngHeader, pngImage } from '@print/core/media/image-fixtures';
import { acceptCookies, DRUCKEREI, waitForHydration } from './shell.ts';

// Issue 12: a shopper's logo is decoded by the server, stored re-encoded (nothing appended survives)
// and shown in the form as a small WebP thumbnail; a file that only looks like an image is refused
// with a message at the field.

test.describe.configure({ timeout: 90_000 });

async function openBusinessCardForm(page: Page) {
  await page.goto(`${DRUCKEREI}/products/visitenkarten-standard`);
  await waitForHydration(page);
  await acceptCookies(page);
  await page.getByTestId('product-personalise').click();
  await expect(page.getByTestId('product-form')).toBeVisible();
}

test('a visitor uploads a logo: a damaged file is refused, a real one is stored re-encoded with a thumbnail', async ({
  page,
}) => {
  // A visitor without a session: the upload starts the session first, so no upload is refused with 401.
  const refusedUploads: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('c=UploadPrintImage') && response.status() === 401)
      refusedUploads.push(response.status());
  });
  await openBusinessCardForm(page);
  const field = page.getByTestId('form-field-logo');
  const input = field.locator('input[type="file"]');

  // A PNG header followed by HTML: the server cannot decode it and says so at the field.
  await input.setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([Buffer.from(pngHeader(300, 100)), Buffer.from('<html><script>alert(1)</script>')]),
  });
  await expect(field.getByRole('alert')).toContainText(/konnte nicht gelesen werden|could not be read/);
  await expect(page.getByTestId('form-image-thumbnail')).toHaveCount(0);
  expect(refusedUploads).toEqual([]);

  // A real PNG with 2 MB appended: accepted, shown as its thumbnail, previewed and stored as the image.
  await input.setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([Buffer.from(pngImage(900, 300)), Buffer.alloc(2 * 1024 * 1024, '<script>')]),
  });
  const thumbnail = page.getByTestId('form-image-thumbnail');
  await expect(thumbnail).toHaveAttribute('src', /^\/media\/[0-9a-f-]{36}\/thumb$/);
  await expect(field.getByRole('alert')).toHaveCount(0);
  // The thumbnail loads (a person sees it): 400 px wide, served as WebP.
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)))
    .toBe(400);
  const thumbPath = (await thumbnail.getAttribute('src'))!;
  const imagePath = thumbPath.replace(/\/thumb$/, '');
  await expect(page.getByTestId('form-preview').locator('image')).toHaveAttribute(
    'href',
    new RegExp(`${imagePath}$`),
  );
  const thumb = await page.request.get(`${DRUCKEREI}${thumbPath}`);
  expect(thumb.headers()['content-type']).toBe('image/webp');
  const stored = await page.request.get(`${DRUCKEREI}${imagePath}`);
  expect(stored.headers()['content-type']).toBe('image/png');
  const bytes = await stored.body();
  expect(bytes.byteLength).toBeLessThan(100_000);
  expect(bytes.includes('<script>')).toBe(false);

  // The uploaded logo goes into the cart with the card.
  for (const [name, value] of Object.entries({
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
  }))
    await page.getByTestId(`form-field-${name}`).fill(value);
  await page.getByTestId('form-add-to-cart').click();
  await page.getByTestId('content-release-confirm').click();
  await expect(page.getByTestId('product-form')).toBeHidden();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});
