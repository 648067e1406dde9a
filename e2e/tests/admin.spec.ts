import { expect, test, type Page } from '@playwright/test';
import { logIn } from './login.ts';
import { acceptCookies, DRUCKEREI, waitForHydration } from './shell.ts';
import { graphql } from './shop-api.ts';

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
  await fieldForm.locator('input[name="label"]').fill(`Kostenstelle ${suffix}`);
  await page.getByTestId('save-field').click();
  await expect(page.getByTestId('user-fields-table')).toContainText(`kostenstelle${suffix}`);

  // My Account shows the field with its label; a value is saved and kept.
  await page.goto(`${DRUCKEREI}/account`);
  await waitForHydration(page);
  const input = page.getByTestId(`custom.kostenstelle${suffix}`);
  await expect(page.getByText(`Kostenstelle ${suffix}`, { exact: true })).toBeVisible();
  await input.fill('KS-4711');
  await page.getByTestId('profile-save').click();
  await expect(page.getByText(/gespeichert/i).first()).toBeVisible();
  await page.reload();
  await expect(page.getByTestId(`custom.kostenstelle${suffix}`)).toHaveValue('KS-4711');
});

test('every sidebar entry opens the same page by a click as by a full load', async ({ page }) => {
  // Seventeen pages, each opened twice (click, full load) and hydrated.
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  await page.goto(`${DRUCKEREI}/admin/dashboard`);
  await waitForHydration(page);
  const entries = page.getByTestId('admin-sidebar').locator('a[data-testid^="admin-nav-"]');
  const paths = await entries.evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  // Only screens that exist: no placeholder pages of later releases.
  expect(paths).toEqual([
    '/admin/dashboard',
    '/admin/activity',
    '/admin/orders',
    '/admin/products',
    '/admin/product-fields',
    '/admin/product-meta-fields',
    '/admin/categories',
    '/admin/price-lists',
    '/admin/pages',
    '/admin/users',
    '/admin/roles',
    '/admin/user-fields',
    // The theme editor is a screen of its own (full screen), which closes back to where it was opened.
    '/themeeditor?from=%2Fadmin%2Fdashboard',
    '/admin/settings',
    '/admin/system',
    '/admin/navigation',
    '/admin/domains',
    '/admin/localization',
    '/admin/translations',
  ]);
  const heading = page.getByRole('heading', { level: 1 });
  let previous = await heading.textContent();
  for (const path of paths.filter((href) => href.startsWith('/admin/') && href !== '/admin/dashboard')) {
    await page.getByTestId('admin-sidebar').locator(`a[href="${path}"]`).click();
    await expect(page).toHaveURL(`${DRUCKEREI}${path}`);
    // Each page has its own title: wait until the clicked one shows.
    await expect(heading).not.toHaveText(previous!);
    await expect(page.getByTestId('admin-error')).toHaveCount(0);
    const clicked = await heading.textContent();
    previous = clicked;
    await page.reload();
    await expect(heading).toHaveText(clicked!);
    await expect(page.getByTestId('admin-error')).toHaveCount(0);
    await waitForHydration(page);
  }
});

