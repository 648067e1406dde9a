import { expect, test, type Page } from '@playwright/test';
import { SHOP_PORT } from '../ports.ts';
import { logIn } from './login.ts';
import { acceptCookies, DRUCKEREI, NORTHPRINT, waitForHydration } from './shell.ts';

// Issue 14: the admin's own frame (top bar, sidebar by rights, menu on a phone, tenant switcher).

test.use({ locale: 'de-DE' });

async function signIn(page: Page, login: string, password: string) {
  await page.goto(`${DRUCKEREI}/login`);
  await waitForHydration(page);
  await acceptCookies(page);
  await logIn(page, login, password, `${login}@druckerei.test`);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
}

test('the admin has a frame of its own: top bar with the shop, its link and the user menu; no shop header, footer or cookie banner', async ({
  page,
}) => {
  await signIn(page, 'admin', 'Admin#2026');
  await page.goto(`${DRUCKEREI}/admin/dashboard`);
  await waitForHydration(page);
  const topBar = page.getByTestId('admin-top-bar');
  await expect(topBar.getByTestId('admin-shop-name')).toContainText('Druckerei Sonnenschein');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('dashboard-orders')).toBeVisible();
  await expect(page.locator('[data-header-type]')).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
  await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
  // A tenant admin administers this tenant only: no switcher.
  await expect(topBar.getByTestId('tenant-switcher')).toHaveCount(0);

  // The user menu of the shop, without the link into the admin it is in.
  await topBar.getByTestId('user-menu-button').click();
  await expect(page.getByTestId('user-menu-account')).toBeVisible();
  await expect(page.getByTestId('user-menu-logout')).toBeVisible();
  await expect(page.getByTestId('user-menu-admin')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // An address without a page is a 404 inside the admin's frame.
  await page.goto(`${DRUCKEREI}/admin/no-such-page`);
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByTestId('admin-sidebar')).toBeVisible();

  await topBar.getByTestId('admin-shop-link').click();
  await expect(page).toHaveURL(`${DRUCKEREI}/`);
  await expect(page.locator('[data-header-type]')).toBeVisible();
  await expect(page.getByTestId('admin-top-bar')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the sidebar folds into a menu: the content comes first', async ({ page }) => {
    await signIn(page, 'admin', 'Admin#2026');
    await page.goto(`${DRUCKEREI}/admin/dashboard`);
    await waitForHydration(page);
    const menuButton = page.getByTestId('admin-menu-button');
    const sidebar = page.getByTestId('admin-sidebar');
    await expect(sidebar).toBeHidden();
    // The page's own heading and first card are on screen, not below a list of entries.
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    await expect(page.locator('article[data-testid^="dashboard-"]').first()).toBeInViewport();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByTestId('admin-nav-dashboard')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(menuButton).toBeFocused();

    // Following an entry closes the menu and shows the page.
    await menuButton.click();
    await sidebar.getByTestId('admin-nav-users').click();
    await expect(page).toHaveURL(`${DRUCKEREI}/admin/users`);
    await expect(page.getByTestId('users-table')).toBeVisible();
    await expect(sidebar).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });
});

test('a platform operator switches to another tenant’s admin; its own tenant is marked', async ({ page }) => {
  await signIn(page, 'plattform', 'Plattform#2026');
  await page.goto(`${DRUCKEREI}/admin/dashboard`);
  await waitForHydration(page);
  await page.getByTestId('tenant-switcher').click();
  const list = page.getByTestId('tenant-list');
  await expect(list.getByTestId('tenant-druckerei')).toContainText('Druckerei Sonnenschein');
  await expect(list.getByTestId('tenant-druckerei')).toContainText('aktuell');
  await expect(list.getByTestId('tenant-druckerei')).toHaveAttribute(
    'href',
    `http://druckerei.localhost:${SHOP_PORT}/admin`,
  );
  // Another tenant's admin opens on its own host, signed in once (decision 0088).
  await list.getByTestId('tenant-northprint').click();
  await expect(page).toHaveURL(`${NORTHPRINT}/admin/dashboard`);
  await expect(page.getByTestId('tenant-switcher')).toBeVisible();
});
