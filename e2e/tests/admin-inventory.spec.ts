import { expect, test, type Page } from '@playwright/test';
import { logIn } from './login.ts';
import { acceptCookies, DRUCKEREI, NORTHPRINT, waitForHydration } from './shell.ts';
import { API_HEADERS } from './shop-api.ts';

// Issue 15: the product editor's Inventory Management and Variants tabs (decision 0047), in both demo
// shops — restocking a sold-out product and ordering it, a variant with a value of its own in the shop,
// and a variant's removal that Discard takes back and Save makes final.

test.use({ locale: 'en-GB' });
test.describe.configure({ timeout: 120_000 });

const SHOPS = [
  { name: 'Druckerei', base: DRUCKEREI, email: 'admin@druckerei.test', slug: 'briefpapier-a4' },
  { name: 'NorthPrint', base: NORTHPRINT, email: 'admin@northprint.test', slug: 'letterheads-a4' },
] as const;
type Shop = (typeof SHOPS)[number];

const VALUES = { companyName: 'Lager GmbH', address: 'Hofweg 3, 50667 Köln' };

async function signInAsAdmin(page: Page, shop: Shop) {
  await page.goto(`${shop.base}/login`);
  await waitForHydration(page);
  await acceptCookies(page);
  await logIn(page, 'admin', 'Admin#2026', shop.email);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
}

/**
 * One GraphQL call of the shop from the page (its cookies, its host: Node cannot resolve the demo
 * shops' *.localhost names, the browser can); fails the spec on any error.
 */
