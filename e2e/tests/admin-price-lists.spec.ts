import { expect, test, type Page } from '@playwright/test';
import { logIn } from './login.ts';
import { acceptCookies, DRUCKEREI, NORTHPRINT, waitForHydration } from './shell.ts';

// Issue 15: price lists in both demo shops — import a price list file with a preview, apply it and
// see the new price on the shop's product page; page, sort and search a list's scales and change,
// add and remove one; give a product simple pricing with a quantity scale.

test.use({ locale: 'en-GB' });

const SHOPS = [
  {
    name: 'Druckerei',
    origin: DRUCKEREI,
    email: 'admin@druckerei.test',
    list: 'Plakat DIN A1',
    imported: 'plakat-a1',
    // 20.00 net at 19 % VAT, shown gross.
    importedPrice: '€23.80',
    money: (amount: string) => `€${amount}`,
    simple: 'aufkleber-rund',
    simpleCode: 'ST-RND-50',
    simplePrices: ['€1.19', '€59.50'],
  },
  {
    name: 'NorthPrint',
    origin: NORTHPRINT,
    email: 'admin@northprint.test',
    list: 'Roll-up banner',
    imported: 'roll-up-banner',
    // 20.00 net at NorthPrint's 20 % VAT, shown gross.
    importedPrice: '£24.00',
    money: (amount: string) => `£${amount}`,
    simple: 'vinyl-stickers',
    simpleCode: 'ST-SQ-50',
    simplePrices: ['£1.20', '£60.00'],
  },
] as const;

async function signInAsAdmin(page: Page, origin: string, email: string) {
  await page.goto(`${origin}/login`);
  await waitForHydration(page);
  await acceptCookies(page);
  await logIn(page, 'admin', 'Admin#2026', email);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
}

/** Opens the shop's price list in the editor, found by the list's search. */
async function openPriceList(page: Page, origin: string, list: string) {
  await page.goto(`${origin}/admin/price-lists`);
  await waitForHydration(page);
  await page.getByTestId('price-lists-search').fill(list);
  await expect(page).toHaveURL(/q=/);
  await page.getByTestId(`price-list-link-${list}`).click();
  await expect(page.getByTestId('price-list-editor')).toBeVisible();
}

async function importFile(page: Page, text: string) {
  await page.getByTestId('price-list-editor-tab-files').click();
  await page.getByTestId('import-file').setInputFiles({
    name: 'prices.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(text),
  });
  await expect(page.getByTestId('import-summary')).toBeVisible();
  await expect(page.getByTestId('apply-import')).toBeEnabled();
  await page.getByTestId('apply-import').click();
  await expect(page.getByText(/Price list imported/)).toBeVisible();
}

/** 30 scales for all variants: 1 unit 20.00, 10 units 15.00, then 20 … 290 units from 14.00 down to 0.50. */
const THIRTY_SCALES = [
  'variant;quantity;unit_price',
  ';1;20,00',
  ';10;15,00',
  ...Array.from(
    { length: 28 },
    (_, i) => `;${(i + 2) * 10};${(15 - (i + 2) / 2).toFixed(2).replace('.', ',')}`,
  ),
].join('\n');

async function firstRowTotal(page: Page, origin: string, slug: string) {
  await page.goto(`${origin}/products/${slug}`);
  return page.getByTestId('price-row').first().locator('td').last();
}

