import { expect, test, type Page } from '@playwright/test';
import { DRUCKEREI_SHOP, NORTHPRINT_SHOP, signIn, type DemoShop as Shop } from './demo-shops.ts';
import { waitForHydration } from './shell.ts';

// The shop's own navigation (tenant detail → Navigation, /admin/navigation for the shop's admins): an
// admin adds entries, orders them with the keyboard, saves, and the shop's header follows; without
// entries the header shows Home and Catalogue again. A product entry's product is searched on the server.

const shop = DRUCKEREI_SHOP;
/** Each demo shop's default language, in which an entry's label is required. */
const DEFAULT_LANGUAGE = new Map<Shop, string>([
  [DRUCKEREI_SHOP, 'de-DE'],
  [NORTHPRINT_SHOP, 'en-GB'],
]);

async function openNavigation(page: Page, shop: Shop) {
  await page.goto(`${shop.origin}/admin/navigation`);
  await waitForHydration(page);
  await expect(page.getByTestId('navigation-tab')).toBeVisible();
}

async function addLink(page: Page, shop: Shop, url: string, label: string) {
  await page.getByTestId('add-nav-entry').click();
  const editor = page.getByTestId('nav-entry-editor');
  await editor.getByTestId('nav-entry-url').fill(url);
  await editor.getByTestId(`nav-entry-label-${DEFAULT_LANGUAGE.get(shop)}`).fill(label);
}

const headerLinks = (page: Page) =>
  page
    .getByRole('navigation', { name: /Hauptnavigation|Main navigation/ })
    .first()
    .getByRole('link');

for (const shop of [DRUCKEREI_SHOP, NORTHPRINT_SHOP]) {
  test(`${shop.name}: a tenant admin edits the navigation and the header follows`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(shop.origin);
    const fixed = await headerLinks(page).allTextContents();
    await signIn(page, shop, shop.admin);
    await openNavigation(page, shop);
    await addLink(page, shop, '/cart', 'Warenkorb ansehen');
    await addLink(page, shop, '/catalog', 'Alle Drucksachen');
    // The second entry moves up with the keyboard (its move button).
    await page.getByRole('button', { name: 'Move up: Alle Drucksachen' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('nav-entry-label')).toHaveText(['Alle Drucksachen', 'Warenkorb ansehen']);
    await page.screenshot({ path: `test-results/navigation-${shop.name}-1440.png`, fullPage: true });
    await page.getByTestId('save-navigation').click();
    await expect(page.getByText('Settings saved').first()).toBeVisible();

    await page.goto(shop.origin);
    await expect(headerLinks(page)).toHaveText(['Alle Drucksachen', 'Warenkorb ansehen']);

    // Back to the fixed entries: remove both and save.
    await openNavigation(page, shop);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `test-results/navigation-${shop.name}-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const label of ['Alle Drucksachen', 'Warenkorb ansehen'])
      await page.getByRole('button', { name: `Remove entry: ${label}` }).click();
    await page.getByTestId('save-navigation').click();
    await expect(page.getByText('Settings saved').first()).toBeVisible();
    await page.goto(shop.origin);
    await expect(headerLinks(page)).toHaveText(fixed);
  });
}

test('an entry leads to a product found by searching its name or article code', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, shop, shop.admin);
  await openNavigation(page, shop);
  await page.getByTestId('add-nav-entry').click();
  const editor = page.getByTestId('nav-entry-editor');
  await editor.getByTestId('nav-entry-kind').click();
  await page.getByRole('option', { name: 'Product' }).click();

  // Typed: the server finds the premium cards by a variant's code; picked with the keyboard.
  const product = editor.getByTestId('nav-entry-product');
  await product.fill('bc-pre');
  const options = page.getByRole('option');
  await expect(options).toHaveText([/^Premium business cards/]);
  await page.screenshot({ path: 'test-results/navigation-product-search-1440.png', fullPage: true });
  await product.press('ArrowDown');
  await product.press('Enter');
  await expect(product).toHaveValue('Premium business cards');
  await expect(options).toHaveCount(0);
  await editor.getByTestId('nav-entry-label-de-DE').fill('Edle Karten');
  await expect(page.getByTestId('nav-entries')).toContainText('Product: Premium business cards');
  await page.getByTestId('save-navigation').click();
  await expect(page.getByText('Settings saved').first()).toBeVisible();

  await page.goto(shop.origin);
  const bar = page.getByRole('navigation', { name: /Hauptnavigation|Main navigation/ }).first();
  await expect(bar.getByRole('link', { name: 'Edle Karten' })).toHaveAttribute(
    'href',
    '/products/visitenkarten-premium',
  );

  // Opened again: the entry names its product, in the list and in its field.
  await openNavigation(page, shop);
  await expect(page.getByTestId('nav-entries')).toContainText('Product: Premium business cards');
  await expect(page.getByTestId('nav-entry-product')).toHaveValue('Premium business cards');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByTestId('nav-entry-product').click();
  await page.screenshot({ path: 'test-results/navigation-product-375.png', fullPage: true });
  // Escape closes the list and leaves the choice as it was.
  await page.getByTestId('nav-entry-product').press('Escape');
  await expect(options).toHaveCount(0);
  await expect(page.getByTestId('nav-entry-product')).toHaveValue('Premium business cards');
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByRole('button', { name: 'Remove entry: Edle Karten' }).click();
  await page.getByTestId('save-navigation').click();
  await expect(page.getByText('Settings saved').first()).toBeVisible();
});
