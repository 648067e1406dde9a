import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { logIn } from './login.ts';
import { acceptCookies, DRUCKEREI, waitForHydration } from './shell.ts';
import { API_HEADERS, graphql, putInCart } from './shop-api.ts';

// Issue 15: what admins change and shoppers order shows on the dashboard's Activity card and the
// Activity page; the KPIs card shows the period's orders as charts and, toggled, as tables.

test.use({ locale: 'en-GB' });
test.describe.configure({ timeout: 120_000 });

async function signInAsAdmin(page: Page) {
  await page.goto(`${DRUCKEREI}/login`);
  await waitForHydration(page);
  await acceptCookies(page);
  await logIn(page, 'admin', 'Admin#2026', 'admin@druckerei.test');
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
}

/** A guest's order on invoice of 250 business cards (the checkout has its own specs). */
async function guestOrder() {
  const guest = await playwrightRequest.newContext();
  const started = await guest.post(`${DRUCKEREI}/service-api/auth/temporarySession`, {
    headers: API_HEADERS,
    data: { language: 'en-GB' },
  });
  expect(started.ok()).toBe(true);
  await putInCart(guest, 'visitenkarten-standard', 250, {
    firstName: 'Kai',
    lastName: 'Kennzahl',
    email: 'kai@example.com',
  });
  await graphql(
    guest,
    'Place',
    'mutation Place($input: CheckoutInput!) { placeOrder(input: $input) { id } }',
    {
      input: {
        billingAddress: {
          firstName: 'Kai',
          lastName: 'Kennzahl',
          email: 'kai@example.com',
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
  await guest.dispose();
}

test('a role changed and an order placed show on the Activity card and page', async ({ page }) => {
  const role = `aktivitaet${String(Date.now()).slice(-6)}`;
  await signInAsAdmin(page);
  await graphql(
    page.request,
    'CreateRole',
    'mutation CreateRole($input: CreateRoleInput!) { createRole(input: $input) { name } }',
    {
      input: { name: role, rights: ['admin.access'] },
    },
  );
  await graphql(
    page.request,
    'UpdateRole',
    'mutation UpdateRole($name: String!, $input: UpdateRoleInput!) { updateRole(name: $name, input: $input) { name } }',
    { name: role, input: { rights: ['admin.access', 'orders.read'] } },
  );
  await guestOrder();

  await page.goto(`${DRUCKEREI}/admin/dashboard`);
  await waitForHydration(page);
  const card = page.getByTestId('dashboard-activity');
  const roleEntries = card.getByRole('listitem').filter({ hasText: role });
  await expect(roleEntries.filter({ hasText: 'Changed' })).toBeVisible();
  await expect(roleEntries.filter({ hasText: 'Created' })).toBeVisible();
  await expect(roleEntries.first()).toContainText('Sabine Sonnenschein');
  await expect(card.getByRole('listitem').filter({ hasText: 'Guest' }).first()).toContainText('Placed');

  await card.getByTestId('dashboard-activity-all').click();
  await expect(page).toHaveURL(/\/admin\/activity$/);
  const table = page.getByTestId('activity-table');
  await expect(table.getByRole('row').filter({ hasText: role }).first()).toBeVisible();
  // The role's entry leads to the Roles page.
  await expect(table.getByRole('link', { name: role }).first()).toHaveAttribute('href', '/admin/roles');

  // Only roles: no order is left.
  await page.getByTestId('activity-type-filter').click();
  await page.getByRole('option', { name: 'Role' }).click();
  await expect(page).toHaveURL(/type=role/);
  await expect(table.getByRole('row').filter({ hasText: 'Guest' })).toHaveCount(0);
  await expect(table.getByRole('row').filter({ hasText: role })).toHaveCount(2);

  // Search for the role's name over all areas.
  await page.getByTestId('activity-type-filter').click();
  await page.getByRole('option', { name: 'All areas' }).click();
  await page.getByTestId('activity-search').fill(role);
  await expect(page).toHaveURL(new RegExp(`q=${role}`));
  await expect(table.getByRole('row').filter({ hasText: role })).toHaveCount(2);
  await expect(table.getByRole('row').filter({ hasText: 'Guest' })).toHaveCount(0);
});

test("a CMS page's entries lead to the page's settings, its deletion to nothing", async ({ page }) => {
  const title = `Aktivitätsseite ${String(Date.now()).slice(-6)}`;
  await signInAsAdmin(page);
  const { createContentPage } = (await graphql(
    page.request,
    'CreateContentPage',
    'mutation CreateContentPage($input: ContentPageInput!) { createContentPage(input: $input) { id } }',
    {
      input: {
        title: [{ language: 'de-DE', text: title }],
        slugs: [{ language: 'de-DE', text: `aktivitaet-${String(Date.now()).slice(-6)}` }],
      },
    },
  )) as { createContentPage: { id: string } };

  await page.goto(`${DRUCKEREI}/admin/activity`);
  await waitForHydration(page);
  await page.getByTestId('activity-search').fill(title);
  const table = page.getByTestId('activity-table');
  const created = table.getByRole('row').filter({ hasText: title }).filter({ hasText: 'Created' });
  await expect(created.getByRole('link', { name: title })).toHaveAttribute(
    'href',
    `/admin/pages/${createContentPage.id}`,
  );
  await created.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/pages/${createContentPage.id}$`));
  await expect(page.getByTestId('save-page')).toBeVisible();

  // The deletion's entry names the page without a link: there is no page left to open.
  await graphql(
    page.request,
    'DeleteContentPage',
    'mutation DeleteContentPage($id: ID!) { deleteContentPage(id: $id) }',
    {
      id: createContentPage.id,
    },
  );
  await page.goto(`${DRUCKEREI}/admin/activity?q=${encodeURIComponent(title)}`);
  await waitForHydration(page);
  const deleted = table.getByRole('row').filter({ hasText: title }).filter({ hasText: 'Deleted' });
  await expect(deleted).toBeVisible();
  await expect(deleted.getByRole('link')).toHaveCount(0);
});

test('the KPIs card shows the orders of the period as charts and as tables', async ({ page }) => {
  await guestOrder();
  await signInAsAdmin(page);
  await page.goto(`${DRUCKEREI}/admin/dashboard`);
  await waitForHydration(page);
  const card = page.getByTestId('dashboard-kpis');
  await expect(card.getByTestId('kpi-orders')).not.toHaveText('0');
  await expect(card.getByTestId('kpi-revenue')).toContainText('€');
  await expect(card.getByTestId('kpi-charts')).toBeVisible();

  await card.getByTestId('kpi-view-toggle').click();
  const tables = card.getByTestId('kpi-tables');
  await expect(tables.getByRole('table', { name: 'Top products' })).toContainText('Standard business cards');
  await expect(tables.getByRole('table', { name: 'Last 30 days' })).toBeVisible();

  await card.getByTestId('kpi-period-7').click();
  await expect(card.getByTestId('kpi-period-7')).toHaveAttribute('aria-pressed', 'true');
  await expect(tables.getByRole('table', { name: 'Last 7 days' })).toBeVisible();
  await expect(tables.getByRole('table', { name: 'Last 7 days' }).getByRole('row')).toHaveCount(9);
});