for (const shop of SHOPS) {
  test(`${shop.name}: importing a price list file shows what changes, then the shop shows the new price`, async ({
    page,
  }) => {
    await signInAsAdmin(page, shop.origin, shop.email);
    await openPriceList(page, shop.origin, shop.list);
    await page.getByTestId('price-list-editor-tab-files').click();

    // A file with a bad line: the report names it, and nothing can be applied.
    await page.getByTestId('import-file').setInputFiles({
      name: 'bad.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('variant;quantity;unit_price\n;1;20,00\n;0;1,00\n'),
    });
    await expect(page.getByTestId('import-errors')).toContainText('3');
    await expect(page.getByTestId('import-errors')).toContainText('Enter a whole quantity from 1 to');
    await expect(page.getByTestId('apply-import')).toBeDisabled();

    await page.getByTestId('import-file').setInputFiles({
      name: 'prices.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('\uFEFFvariant;quantity;unit_price\n;1;20,00\n;10;15,00\n'),
    });
    await expect(page.getByTestId('import-summary')).toContainText('added');
    await expect(page.getByTestId('import-changes')).toContainText('Changed');
    await page.getByTestId('apply-import').click();
    await expect(page.getByText(/Price list imported/)).toBeVisible();

    await expect(await firstRowTotal(page, shop.origin, shop.imported)).toHaveText(shop.importedPrice);
  });

  test(`${shop.name}: a price list's scales a page at a time, sorted and searched; one changed, added and removed`, async ({
    page,
  }) => {
    await signInAsAdmin(page, shop.origin, shop.email);
    await openPriceList(page, shop.origin, shop.list);
    await importFile(page, THIRTY_SCALES);

    await page.getByTestId('price-list-editor-tab-scales').click();
    const range = page.getByTestId('price-scales-range');
    const rows = page.getByTestId('price-scales-table').locator('tbody tr');
    await expect(range).toHaveText('1–25 of 30');
    await expect(rows).toHaveCount(25);
    await page.getByTestId('price-scales-next').click();
    await expect(range).toHaveText('26–30 of 30');
    await expect(page).toHaveURL(/page=2/);

    // The dearest first, among the quantities starting with 2: 20, 200 … 290.
    const priceHeader = page.getByRole('columnheader', { name: /Price per single unit/ });
    await priceHeader.click();
    await expect(page).toHaveURL(/sort=price/);
    await priceHeader.click();
    await expect(page).toHaveURL(/sort=-price/);
    await page.getByTestId('price-scales-search').fill('2');
    await expect(range).toHaveText('1–11 of 11');
    await expect(rows.first()).toContainText(shop.money('14.00'));

    // Change the price of 20 units: only that scale is sent, and the table stays as it was.
    await page.getByTestId('price-scales-edit-0').click();
    await expect(page.getByTestId('price-scale-quantity')).toHaveValue('20');
    await page.getByTestId('price-scale-price').fill('13.50');
    await page.getByTestId('save-price-scale').click();
    await expect(page.getByText('Scale saved')).toBeVisible();
    await expect(rows.first()).toContainText(shop.money('13.50'));
    await expect(range).toHaveText('1–11 of 11');

    await page.getByTestId('price-scales-add').click();
    await page.getByTestId('price-scale-quantity').fill('25');
    await page.getByTestId('price-scale-price').fill('13.75');
    await page.getByTestId('save-price-scale').click();
    await expect(page.getByText('Scale added')).toBeVisible();
    await expect(range).toHaveText('1–12 of 12');
    await expect(rows.first()).toContainText(shop.money('13.75'));

    // Removing asks first (spec §5).
    await page.getByTestId('price-scales-remove-0').click();
    const question = page.getByRole('alertdialog');
    await expect(question).toContainText('Do you really want to remove this quantity scale?');
    await question.getByRole('button', { name: 'Remove scale' }).click();
    await expect(page.getByText('Scale removed')).toBeVisible();
    await expect(range).toHaveText('1–11 of 11');
    await expect(rows.first()).toContainText(shop.money('13.50'));
  });

  test(`${shop.name}: a product gets simple pricing with a quantity scale`, async ({ page }) => {
    await signInAsAdmin(page, shop.origin, shop.email);
    await page.goto(`${shop.origin}/admin/products`);
    await waitForHydration(page);
    await page.getByTestId('products-search').fill(shop.simpleCode);
    await expect(page).toHaveURL(/q=/);
    await page.getByTestId(`product-link-${shop.simple}`).click();
    await expect(page.getByTestId('product-editor')).toBeVisible();
    await page.getByTestId('product-editor-tab-prices').click();
    const tab = page.getByTestId('prices-tab');
    await expect(tab).toBeVisible();

    // Leaving the price list asks first (spec §4).
    await page.getByTestId('pricing-mode').click();
    await page.getByRole('option', { name: 'Simple' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Switching to simple pricing replaces the price list configuration');
    await dialog.getByRole('button', { name: 'Confirm' }).click();

    await page.getByTestId('pricing-simple-price').fill('1.00');
    await page.getByTestId('pricing-scales-add').click();
    await page.getByTestId('pricing-scales-quantity-0').fill('100');
    await page.getByTestId('pricing-scales-price-0').fill('0.50');
    // The preview beside it is the shop's table.
    await expect(page.getByTestId('price-preview')).toContainText(shop.simplePrices[1]);
    await page.getByTestId('product-editor-save').click();
    await expect(page.getByText('Prices saved')).toBeVisible();

    await page.goto(`${shop.origin}/products/${shop.simple}`);
    const rows = page.getByTestId('price-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0).locator('td').last()).toHaveText(shop.simplePrices[0]);
    await expect(rows.nth(1).locator('td').last()).toHaveText(shop.simplePrices[1]);
  });
}
