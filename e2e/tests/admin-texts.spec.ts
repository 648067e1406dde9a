import { expect, test, type Page } from '@playwright/test';
import { logIn } from './login.ts';
import { rawKeysIn } from './raw-keys.ts';
import { acceptCookies, DRUCKEREI, waitForHydration } from './shell.ts';
import { graphql } from './shop-api.ts';

// Issue 23: every admin page in both admin languages shows texts, never a translation key or an
// action's code (any prefix: `admin.…`, `product.stockSettings`); built-in roles are translated and cannot be deleted; 'User fields saved'; the Fields tab's empty state once.

test.describe.configure({ timeout: 240_000 });

async function rawKeysOn(page: Page): Promise<string[]> {
  return rawKeysIn(await page.locator('body').innerText());
}

async function signIn(page: Page, language: string) {
  await page.context().addCookies([{ name: 'lang', value: language, url: DRUCKEREI }]);
  await page.goto(`${DRUCKEREI}/login`);
  await waitForHydration(page);
  await acceptCookies(page);
  await logIn(page, 'admin', 'Admin#2026', 'admin@druckerei.test');
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
}

async function productId(page: Page, slug: string): Promise<string> {
  const { product } = (await graphql(page.request, 'P', `query P { product(slug: "${slug}") { id } }`)) as {
    product: { id: string };
  };
  return product.id;
}

/**
 * Changes that leave entries whose actions have no plain verb: stock settings and prices. Each run sets
 * its own count and price: a save that changes nothing records nothing (decision 0052).
 */
async function recordUncommonActions(page: Page, id: string, run: number) {
  await graphql(
    page.request,
    'Stock',
    'mutation Stock($input: StockSettingsInput!) { saveStockSettings(input: $input) { productId } }',
    { input: { productId: id, tracking: 'product', stock: String(600 + run) } },
  );
  await graphql(
    page.request,
    'Pricing',
    'mutation Pricing($id: ID!, $price: Int!) { saveProductPricing(productId: $id, input: { pricingMode: simple, simplePriceMinor: $price }) { productId } }',
    { id, price: 120 + run },
  );
}

const PAGES = [
  'dashboard',
  'activity',
  'orders',
  'products',
  'product-fields',
  'product-meta-fields',
  'categories',
  'price-lists',
  'users',
  'roles',
  'user-fields',
  'system',
];
const PRODUCT_TABS = ['settings', 'fields', 'meta', 'access', 'prices', 'inventory', 'variants'];

for (const [language, stockText, productName, run] of [
  ['en-GB', 'Stock settings changed', 'DL envelopes', 1],
  ['de-DE', 'Lagereinstellungen geändert', 'Briefumschläge DIN lang', 2],
] as const) {
  test(`${language}: no admin page shows a translation key or an action code`, async ({ page }) => {
    await signIn(page, language);
    const envelopes = await productId(page, 'briefumschlaege-din-lang');
    await recordUncommonActions(page, envelopes, run);
    const { categories } = (await graphql(page.request, 'C', 'query C { categories { id } }')) as {
      categories: { id: string }[];
    };
    const { priceLists } = (await graphql(
      page.request,
      'L',
      'query L { priceLists(limit: 1) { items { id } } }',
    )) as { priceLists: { items: { id: string }[] } };

    const addresses = [
      ...PAGES.map((path) => `/admin/${path}`),
      ...PRODUCT_TABS.map((tab) => `/admin/products/${envelopes}?tab=${tab}`),
      `/admin/categories/${categories[0]!.id}`,
      ...(priceLists.items[0] ? [`/admin/price-lists/${priceLists.items[0].id}`] : []),
    ];
    const found: string[] = [];
    for (const address of addresses) {
      await page.goto(`${DRUCKEREI}${address}`);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      found.push(...(await rawKeysOn(page)).map((key) => `${address}: ${key}`));
    }
    expect(found).toEqual([]);

    // The activity reads the actions as texts, and the product in the admin's language.
    await page.goto(`${DRUCKEREI}/admin/activity`);
    await waitForHydration(page);
    const entry = page.getByTestId('activity-table').getByRole('row').filter({ hasText: stockText }).first();
    await expect(entry).toContainText(productName);
  });
}

test.describe('in English', () => {
  test.use({ locale: 'en-GB' });

  test('built-in roles cannot be deleted, the platform role is named, every built area is offered', async ({
    page,
  }) => {
    await signIn(page, 'en-GB');
    await page.goto(`${DRUCKEREI}/admin/roles`);
    await waitForHydration(page);
    const table = page.getByTestId('roles-table');
    await expect(table.getByRole('row', { name: /Platform operator/ })).toBeVisible();
    await expect(page.getByTestId('delete-role-platform')).toHaveCount(0);
    await expect(page.getByTestId('delete-role-admin')).toHaveCount(0);
    // CMS pages (issue 25) and translations (issue 27) have their screens.
    await expect(table).toContainText('Edit pages');
    await expect(table).toContainText('Edit translations');
  });

  test("saving a user field says 'User fields saved'; a product without fields says so once", async ({
    page,
  }) => {
    await signIn(page, 'en-GB');
    await page.goto(`${DRUCKEREI}/admin/user-fields`);
    await waitForHydration(page);
    await page.getByTestId('new-field').click();
    const dialog = page.getByTestId('field-form');
    await dialog.locator('input[name="fieldName"]').fill(`department${String(Date.now()).slice(-5)}`);
    await dialog.locator('input[name="label"]').fill('Department');
    await page.getByTestId('save-field').click();
    await expect(page.getByText('User fields saved')).toBeVisible();

    const { createProduct } = (await graphql(
      page.request,
      'New',
      'mutation New($name: String!, $slug: String!) { createProduct(name: $name, slug: $slug) { id } }',
      { name: 'E2E no fields', slug: `e2e-no-fields-${String(Date.now()).slice(-6)}` },
    )) as { createProduct: { id: string } };
    await page.goto(`${DRUCKEREI}/admin/products/${createProduct.id}?tab=fields`);
    await waitForHydration(page);
    await expect(page.getByTestId('product-field-list')).toBeVisible();
    await expect(page.getByText('This product has no fields yet.')).toHaveCount(1);
  });
});
