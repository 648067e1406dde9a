import { expect, test, type Page } from '@playwright/test';
import { DRUCKEREI_SHOP, NORTHPRINT_SHOP, signIn, type Account } from './demo-shops.ts';
import { waitForHydration } from './shell.ts';

// Issue 27: the platform's Tenants area. The operator (an account of the Druckerei) lists the tenants,
// opens NorthPrint, changes its company name and claim, and NorthPrint's shop shows them; the operator
// opens NorthPrint's own admin signed in once (decision 0088). Tenant admins of both shops see no
// Tenants area.

test.use({ locale: 'en-GB' });
// One after another: the first changes NorthPrint's name, which the others read.
test.describe.configure({ mode: 'serial' });

const OPERATOR: Account = ['plattform', 'Plattform#2026', 'plattform@druckerei.test'];

async function saveNorthPrint(page: Page, companyName: string, claim: string) {
  await page.getByTestId('companyName').fill(companyName);
  await page.getByTestId('claim-en-GB').fill(claim);
  await page.getByTestId('save-tenant-general').click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  // Gone before the next save, whose toast would otherwise stand beside this one.
  await expect(page.getByText('Settings saved')).toBeHidden();
}

test('the operator changes NorthPrint’s company name and claim from the Tenants area; its shop shows them', async ({
  page,
}) => {
  await signIn(page, DRUCKEREI_SHOP, OPERATOR);
  await page.goto(`${DRUCKEREI_SHOP.origin}/admin/tenants`);
  await waitForHydration(page);
  const table = page.getByTestId('tenants-table');
  await expect(table).toContainText('NorthPrint Studio Ltd');
  await expect(table).toContainText('northprint.localhost');
  await expect(table).toContainText('Druckerei Sonnenschein GmbH');
  await page.screenshot({ path: 'test-results/tenants-list-1440.png', fullPage: true });

  await page.getByTestId('tenants-search').fill('northprint');
  await expect(table.getByTestId('edit-tenant-druckerei')).toHaveCount(0);
  await table.getByTestId('edit-tenant-northprint').click();
  await expect(page).toHaveURL(/\/admin\/tenants\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('companyName')).toHaveValue('NorthPrint Studio Ltd');
  await page.screenshot({ path: 'test-results/tenant-detail-1440.png', fullPage: true });

  await saveNorthPrint(page, 'NorthPrint Studio Renamed', 'Printed by the platform');
  // A required field left empty keeps what was typed and saves nothing.
  await page.getByTestId('companyName').fill('');
  await page.getByTestId('claim-en-GB').fill('Not saved');
  await page.getByTestId('save-tenant-general').click();
  await expect(page.getByTestId('claim-en-GB')).toHaveValue('Not saved');

  await page.getByTestId('tenant-tab-subscription').click();
  await expect(page.getByTestId('no-subscription')).toBeVisible();

  const shop = await page.context().newPage();
  await shop.goto(`${NORTHPRINT_SHOP.origin}/`);
  await expect(shop.getByTestId('footer-claim')).toHaveText('Printed by the platform');
  await expect(shop.locator('footer')).toContainText('NorthPrint Studio Renamed');
  await shop.close();

  await page.getByTestId('tenant-tab-settings').click();
  await saveNorthPrint(page, 'NorthPrint Studio Ltd', 'Sharp print for bold brands.');
});

test('the operator opens NorthPrint’s own admin signed in once', async ({ page }) => {
  await signIn(page, DRUCKEREI_SHOP, OPERATOR);
  await page.goto(`${DRUCKEREI_SHOP.origin}/admin/tenants`);
  await waitForHydration(page);
  await page.getByTestId('open-tenant-admin-northprint').click();
  await expect(page).toHaveURL(`${NORTHPRINT_SHOP.origin}/admin/dashboard`);
  await expect(page.getByText('NorthPrint Studio Ltd').first()).toBeVisible();
});

test('the Tenants area at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, DRUCKEREI_SHOP, OPERATOR);
  await page.goto(`${DRUCKEREI_SHOP.origin}/admin/tenants`);
  await waitForHydration(page);
  await expect(page.getByTestId('tenants-table')).toContainText('NorthPrint Studio Ltd');
  await page.screenshot({ path: 'test-results/tenants-list-375.png', fullPage: true });
  await page.getByTestId('edit-tenant-northprint').click();
  await expect(page.getByTestId('companyName')).toBeVisible();
  await page.screenshot({ path: 'test-results/tenant-detail-375.png', fullPage: true });
});

for (const shop of [DRUCKEREI_SHOP, NORTHPRINT_SHOP]) {
  test(`a tenant admin of ${shop.name} does not see the Tenants area`, async ({ page }) => {
    await signIn(page, shop, shop.admin);
    await page.goto(`${shop.origin}/admin/dashboard`);
    await waitForHydration(page);
    await expect(page.getByTestId('admin-nav-users')).toBeAttached();
    await expect(page.getByTestId('admin-nav-tenants')).toHaveCount(0);
    const response = await page.goto(`${shop.origin}/admin/tenants`);
    expect(response?.status()).toBe(403);
  });
}
