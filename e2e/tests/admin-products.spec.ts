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

test('the admin finds a product in the list and opens its editor; an unknown product is not found', async ({
  page,
}) => {
  await signInAsAdmin(page);
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