async function api<T>(page: Page, _shop: Shop, query: string, variables: Record<string, unknown> = {}) {
  const body = await page.evaluate(
    async ({ query, variables, headers }) => {
      const answer = await fetch('/service-api/graphql?c=E2E', {
        method: 'POST',
        headers,
        credentials: 'include',
        body: JSON.stringify({ query, variables }),
      });
      return (await answer.json()) as { data?: unknown; errors?: unknown };
    },
    { query, variables, headers: API_HEADERS },
  );
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

async function productOf(page: Page, shop: Shop) {
  const { product } = await api<{
    product: { id: string; variants: { id: string; code: string }[]; priceTable: { quantity: number }[] };
  }>(
    page,
    shop,
    'query P($slug: String!) { product(slug: $slug) { id variants { id code } priceTable { quantity } } }',
    {
      slug: shop.slug,
    },
  );
  return product;
}

async function openEditorTab(page: Page, shop: Shop, productId: string, tab: 'inventory' | 'variants') {
  await page.goto(`${shop.base}/admin/products/${productId}?tab=${tab}`);
  await waitForHydration(page);
  await expect(page.getByTestId(`${tab}-tab`)).toBeVisible();
}

async function saveCounts(page: Page, counts: Record<string, string>) {
  await page.getByTestId('stock-tracking').click();
  await page.getByRole('option', { name: 'Per variant' }).click();
  for (const [code, count] of Object.entries(counts))
    await page.getByTestId(`stock-variant-${code}`).fill(count);
  await page.getByTestId('save-stock-settings').click();
  await expect(page.getByText('Stock settings saved').first()).toBeVisible();
}

for (const shop of SHOPS) {
  test.describe(shop.name, () => {
    test('the admin restocks a sold-out product, and it can be ordered at once', async ({ page }) => {
      await signInAsAdmin(page, shop);
      const product = await productOf(page, shop);
      const codes = product.variants.map((variant) => variant.code);

      await openEditorTab(page, shop, product.id, 'inventory');
      await saveCounts(page, Object.fromEntries(codes.map((code) => [code, '0'])));
      await page.goto(`${shop.base}/products/${shop.slug}`);
      await waitForHydration(page);
      await expect(page.getByTestId('product-stock')).toHaveAttribute('data-stock', 'outOfStock');
      await expect(page.getByTestId('product-personalise')).toBeDisabled();

      await openEditorTab(page, shop, product.id, 'inventory');
      await saveCounts(page, { [codes[0]!]: '1000' });
      await page.goto(`${shop.base}/products/${shop.slug}`);
      await waitForHydration(page);
      await expect(page.getByTestId('product-stock')).toHaveAttribute('data-stock', 'inStock');
      await expect(page.getByTestId('product-personalise')).toBeEnabled();

      // Ordered (the checkout screens have their own specs): the units come off the variant's count.
      const quantity = product.priceTable[0]!.quantity;
      await api(
        page,
        shop,
        'mutation A($input: CartItemInput!) { addCartItem(kind: cart, input: $input, contentReleased: true) { id } }',
        {
          input: { productId: product.id, variantId: product.variants[0]!.id, quantity, fieldValues: VALUES },
        },
      );
      const placed = await api<{ placeOrder: { status: string } }>(
        page,
        shop,
        'mutation O($input: CheckoutInput!) { placeOrder(input: $input) { status } }',
        {
          input: {
            billingAddress: {
              salutation: 'mrs',
              firstName: 'Eva',
              lastName: 'Lager',
              email: 'eva@example.com',
              street: 'Hofweg 3',
              zipCode: '50667',
              city: 'Köln',
              country: 'DE',
            },
            shippingSameAsBilling: true,
            acceptTerms: true,
            paymentMethod: 'invoice',
          },
        },
      );
      expect(placed.placeOrder.status).toBe('placed');
      await openEditorTab(page, shop, product.id, 'inventory');
      await expect(page.getByTestId(`stock-variant-${codes[0]}`)).toHaveValue(String(1000 - quantity));
    });

    test('a new variant with a value of its own shows in the shop; its removal waits for Save', async ({
      page,
    }) => {
      await signInAsAdmin(page, shop);
      const product = await productOf(page, shop);
      const code = `${shop.name.toUpperCase()}-E2E-GOLD`;

      await openEditorTab(page, shop, product.id, 'variants');
      await page.getByTestId('add-variant').click();
      const dialog = page.getByTestId('variant-form');
      await dialog.getByTestId('variant-code').fill(code);
      for (const name of await dialog.locator('[data-testid^="variant-name-"]').all())
        await name.fill('Gold edition');
      await dialog.getByTestId('variant-field-companyName').fill('Goldschmied & Co');
      await page.getByTestId('save-variant').click();
      await expect(page.getByText('Variant created').first()).toBeVisible();
      const row = page.locator(`[data-testid="variant-row"][data-code="${code}"]`);
      await expect(row).toBeVisible();

      await page.goto(`${shop.base}/products/${shop.slug}`);
      await waitForHydration(page);
      await page.getByTestId('product-variant').filter({ hasText: 'Gold edition' }).click();
      await expect(page.getByTestId('variant-field-values')).toContainText('Goldschmied & Co');
      // The shopper's form starts from the variant's own value.
      await page.getByTestId('product-personalise').click();
      await expect(page.getByTestId('product-form').locator('input[name="companyName"]')).toHaveValue(
        'Goldschmied & Co',
      );

      // Removed on the tab, then Discard on leaving: the variant is still there.
      await openEditorTab(page, shop, product.id, 'variants');
      await row.getByTestId('delete-variant').click();
      await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Delete variant' }).click();
      await expect(row).toHaveAttribute('data-removed', 'true');
      await page.getByTestId('product-editor-close').click();
      await page.getByTestId('unsaved-discard').click();
      await expect(page).toHaveURL(/\/admin\/products$/);
      await openEditorTab(page, shop, product.id, 'variants');
      await expect(row).toBeVisible();
      await expect(row).not.toHaveAttribute('data-removed', 'true');

      // Removed again and saved: gone for good.
      await row.getByTestId('delete-variant').click();
      await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Delete variant' }).click();
      await page.getByTestId('product-editor-save').click();
      await expect(page.getByText('Variants saved').first()).toBeVisible();
      await expect(row).toHaveCount(0);
      await page.reload();
      await waitForHydration(page);
      await expect(page.getByTestId('variants-tab')).toBeVisible();
      await expect(row).toHaveCount(0);
    });
  });
}
