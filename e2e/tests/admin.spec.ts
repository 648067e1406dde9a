import { expect, test, type Page } from '@playwright/test';
import { logIn } from './login.ts';
import { acceptCookies, DRUCKEREI, waitForHydration } from './shell.ts';

test.use({ locale: 'de-DE' });

async function signInAsAdmin(page: Page) {
  await page.goto(`${DRUCKEREI}/login`);
  await waitForHydration(page);
  await acceptCookies(page);
  await logIn(page, 'admin', 'Admin#2026', 'admin@druckerei.test');
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
}

test('the admin creates a role, a user with it, and a user field that appears on My Account', async ({
  page,
}) => {
  const suffix = String(Date.now()).slice(-6);
  await signInAsAdmin(page);
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('user-menu-admin').click();
  await expect(page.getByTestId('admin-sidebar')).toBeVisible();
  await waitForHydration(page);

  // Roles: create "einkauf…" with one right.
  await page.getByTestId('admin-nav-roles').click();
  await expect(page.getByTestId('roles-table')).toBeVisible();
  await page.getByTestId('new-role').click();
  const roleForm = page.getByTestId('role-form');
  await roleForm.locator('input[name="name"]').fill(`Einkauf ${suffix}`);
  await page.getByTestId('save-role').click();
  await expect(
    page
      .getByTestId('role-form-error')
      .or(roleForm.getByText(/Kleinbuchstaben/))
      .first(),
  ).toBeVisible();
  await roleForm.locator('input[name="name"]').fill(`einkauf${suffix}`);
  await roleForm.locator('[name="description"]').fill('Bestellt für die Abteilung');
  await page.getByTestId('role-rights-orders.read').click();
  await page.getByTestId('save-role').click();
  await expect(page.getByTestId('roles-table')).toContainText(`einkauf${suffix}`);

  // Users: create one with the new role.
  await page.getByTestId('admin-nav-users').click();
  await page.getByTestId('new-user').click();
  const userForm = page.getByTestId('user-form');
  await userForm.locator('input[name="email"]').fill(`einkauf${suffix}@druckerei.test`);
  await userForm.locator('input[name="username"]').fill(`einkauf${suffix}`);
  await userForm.locator('input[name="firstName"]').fill('Erika');
  await userForm.locator('input[name="lastName"]').fill('Einkauf');
  await userForm.locator('input[name="password"]').fill('Einkauf#2026');
  await page.getByTestId(`user-roles-einkauf${suffix}`).click();
  await page.getByTestId('save-user').click();
  await page.getByTestId('users-search').fill(`einkauf${suffix}`);
  await expect(page.getByTestId('users-table')).toContainText(`einkauf${suffix}@druckerei.test`);

  // User fields: a custom field with a label per language.
  await page.getByTestId('admin-nav-user-fields').click();
  await page.getByTestId('new-field').click();
  const fieldForm = page.getByTestId('field-form');
  await fieldForm.locator('input[name="fieldName"]').fill(`kostenstelle${suffix}`);
  await fieldForm.locator('input[name="label"]').fill('Kostenstelle');
  await page.getByTestId('save-field').click();
  await expect(page.getByTestId('user-fields-table')).toContainText(`kostenstelle${suffix}`);

  // My Account shows the field with its label; a value is saved and kept.
  await page.goto(`${DRUCKEREI}/account`);
  await waitForHydration(page);
  const input = page.getByTestId(`custom.kostenstelle${suffix}`);
  await expect(page.getByText('Kostenstelle', { exact: true })).toBeVisible();
  await input.fill('KS-4711');
  await page.getByTestId('profile-save').click();
  await expect(page.getByText(/gespeichert/i).first()).toBeVisible();
  await page.reload();
  await expect(page.getByTestId(`custom.kostenstelle${suffix}`)).toHaveValue('KS-4711');
});

test('a customer cannot open the admin panel', async ({ page }) => {
  await page.goto(`${DRUCKEREI}/login`);
  await waitForHydration(page);
  await acceptCookies(page);
  await logIn(page, 'kunde', 'Kunde#2026', 'kunde@druckerei.test');
  await page.getByTestId('user-menu-button').click();
  await expect(page.getByTestId('user-menu-admin')).toHaveCount(0);
  await page.goto(`${DRUCKEREI}/admin/users`);
  await expect(page.getByTestId('admin-forbidden')).toBeVisible();
  await expect(page.getByTestId('users-table')).toHaveCount(0);
});
