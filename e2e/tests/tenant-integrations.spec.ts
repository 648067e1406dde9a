import { expect, test, type Page } from '@playwright/test';
import { FAKE_INTEGRATIONS_PORT } from '../ports.ts';
import { DRUCKEREI_SHOP, NORTHPRINT_SHOP, signIn, type Account } from './demo-shops.ts';
import { waitForHydration } from './shell.ts';

// Issue 27: a tenant's integration tabs and its header in the Settings tab (decision 0093). The operator
// sets NorthPrint's print-design endpoint and key from the Tenants area and tests the connection against
// the local fake print-design service; each demo shop's own admin changes the header's top line in the
// Settings tab of /admin/settings, and that shop's header follows.

const OPERATOR: Account = ['plattform', 'Plattform#2026', 'plattform@druckerei.test'];
const ENDPOINT = `http://127.0.0.1:${FAKE_INTEGRATIONS_PORT}/print-design`;

async function shot(page: Page, name: string) {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    await page.screenshot({ path: `test-results/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('the operator sets NorthPrint’s print-design endpoint and the connection test answers from the service', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DRUCKEREI_SHOP, OPERATOR);
  await page.goto(`${DRUCKEREI_SHOP.origin}/admin/tenants`);
  await waitForHydration(page);
  await page.getByTestId('tenants-search').fill('northprint');
  await page.getByTestId('tenants-table').getByTestId('edit-tenant-northprint').click();
  await expect(page).toHaveURL(/\/admin\/tenants\/[0-9a-f-]{36}$/);
  // The tabs in the spec's order (automatic translation joins between Order workflow and Subscription).
  await expect(page.getByRole('tab')).toHaveText([
    'Settings',
    'Domain',
    'Navigation',
    'Localization',
    'Print-design integration',
    'Order workflow',
    'Automatic translation',
    'Subscription',
    'Scheduling service',
  ]);

  await page.getByTestId('tenant-tab-print-design').click();
  const form = page.getByTestId('print-design-form');
  await expect(form).toContainText('Not set');
  // Without a key the test says so honestly.
  await form.getByTestId('printDesignEndpointUrl').fill(ENDPOINT);
  await form.getByTestId('test-print-design').click();
  await expect(form.getByTestId('test-print-design-result')).toHaveText(
    'Not configured: the endpoint or the API key is missing.',
  );
  // A wrong key typed: the service refuses it.
  await form.locator('input[name="apiKey"]').fill('wrong-key');
  await form.getByTestId('test-print-design').click();
  await expect(form.getByTestId('test-print-design-result')).toHaveText(
    'The service refused the API key (unauthorised).',
  );
  await form.locator('input[name="apiKey"]').fill('e2e-print-design-key');
  await form.getByTestId('printDesignEnabled').click();
  await form.getByTestId('save-print-design').click();
  await expect(page.getByText('Settings saved').first()).toBeVisible();
  await expect(form).toContainText('Set (••••-key)');
  await expect(form.locator('input[name="apiKey"]')).toHaveValue('');
  // With the stored key.
  await form.getByTestId('test-print-design').click();
  await expect(form.getByTestId('test-print-design-result')).toHaveText('Connection successful');
  await shot(page, 'tenant-print-design');

  // The scheduling tab without a key: not configured, said so.
  await page.getByTestId('tenant-tab-scheduling').click();
  await expect(page.getByTestId('scheduling-not-configured')).toBeVisible();
  await shot(page, 'tenant-scheduling');

  // Back to a NorthPrint without the integration (reruns start the same).
  await page.getByTestId('tenant-tab-print-design').click();
  await form.getByTestId('printDesignEnabled').click();
  await form.getByTestId('printDesignEndpointUrl').fill('');
  await form.getByTestId('secret-remove-apiKey').click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Remove' }).click();
  await form.getByTestId('save-print-design').click();
  await expect(form).toContainText('Not set');
});

const HEADER_LANGUAGES = [
  [DRUCKEREI_SHOP, ['de-DE', 'en-GB']],
  [NORTHPRINT_SHOP, ['en-GB', 'en-US']],
] as const;

for (const [demo, languages] of HEADER_LANGUAGES) {
  test(`${demo.name}: a tenant admin changes the header in the Settings tab and the shop header follows`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, demo, demo.admin);
    await page.goto(`${demo.origin}/admin/settings`);
    await waitForHydration(page);
    const header = page.getByTestId('tenant-header-settings');
    // The top line's text in each of the shop's languages.
    const suffixes = languages.map((code) => header.getByTestId(`header-topCta-suffix-${code}`));
    const before = await Promise.all(suffixes.map((input) => input.inputValue()));
    const text = `Copper foil week ${Date.now() % 100000}`;
    for (const input of suffixes) await input.fill(text);
    await shot(page, `tenant-settings-header-${demo.name}`);
    await header.getByTestId('header-save').click();
    await expect(page.getByText('Settings saved').first()).toBeVisible();

    const shop = await page.context().newPage();
    await shop.goto(`${demo.origin}/`);
    await expect(shop.getByTestId('header-top-line')).toHaveText(text);
    await shop.close();

    // The Order workflow tab is reachable here too (it left /admin/system).
    await page.getByTestId('tenant-tab-order-workflow').click();
    await expect(page.getByTestId('order-workflow-form')).toBeVisible();

    await page.getByTestId('tenant-tab-settings').click();
    for (const [index, input] of suffixes.entries()) await input.fill(before[index]!);
    await header.getByTestId('header-save').click();
    await expect(page.getByText('Settings saved').first()).toBeVisible();
  });
}
