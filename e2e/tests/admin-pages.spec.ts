import { expect, test, type Page } from '@playwright/test';
import { logIn } from './login.ts';
import { acceptCookies, NORTHPRINT, waitForHydration } from './shell.ts';

// Issue 25: CMS pages in the admin — create a page, change its title and slug, make it Active (after the
// publish check's findings, published anyway) and see it in the shop at its address, delete it after
// confirming; the imprint the shop links to stays.

test.use({ locale: 'en-GB' });
test.describe.configure({ timeout: 90_000 });

async function signInAsAdmin(page: Page) {
  await page.goto(`${NORTHPRINT}/login`);
  await waitForHydration(page);
  await acceptCookies(page);
  await logIn(page, 'admin', 'Admin#2026', 'admin@northprint.test');
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
}

async function openPagesList(page: Page) {
  await page.goto(`${NORTHPRINT}/admin/pages`);
  await waitForHydration(page);
  await expect(page.getByTestId('pages-table')).toBeVisible();
}

async function deletePage(page: Page, title: string) {
  await page.getByTestId('pages-search').fill(title);
  // The search reaches the address after a pause; asking before it would be cut short by it.
  await expect(page).toHaveURL(/q=/);
  const question = page.getByTestId('confirm-dialog');
  // On a busy machine the list may still be settling from the search when Delete is pressed, and the
  // question did not open once (two shards on two cores): the person presses again.
  await expect(async () => {
    if (!(await question.isVisible())) await page.getByTestId(`delete-page-${title}`).click();
    await expect(question).toContainText(`Do you really want to delete the page ${title}?`, {
      timeout: 3_000,
    });
  }).toPass({ timeout: 30_000 });
  await question.getByRole('button', { name: 'Delete' }).click();
}

test('an admin creates a page, renames it, puts it live at its slug and deletes it', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto(`${NORTHPRINT}/admin/dashboard`);
  await waitForHydration(page);
  await page.getByRole('link', { name: 'CMS pages' }).click();
  await expect(page.getByTestId('pages-table')).toBeVisible();
  await expect(page.getByTestId('page-link-Imprint')).toBeVisible();

  await page.getByTestId('new-page-button').click();
  await page.getByTestId('new-page-title').fill('Summer offers');
  await page.getByTestId('new-page-slug').fill('summer-offers');
  await page.getByTestId('save-new-page').click();
  await expect(page).toHaveURL(/\/admin\/pages\/[^/]+$/);
  await expect(page.getByTestId('page-title-en-GB')).toHaveValue('Summer offers');

  await page.getByTestId('page-title-en-GB').fill('Winter offers');
  await page.getByTestId('page-slug-en-GB').fill('winter-offers');
  await page.getByTestId('save-page').click();
  await expect(page.getByText('Page saved').first()).toBeVisible();

  // Inactive: the shop has no page there yet (its editors get a way to page management).
  await page.goto(`${NORTHPRINT}/winter-offers`);
  await expect(page.getByTestId('page-management-link')).toBeVisible();

  await page.goBack();
  await waitForHydration(page);
  await page.getByTestId('page-status').click();
  await page.getByRole('option', { name: 'Active', exact: true }).click();
  await page.getByTestId('save-page').click();
  // Publishing checks the page first: an empty page without SEO texts has findings, listed before it goes
  // live. Cancel keeps it inactive; "Publish anyway" puts it live.
  const question = page.getByTestId('confirm-dialog');
  await expect(question).toContainText('Before publishing');
  const findings = question.getByTestId('publish-finding');
  await expect(findings.filter({ hasText: 'No SEO title' }).first()).toContainText('Page settings');
  await expect(findings.filter({ hasText: 'Missing translation' }).first()).toContainText(
    'English (United States)',
  );
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await page.getByTestId('save-page').click();
  await question.getByRole('button', { name: 'Publish anyway' }).click();
  await expect(page.getByText('Page saved').first()).toBeVisible();
  await expect(page.getByTestId('view-page')).toHaveAttribute('href', '/winter-offers');

  await page.goto(`${NORTHPRINT}/winter-offers`);
  await expect(page.getByTestId('empty-page')).toBeVisible();
  await expect(page).toHaveTitle(/Winter offers/);

  await openPagesList(page);
  await expect(page.getByTestId('page-status-Winter offers')).toHaveText('Active');
  await deletePage(page, 'Winter offers');
  await expect(page.getByText('Page deleted').first()).toBeVisible();
  await expect(page.getByTestId('page-link-Winter offers')).toHaveCount(0);
});

test('the imprint cannot be deleted: the server says so', async ({ page }) => {
  await signInAsAdmin(page);
  await openPagesList(page);
  await deletePage(page, 'Imprint');
  await expect(page.getByText('The page Imprint cannot be deleted').first()).toBeVisible();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('page-link-Imprint')).toBeVisible();
});
