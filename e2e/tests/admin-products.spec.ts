import { expect, test, type Page } from '@playwright/test';
import { logIn } from './login.ts';
import { acceptCookies, DRUCKEREI, waitForHydration } from './shell.ts';

// Issue 15: the products administration — the list and the product editor.

test.use({ locale: 'en-GB' });

async function signInAsAdmin(page: Page) {
  await page.goto(`${DRUCKEREI}/login`);
  await waitForHydration(page);
  await acceptCookies(page);
  await logIn(page, 'admin', 'Admin#2026', 'admin@druckerei.test');
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
}

test('the admin goes from the dashboard to the products, finds one and opens its editor; an unknown product is not found', async ({
  page,
}) => {
  await signInAsAdmin(page);
  // The dashboard's Products card leads to the list filtered as it counted.
  await page.goto(`${DRUCKEREI}/admin/dashboard`);
  await waitForHydration(page);
  const published = page.getByTestId('dashboard-products-published');
  await expect(published).toContainText(/Published\s*\d+/);
  await published.click();
  await expect(page).toHaveURL(/\/admin\/products\?status=published$/);
  await expect(page.getByTestId('products-table')).toBeVisible();
  await page.goto(`${DRUCKEREI}/admin/products`);
  await waitForHydration(page);
  await expect(page.getByTestId('products-table')).toBeVisible();
  await page.getByTestId('products-search').fill('BC-ECO');
  await expect(page).toHaveURL(/q=BC-ECO/);
  const link = page.getByTestId('product-link-visitenkarten-recycling');
  await expect(link).toBeVisible();
  await link.click();
  await expect(page.getByTestId('product-editor')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Recycl/);
  await page.getByTestId('product-editor-close').click();
  await expect(page).toHaveURL(/\/admin\/products\?q=BC-ECO$|\/admin\/products$/);

  await page.goto(`${DRUCKEREI}/admin/products/00000000-0000-4000-8000-000000000000`);
  await expect(page.getByTestId('not-found')).toBeVisible();
});

test('the admin creates a product, fills its settings, publishes it and sees it in the shop; copies and archives it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const suffix = String(Date.now()).slice(-6);
  await signInAsAdmin(page);
  await page.goto(`${DRUCKEREI}/admin/products`);
  await waitForHydration(page);
  await page.getByTestId('new-product').click();
  await page.getByTestId('new-product-name').fill(`Tischaufsteller ${suffix}`);
  await expect(page.getByTestId('new-product-slug')).toHaveValue(`tischaufsteller-${suffix}`);
  await page.getByTestId('save-new-product').click();
  await expect(page.getByTestId('product-editor')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Tischaufsteller ${suffix}`);

  // Settings: a bad slug is refused with the spec's message and nothing typed is lost.
  const settings = page.getByTestId('product-settings');
  await settings.getByTestId('product-name-en-GB').fill(`Table display ${suffix}`);
  await settings.getByTestId('product-slug').fill('Bad Slug');
  await page.getByTestId('product-editor-save').click();
  await expect(settings.getByText('Invalid slug')).toBeVisible();
  await expect(settings.getByTestId('product-name-en-GB')).toHaveValue(`Table display ${suffix}`);
  await settings.getByTestId('product-slug').fill(`table-display-${suffix}`);
  await settings.getByTestId('product-article-code').fill(`TD-${suffix}`);
  await settings.getByTestId('product-published').click();
  await page.getByTestId('product-editor-save').click();
  await expect(page.getByText('Product saved').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Table display ${suffix}`);

  await page.goto(`${DRUCKEREI}/products/table-display-${suffix}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Table display ${suffix}`);

  // The admin sees what the new product still lacks (no price list yet), with a link to the editor
  // tab that fixes it; shoppers never get these hints (the server answers them to staff only).
  const priceHint = page.getByTestId('product-admin-hint-noPriceList');
  await expect(priceHint).toHaveText(/The price list for this product is not configured\./);
  await expect(page.getByTestId('product-admin-edit')).toBeVisible();
  await waitForHydration(page);
  await priceHint.getByRole('link', { name: 'Set prices' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/[^/?]+\?tab=prices$/);
  await expect(page.getByRole('tab', { name: 'Price Management' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('prices-tab')).toBeVisible();

  // Copy from the list: an unpublished copy opens in its editor.
  await page.goto(`${DRUCKEREI}/admin/products?q=TD-${suffix}`);
  await waitForHydration(page);
  await page.getByTestId(`copy-product-table-display-${suffix}`).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Table display ${suffix} (copy)`);

  // Archive and restore, each asked first.
  await page.goto(`${DRUCKEREI}/admin/products?q=TD-${suffix}`);
  await waitForHydration(page);
  await page.getByTestId(`archive-product-table-display-${suffix}`).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('Product archived').first()).toBeVisible();
  await expect(page.getByTestId(`product-link-table-display-${suffix}`)).toHaveCount(0);
  await page.goto(`${DRUCKEREI}/admin/products?q=TD-${suffix}&status=archived`);
  await waitForHydration(page);
  await page.getByTestId(`restore-product-table-display-${suffix}`).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Unarchive' }).click();
  await expect(page.getByText('Product restored').first()).toBeVisible();
});
