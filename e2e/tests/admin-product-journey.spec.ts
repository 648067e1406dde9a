import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { pngImage } from '@print/core/media/image-fixtures';
import { PDFDocument } from 'pdf-lib';
import { DRUCKEREI_SHOP, NORTHPRINT_SHOP, signIn, type DemoShop } from './demo-shops.ts';
import { waitForHydration } from './shell.ts';

// Issue 15, the shop owner's whole journey in both demo shops: a product made from nothing in the
// browser — print design, fields, category, prices with a scale, a variant, stock and a picture —
// published, found in its category in the shop, ordered there, and its print file downloaded from the
// order; then the ordered product cannot be deleted (archive is offered instead) and is archived.

test.use({ locale: 'en-GB' });
// One long walk through four areas of the app (editor, shop, checkout, orders) on a shared machine.
test.describe.configure({ timeout: 180_000 });

const MM = 72 / 25.4;
const JOURNEYS = [
  {
    shop: DRUCKEREI_SHOP,
    category: { slug: 'flyer', name: 'Flyers' },
    // 1.00 and 100 × 0.50 net, shown with 19 % VAT.
    prices: ['€1.19', '€59.50'],
  },
  {
    shop: NORTHPRINT_SHOP,
    category: { slug: 'marketing', name: 'Marketing print' },
    // The same net prices with NorthPrint's 20 % VAT.
    prices: ['£1.20', '£60.00'],
  },
] as const;

