import { expect, test, type Page } from '@playwright/test';
import { pngImage } from '@print/core/media/image-fixtures';
import { DRUCKEREI_SHOP, signIn } from './demo-shops.ts';
import { DRUCKEREI, waitForHydration } from './shell.ts';

// Issue 23 in the browser: a customer orders the demo's round stickers (no print template: a required
// artwork upload and production notes) in the Ø 80 mm variant. The cart, their order page and the
// admin's order detail name the variant with its code and link the artwork; the admin reads that the
// order makes no print file because its items have no template, not that there is nothing designed.

test.use({ locale: 'en-GB' });
test.describe.configure({ timeout: 120_000 });

const VARIANT = 'Ø 80 mm (ST-RND-80)';
const NOTES = 'Please cut with a 2 mm white edge';

async function fillBilling(page: Page) {
  const values: Record<string, string> = {
    'billing.firstName': 'Grete',
    'billing.lastName': 'Sonnig',
    'billing.email': 'grete@example.com',
    'billing.street': 'Hofweg 3',
    'billing.zipCode': '50667',
    'billing.city': 'Köln',
    'billing.country': 'DE',
  };
  for (const [name, value] of Object.entries(values)) await page.locator(`[name="${name}"]`).fill(value);
}

/** The item's variant, its artwork link (opening the shopper's PNG) and the note. */
async function expectStickerLine(page: Page) {
  const item = page.getByTestId('order-item').first();
  await expect(item.getByTestId('order-item-variant')).toHaveText(VARIANT);
  const values = item.getByTestId('order-item-values');
  await expect(values).toContainText(NOTES);
  const artwork = values.getByTestId('order-item-file');
  await expect(artwork).toHaveAttribute('href', /^\/media\/[0-9a-f-]{36}$/);
  const file = await page.request.get(`${DRUCKEREI}${await artwork.getAttribute('href')}`);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/png');
}

test('round stickers ordered in a variant: the cart, the order page and the admin name it and link the artwork', async ({
  page,
  browser,
}) => {
  await signIn(page, DRUCKEREI_SHOP, DRUCKEREI_SHOP.customer);
  await page.goto(`${DRUCKEREI}/products/aufkleber-rund`);
  await waitForHydration(page);
  await page.getByTestId('product-variant').filter({ hasText: 'Ø 80 mm' }).click();
  await page.getByTestId('product-personalise').click();
  await expect(page.getByTestId('product-form')).toBeVisible();
  await page
    .getByTestId('form-field-image')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'artwork.png', mimeType: 'image/png', buffer: Buffer.from(pngImage(800, 800)) });
  await expect(page.getByTestId('form-image-thumbnail')).toHaveAttribute('src', /^\/media\/.+\/thumb$/);
  await page.getByTestId('form-field-notes').fill(NOTES);
  await page.getByTestId('form-add-to-cart').click();
  await page.getByTestId('content-release-confirm').click();
  await expect(page.getByTestId('product-form')).toBeHidden();

  // The cart names the variant by name and code.
  await page.goto(`${DRUCKEREI}/cart`);
  await waitForHydration(page);
  await expect(page.getByTestId('cart-item').getByTestId('item-variant')).toHaveText(VARIANT);

  await page.getByTestId('go-to-checkout').click();
  await expect(page.getByTestId('checkout-form')).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByTestId('order-summary')).toContainText(VARIANT);
  await fillBilling(page);
  await page.getByTestId('acceptTerms').click();
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('checkout-order-placed')).toBeVisible();
  const number = (await page.getByTestId('order-number').textContent())!.match(/\d{6,}/)![0];

  // The customer's order page.
  await page.getByTestId('view-order').click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await waitForHydration(page);
  await expectStickerLine(page);

  // The admin's order detail: the same, and why there is no print file.
  const adminContext = await browser.newContext({ locale: 'en-GB' });
  const admin = await adminContext.newPage();
  await signIn(admin, DRUCKEREI_SHOP, DRUCKEREI_SHOP.admin);
  await admin.goto(`${DRUCKEREI}/admin/orders`);
  await waitForHydration(admin);
  await admin.getByTestId(`order-link-${number}`).click();
  await expect(admin.getByTestId('admin-order')).toBeVisible();
  await expectStickerLine(admin);
  await expect(admin.getByTestId('print-files-none')).toContainText(
    /its items have no print template|Ihre Artikel haben keine Druckvorlage/,
  );
  await expect(admin.getByTestId('print-files-panel')).not.toContainText(
    /This order has no designed items|enthält keine gestalteten Artikel/,
  );
  await adminContext.close();
});
