import { expect, test, type Page } from '@playwright/test';
import { logIn } from './login.ts';
import { acceptCookies, DRUCKEREI, NORTHPRINT, waitForHydration } from './shell.ts';

// Issue 15: price lists in both demo shops — import a price list file with a preview, apply it and
// see the new price on the shop's product page; give a product simple pricing with a quantity scale.

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

async function firstRowTotal(page: Page, origin: string, slug: string) {
  await page.goto(`${origin}/products/${slug}`);
  return page.getByTestId('price-row').first().locator('td').last();
}

for (const shop of SHOPS) {
  test(`${shop.name}: importing a price list file shows what changes, then the shop shows the new price`, async ({
    page,
  }) => {
    await signInAsAdmin(page, shop.origin, shop.email);
    await page.goto(`${shop.origin}/admin/price-lists`);
    await waitForHydration(page);
    await page.getByTestId('price-lists-search').fill(shop.list);
    await expect(page).toHaveURL(/q=/);
    await page.getByTestId(`price-list-link-${shop.list}`).click();
    await expect(page.getByTestId('price-list-editor')).toBeVisible();
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