async function choose(page: Page, trigger: string, option: string) {
  await page.getByTestId(trigger).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openTab(page: Page, tab: string) {
  await page.getByTestId(`product-editor-tab-${tab}`).click();
}

/** The billing address at checkout (the shop's other checkout specs cover the form's rules). */
async function fillBilling(page: Page) {
  const values: Record<string, string> = {
    firstName: 'Ada',
    lastName: 'Journey',
    email: 'ada@example.com',
    street: 'Hofweg 3',
    zipCode: '50667',
    city: 'Köln',
    country: 'DE',
  };
  for (const [name, value] of Object.entries(values))
    await page.locator(`[name="billing.${name}"]`).fill(value);
}

/** Creates the product in the editor and fills every tab; returns the editor's address. */
/** The A6 flyer design's fields as each shop's field library labels them in English. */
const DESIGN_FIELD_LABELS: Record<string, readonly string[]> = {
  [DRUCKEREI_SHOP.origin]: ['Headline', 'Body text', 'Image'],
  [NORTHPRINT_SHOP.origin]: ['Headline', 'Body copy', 'Hero image'],
};

async function createProduct(page: Page, shop: DemoShop, name: string, category: string) {
  const slug = name.toLowerCase().replaceAll(' ', '-');
  await page.goto(`${shop.origin}/admin/products`);
  await waitForHydration(page);
  await page.getByTestId('new-product').click();
  await page.getByTestId('new-product-name').fill(name);
  await expect(page.getByTestId('new-product-slug')).toHaveValue(slug);
  await page.getByTestId('save-new-product').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

  // Settings: every language's name, an article code, the A6 flyer design, published; saved, the
  // design brings the fields it prints.
  const settings = page.getByTestId('product-settings');
  for (const input of await settings.locator('[data-testid^="product-name-"]').all()) await input.fill(name);
  await settings.getByTestId('product-article-code').fill(name.toUpperCase().replaceAll(' ', '-'));
  await choose(page, 'product-template', 'Flyer A6');
  await settings.getByTestId('product-published').click();
  await page.getByTestId('product-editor-save').click();
  await expect(page.getByText('Product saved').first()).toBeVisible();

  // Fields: the design's, and the website from the shop's field library.
  await openTab(page, 'fields');
  const fields = page.getByTestId('product-field-list');
  for (const field of DESIGN_FIELD_LABELS[shop.origin]!) await expect(fields).toContainText(field);
  await choose(page, 'add-field-select', 'Website');
  await page.getByTestId('add-field').click();
  await expect(page.getByTestId('field-use-editor-website')).toBeVisible();

  // Category & Access: in one of the shop's categories, for everyone.
  await openTab(page, 'access');
  const categories = page.getByTestId('product-categories');
  await categories.getByText(category, { exact: true }).click();
  await expect(categories.getByRole('checkbox', { name: category, exact: true })).toBeChecked();

  // Price Management: a price and a cheaper unit price from 100.
  await openTab(page, 'prices');
  await expect(page.getByTestId('prices-tab')).toBeVisible();
  await choose(page, 'pricing-mode', 'Simple');
  await page.getByTestId('pricing-simple-price').fill('1.00');
  await page.getByTestId('pricing-scales-add').click();
  await page.getByTestId('pricing-scales-quantity-0').fill('100');
  await page.getByTestId('pricing-scales-price-0').fill('0.50');

  // One Save stores the three tabs (the shop below shows the category).
  await page.getByTestId('product-editor-save').click();
  await expect(page.getByText('Field saved').first()).toBeVisible();
  await expect(page.getByText('Prices saved').first()).toBeVisible();

  // Variants: one, created at once.
  await openTab(page, 'variants');
  await page.getByTestId('add-variant').click();
  const variant = page.getByTestId('variant-form');
  await variant.getByTestId('variant-code').fill(`${name.toUpperCase().replaceAll(' ', '-')}-GLOSS`);
  for (const input of await variant.locator('[data-testid^="variant-name-"]').all())
    await input.fill('Gloss');
  await page.getByTestId('save-variant').click();
  await expect(page.getByText('Variant created').first()).toBeVisible();

  // Inventory Management: 500 in stock, saved at once.
  await openTab(page, 'inventory');
  await choose(page, 'stock-tracking', 'For the product');
  await page.getByTestId('stock-product').fill('500');
  await page.getByTestId('save-stock-settings').click();
  await expect(page.getByText('Stock settings saved').first()).toBeVisible();

  // A picture through the media editor; its thumbnail is made in the background.
  await page.getByTestId('open-media-editor').click();
  const media = page.getByTestId('product-media-dialog');
  await media
    .locator('input[type=file]')
    .first()
    .setInputFiles([{ name: 'flyer.png', mimeType: 'image/png', buffer: Buffer.from(pngImage(420, 592)) }]);
  await expect(media.getByTestId('media-thumbnail')).toHaveCount(1);
  const picture = await media.getByTestId('media-image-label').first().getAttribute('data-url');
  await media.getByTestId('media-close').click();
  return { slug, picture: picture! };
}

for (const { shop, category, prices } of JOURNEYS) {
  test(`${shop.name}: a product made from nothing is published, found in its category, ordered, and its print file downloaded`, async ({
    page,
  }) => {
    const name = `Journey ${shop.name} ${String(Date.now()).slice(-6)}`;
    await signIn(page, shop, shop.admin);
    const { slug, picture } = await createProduct(page, shop, name, category.name);

    // The shop: in its category with its picture, the scale in the price table, in stock.
    await page.goto(`${shop.origin}/catalog/${category.slug}`);
    const tile = page.getByTestId('product-tile').filter({ hasText: name });
    await expect(tile).toBeVisible();
    await tile.getByRole('link', { name }).click();
    await expect(page).toHaveURL(`${shop.origin}/products/${slug}`);
    await waitForHydration(page);
    await expect(page.getByTestId('product-main-image')).toHaveAttribute('src', picture);
    const rows = page.getByTestId('price-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0).locator('td').last()).toHaveText(prices[0]);
    await expect(rows.nth(1).locator('td').last()).toHaveText(prices[1]);
    await expect(page.getByTestId('product-variant').filter({ hasText: 'Gloss' })).toBeVisible();
    await expect(page.getByTestId('product-stock')).toHaveAttribute('data-stock', 'inStock');

    // Ordered: 100 personalised flyers into the cart, then checkout on invoice.
    await page.getByTestId('product-quantity').selectOption('100');
    await expect(page.getByTestId('product-total')).toHaveText(prices[1]);
    await page.getByTestId('product-personalise').click();
    const form = page.getByTestId('product-form');
    await form.getByTestId('form-field-headline').fill('Summer sale');
    await form.getByTestId('form-field-bodyText').fill('Everything half price this weekend.');
    await form.getByTestId('form-field-website').fill('https://example.com/sale');
    await form.getByTestId('form-add-to-cart').click();
    const release = page.getByTestId('content-release-dialog');
    await expect(release.getByTestId('release-preview').first()).toContainText('Summer sale');
    await release.getByTestId('content-release-confirm').click();
    await expect(release).toBeHidden();
    await page.goto(`${shop.origin}/checkout`);
    await expect(page.getByTestId('checkout-form')).toBeVisible();
    await waitForHydration(page);
    await expect(page.getByTestId('checkout-form')).toContainText(name);
    await fillBilling(page);
    await page.getByTestId('acceptTerms').click();
    await page.getByTestId('place-order').click();
    await expect(page.getByTestId('checkout-order-placed')).toBeVisible();
    const number = (await page.getByTestId('order-number').textContent())!.match(/\d{6,}/)![0];

    // The order's print file: the A6 flyer's trim size with its 3 mm bleed.
    await page.goto(`${shop.origin}/admin/orders`);
    await waitForHydration(page);
    await page.getByTestId(`order-link-${number}`).click();
    const file = page.locator('[data-testid^="print-file-"][data-status]').filter({ hasText: name });
    await expect(file).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      file.getByTestId('print-file-download').click(),
    ]);
    const pdf = await PDFDocument.load(new Uint8Array(await readFile((await download.path())!)));
    expect(pdf.getPage(0).getTrimBox().width).toBeCloseTo(105 * MM, 1);
    expect(pdf.getPage(0).getTrimBox().height).toBeCloseTo(148 * MM, 1);
    expect(pdf.getPage(0).getBleedBox().width).toBeCloseTo(111 * MM, 1);

    // Ordered, it cannot be deleted: the refusal says why and offers archiving, which is done.
    await page.goto(`${shop.origin}/admin/products?q=${encodeURIComponent(name)}`);
    await waitForHydration(page);
    await page.getByTestId(`delete-product-${slug}`).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Do you really want to delete this product?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(
      page.getByText(
        'Error deleting product: The product has been ordered (1 order) and cannot be deleted. Archive it instead.',
      ),
    ).toBeVisible();
    await expect(page.getByTestId(`product-link-${slug}`)).toBeVisible();
    await page.getByTestId(`archive-product-${slug}`).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByText('Product archived').first()).toBeVisible();
    await expect(page.getByTestId(`product-link-${slug}`)).toHaveCount(0);
  });
}