test('the users list keeps search, sort, page and columns in the address; ticked users are archived together', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const suffix = String(Date.now()).slice(-6);
  await signInAsAdmin(page);
  // Twelve users to page through, made through the API the user form calls.
  for (let n = 1; n <= 12; n += 1) {
    const number = String(n).padStart(2, '0');
    await graphql(
      page.request,
      'CreateUser',
      'mutation CreateUser($input: UserAccountInput!) { createUser(input: $input) { id } }',
      {
        input: {
          email: `liste${suffix}${number}@druckerei.test`,
          username: `liste${suffix}${number}`,
          firstName: 'Liste',
          lastName: `${suffix}-${number}`,
          language: 'de-DE',
          roles: ['customer'],
          password: 'Liste#2026',
        },
      },
    );
  }
  await page.goto(`${DRUCKEREI}/admin/users`);
  await waitForHydration(page);
  const table = page.getByTestId('users-table');
  const range = page.getByTestId('users-range');

  await page.getByTestId('users-search').fill(`liste${suffix}`);
  await expect(page).toHaveURL(new RegExp(`q=liste${suffix}`));
  await expect(range).toHaveText('1–12 von 12');
  // Username, then the other way round.
  const usernameHeader = table.getByRole('columnheader', { name: 'Benutzername' });
  await usernameHeader.click();
  await expect(usernameHeader).toHaveAttribute('aria-sort', 'ascending');
  await usernameHeader.click();
  await expect(usernameHeader).toHaveAttribute('aria-sort', 'descending');
  await page.getByTestId('users-page-size').click();
  await page.getByRole('option', { name: '10', exact: true }).click();
  await expect(range).toHaveText('1–10 von 12');
  await page.getByTestId('users-next').click();
  await expect(range).toHaveText('11–12 von 12');
  // Roles out of sight.
  await page.getByTestId('users-columns').click();
  await page.getByTestId('users-column-roles').click();
  await page.keyboard.press('Escape');
  await expect(table.getByRole('columnheader', { name: 'Rollen' })).toHaveCount(0);
  await expect(page).toHaveURL(/sort=-username/);
  await expect(page).toHaveURL(/page=2/);

  // A reload (or the link sent to a colleague) shows the same view.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('users-search')).toHaveValue(`liste${suffix}`);
  await expect(range).toHaveText('11–12 von 12');
  await expect(usernameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(table.getByRole('columnheader', { name: 'Rollen' })).toHaveCount(0);
  await expect(table).toContainText(`liste${suffix}02`);
  await expect(table).toContainText(`liste${suffix}01`);
  await expect(table).not.toContainText(`liste${suffix}03`);

  // Both users on this page ticked, archived together after the confirmation.
  // The box of a row is named after the user ("Liste …-01 auswählen"); its label takes the click.
  for (const number of ['01', '02']) {
    const row = table.getByRole('row').filter({ hasText: `liste${suffix}${number}` });
    await row.getByTestId(/^select-row-/).click();
    await expect(row.getByRole('checkbox', { name: `Liste ${suffix}-${number} auswählen` })).toBeChecked();
  }
  await expect(page.getByTestId('users-bulk-count')).toHaveText('2 ausgewählt');
  await page.getByTestId('users-bulk-archive').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('2 Benutzer');
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Archivieren' }).click();
  await expect(page.getByText('2 Benutzer archiviert').first()).toBeVisible();
  // Archived users leave the list of active ones: ten remain, and page 2 is gone, so page 1 shows.
  await expect(range).toHaveText('1–10 von 10');
  await expect(page).not.toHaveURL(/page=2/);
  await page.getByTestId('users-show-archived').click();
  await expect(page).toHaveURL(/archived=1/);
  await expect(range).toHaveText('1–10 von 12');
  // Still sorted by username the other way round: the two archived ones are on page 2.
  await page.getByTestId('users-next').click();
  await expect(range).toHaveText('11–12 von 12');
  await expect(page.getByTestId(`unarchive-user-liste${suffix}01`)).toBeVisible();
  await expect(page.getByTestId(`unarchive-user-liste${suffix}02`)).toBeVisible();
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

test('the admin reorders user fields by moving and by dragging; My Account follows the order', async ({
  page,
}) => {
  // Sign-in with the mailed code, two saves, a move and a drag: more than the default 30 s on a busy CI.
  test.setTimeout(90_000);
  const suffix = String(Date.now()).slice(-6);
  const first = `erstes${suffix}`;
  const second = `zweites${suffix}`;
  await signInAsAdmin(page);
  await page.goto(`${DRUCKEREI}/admin/user-fields`);
  await waitForHydration(page);
  for (const name of [first, second]) {
    await page.getByTestId('new-field').click();
    const form = page.getByTestId('field-form');
    await form.locator('input[name="fieldName"]').fill(name);
    await form.locator('input[name="label"]').fill(`Label ${name}`);
    await page.getByTestId('save-field').click();
    await expect(page.getByTestId('user-fields-table')).toContainText(name);
  }
  const rows = page.getByTestId('user-fields-table').getByRole('row');
  const order = async () => {
    const texts = await rows.allInnerTexts();
    return texts
      .filter((text) => text.includes(suffix))
      .map((text) => (text.includes(first) ? first : second));
  };
  expect(await order()).toEqual([first, second]);

  await page.getByRole('button', { name: `Nach oben: ${second}` }).click();
  await expect(page.getByText('Feldreihenfolge gespeichert').first()).toBeVisible();
  await expect.poll(order).toEqual([second, first]);

  // Dragging a row onto the top edge of another moves it there (the handle is for keyboard users).
  const row = (name: string) => rows.filter({ hasText: name });
  // A person drags in many small moves; one big jump (Playwright's default) can end a few pixels off
  // on a busy machine, so move in steps and try again if the drop still missed.
  const drag = async (from: string, onto: string) => {
    const source = await row(from).boundingBox();
    const target = await row(onto).boundingBox();
    if (!source || !target) throw new Error('row not laid out');
    await page.mouse.move(source.x + 200, source.y + source.height / 2);
    await page.mouse.down();
    await page.mouse.move(target.x + 200, target.y + 3, { steps: 20 });
    await page.mouse.up();
  };
  await expect(async () => {
    await drag(first, second);
    await expect.poll(order, { timeout: 3_000 }).toEqual([first, second]);
  }).toPass({ timeout: 30_000 });

  await page.goto(`${DRUCKEREI}/account`);
  await waitForHydration(page);
  const labels = page.getByText(new RegExp(`^Label (${first}|${second})$`));
  await expect(labels).toHaveCount(2);
  expect(await labels.allInnerTexts()).toEqual([`Label ${first}`, `Label ${second}`]);
});
