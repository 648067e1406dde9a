import { expect, test, type Page } from '@playwright/test';
import { logIn } from './login.ts';
import { acceptCookies, DRUCKEREI, NORTHPRINT, waitForHydration } from './shell.ts';
import { putPageLive } from './publish-page.ts';

// Issue 25: templates, versions and copies of CMS pages — a new page started from a template and seen
// live in the shop; the page builder's wizard adding a template's sections; an earlier version looked
// at and restored; a page duplicated from the list.

test.use({ locale: 'en-GB' });
test.describe.configure({ timeout: 150_000 });

async function signInAsAdmin(page: Page, shop: string, email: string) {
  await page.goto(`${shop}/login`);
  await waitForHydration(page);
  await acceptCookies(page);
  await logIn(page, 'admin', 'Admin#2026', email);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
}

async function openPagesList(page: Page, shop: string) {
  await page.goto(`${shop}/admin/pages`);
  await waitForHydration(page);
  await expect(page.getByTestId('pages-table')).toBeVisible();
}

/** In the page builder: the wizard's template of that category, added to the page. */
async function applyTemplate(page: Page, category: string, template: string) {
  await page.getByTestId('builder-templates').click();
  const wizard = page.getByTestId('page-builder-wizard');
  await expect(wizard).toBeVisible();
  await wizard.getByTestId(`template-category-${category}`).click();
  await wizard.getByTestId(`template-${template}`).click();
  await wizard.getByTestId('apply-template').click();
  await expect(page.getByText('Template content successfully added to page').first()).toBeVisible();
  await expect(wizard).toBeHidden();
}

test('a new page starts from a template and shows its sections live', async ({ page }) => {
  await signInAsAdmin(page, DRUCKEREI, 'admin@druckerei.test');
  await openPagesList(page, DRUCKEREI);
  await page.getByTestId('new-page-button').click();
  await page.getByTestId('new-page-title').fill('Sommerfest');
  await page.getByTestId('new-page-slug').fill('sommerfest');
  await page.getByTestId('new-page-from-template').click();
  await page.getByTestId('template-category-marketing').click();
  await expect(page.getByRole('img', { name: 'Preview of Event' })).toBeVisible();
  await page.getByTestId('template-event').click();
  await page.getByTestId('save-new-page').click();
  await expect(page.getByText('Template content successfully added to page').first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/pages\/[^/]+$/);
  await putPageLive(page);

  await page.goto(`${DRUCKEREI}/sommerfest`);
  const content = page.getByTestId('content-page');
  await expect(content.locator('h1')).toHaveText(/Open day|Tag der offenen Tür/);
  await expect(content.locator('h2').first()).toHaveText(/Programme|Programm/);
  await page.screenshot({ path: 'test-results/page-from-template.png', fullPage: true });
});

test('the wizard adds templates in the builder; an earlier version is looked at and restored', async ({
  page,
}) => {
  await signInAsAdmin(page, NORTHPRINT, 'admin@northprint.test');
  await openPagesList(page, NORTHPRINT);
  await page.getByTestId('new-page-button').click();
  await page.getByTestId('new-page-title').fill('Our story');
  await page.getByTestId('new-page-slug').fill('our-story');
  await page.getByTestId('save-new-page').click();
  await expect(page).toHaveURL(/\/admin\/pages\/[^/]+$/);
  const settings = page.url();

  // Version 2: the about template; version 3: a call to action after it.
  await page.getByTestId('edit-page-content').click();
  await expect(page.getByTestId('page-builder')).toBeVisible();
  const canvas = page.frameLocator('[data-testid="page-builder-canvas"]');
  await applyTemplate(page, 'company', 'about');
  await expect(canvas.locator('[data-testid="content-page"] h1')).toHaveText('About us');
  await page.getByTestId('builder-save').click();
  await expect(page.getByText('Page saved').first()).toBeVisible();
  await expect(page.getByTestId('builder-save')).toBeDisabled();
  await applyTemplate(page, 'sections', 'section-call-to-action');
  await expect(canvas.getByText('Get started')).toBeVisible();
  // One step of the history: undone and redone at once.
  await page.getByTestId('builder-undo').click();
  await expect(canvas.getByText('Get started')).toHaveCount(0);
  await page.getByTestId('builder-redo').click();
  await expect(canvas.getByText('Get started')).toBeVisible();
  await page.getByTestId('builder-save').click();
  // Saved: nothing left to save (the first save's toast may be gone, toasts close after 2 s).
  await expect(page.getByTestId('builder-save')).toBeDisabled();
  await page.screenshot({ path: 'test-results/page-builder-templates.png' });

  // The versions: 3 is the current one; 2 is looked at in the shop's own page and restored.
  await page.goto(settings);
  await waitForHydration(page);
  await expect(page.getByTestId('page-version-3')).toContainText('Current');
  await expect(page.getByTestId('page-version-1')).toContainText('by Fiona MacLeod');
  await page.getByTestId('view-version-2').click();
  const dialog = page.getByTestId('page-version-dialog');
  const shown = dialog.frameLocator('[data-testid="page-builder-canvas"]');
  await expect(shown.locator('[data-testid="content-page"] h1')).toHaveText('About us');
  await expect(shown.getByText('Get started')).toHaveCount(0);
  await dialog.getByTestId('restore-shown-version').click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Version 2 restored').first()).toBeVisible();
  await expect(page.getByTestId('page-version-4')).toContainText('Current');

  await putPageLive(page);
  await page.goto(`${NORTHPRINT}/our-story`);
  await expect(page.getByTestId('content-page').locator('h1')).toHaveText('About us');
  await expect(page.getByText('Get started')).toHaveCount(0);

  // A copy from the list: "(copy)", inactive, at the next free address.
  await openPagesList(page, NORTHPRINT);
  await page.getByTestId('pages-search').fill('Our story');
  await expect(page).toHaveURL(/q=/);
  await page.getByTestId('duplicate-page-Our story').click();
  await expect(page.getByText('Page duplicated: Our story (copy)').first()).toBeVisible();
  await page.getByTestId('pages-search').fill('Our story (copy)');
  await expect(page.getByTestId('page-status-Our story (copy)')).toHaveText('Inactive');
  await expect(page.getByTestId('pages-table')).toContainText('/our-story-copy');
});
