import { expect, test } from '@playwright/test';
import { NORTHPRINT_SHOP, signIn } from './demo-shops.ts';
import { NORTHPRINT, waitForHydration } from './shell.ts';

// Issue 25: a page written by the AI (the local fake OpenAI server, e2e/playwright.config.ts) — the
// prompt's rule, the spec's four steps, the new inactive draft in both of the shop's languages — and
// "Translate with AI" on it, which finds nothing left to translate; in the page builder, blocks the AI
// writes inserted from the picker and a saved block written again.

test.use({ locale: 'en-GB' });
test.describe.configure({ timeout: 90_000 });

test('an admin creates a page with AI, watches its steps and opens the draft', async ({ page }) => {
  await signIn(page, NORTHPRINT_SHOP, NORTHPRINT_SHOP.admin);
  await page.goto(`${NORTHPRINT}/admin/pages`);
  await waitForHydration(page);
  await expect(page.getByTestId('pages-table')).toBeVisible();

  await page.getByTestId('ai-page-button').click();
  await page.getByTestId('save-ai-page').click();
  await expect(page.getByTestId('ai-page-form')).toContainText('Please enter a prompt');
  await page.getByTestId('ai-prompt').fill('A landing page for our business cards');
  await page.getByTestId('save-ai-page').click();

  const steps = page.getByTestId('ai-steps');
  await expect(steps).toContainText('Generating page');
  await expect(steps).toContainText('Adding layouts');
  await expect(steps).toContainText('Translating');
  await expect(steps).toContainText('Adding image placeholders');
  await expect(page.getByTestId('ai-page-ready')).toContainText('inactive draft', { timeout: 30_000 });
  await expect(steps.locator('li[data-state="done"]')).toHaveCount(4);
  await expect(page.getByTestId('ai-findings')).toContainText('1 picture is still to be chosen');

  await page.getByTestId('ai-open-page').click();
  await expect(page).toHaveURL(/\/admin\/pages\/[^/]+$/);
  await expect(page.getByTestId('page-title-en-GB')).toHaveValue('Business cards that stay');
  await expect(page.getByTestId('page-title-en-US')).toHaveValue('[en-US] Business cards that stay');
  await expect(page.getByTestId('page-status')).toContainText('Inactive');

  await page.getByTestId('ai-translate-button').click();
  await expect(page.getByTestId('ai-translate-intro')).toContainText('English (United States)');
  await page.getByTestId('ai-translate-start').click();
  await expect(page.getByTestId('ai-translation-done')).toContainText(
    'Every text already has its translations.',
  );
  await page.getByTestId('ai-close').click();
});

test('in the page builder, the AI writes blocks into the page and rewrites a saved block', async ({
  page,
}) => {
  await signIn(page, NORTHPRINT_SHOP, NORTHPRINT_SHOP.admin);
  await page.goto(`${NORTHPRINT}/admin/pages`);
  await waitForHydration(page);
  await page.getByTestId('new-page-button').click();
  await page.getByTestId('new-page-title').fill('AI blocks');
  await page.getByTestId('new-page-slug').fill('ai-blocks');
  await page.getByTestId('save-new-page').click();
  await expect(page).toHaveURL(/\/admin\/pages\/[^/]+$/);
  await page.getByTestId('edit-page-content').click();
  await expect(page.getByTestId('page-builder')).toBeVisible();
  const canvas = page.frameLocator('[data-testid="page-builder-canvas"]');
  const outline = page.getByTestId('builder-outline');

  // The picker's 'create with AI instead': the prompt, the wizard's steps, the blocks on the canvas.
  await page.getByTestId('builder-insert').click();
  await page.getByTestId('insert-with-ai').click();
  await page.getByTestId('ai-prompt').fill('A section about our flyers');
  await page.getByTestId('save-ai-insert').click();
  const steps = page.getByTestId('ai-steps');
  await expect(steps).toContainText('Generating page');
  await expect(steps).toContainText('Adding image placeholders');
  await expect(page.getByTestId('ai-blocks-inserted')).toContainText('3 blocks have been inserted', {
    timeout: 30_000,
  });
  await expect(steps.locator('li[data-state="done"]')).toHaveCount(4);
  await page.screenshot({ path: 'test-results/page-builder-ai-steps.png' });
  await page.getByTestId('ai-close').click();
  await expect(canvas.getByText('Flyers that get read')).toBeVisible();
  for (const label of ['Heading', 'Text', 'Image'])
    await expect(outline.getByText(label, { exact: true })).toHaveCount(1);
  await page.getByTestId('builder-save').click();
  await expect(page.getByText('Page saved').first()).toBeVisible();

  // The saved heading (selected since it was inserted) written again: its text changes on the canvas.
  await expect(page.getByLabel('Text (English (United Kingdom))')).toHaveValue('Flyers that get read');
  await page.getByTestId('builder-regenerate').click();
  await page.getByTestId('ai-prompt').fill('Say it shorter');
  await page.getByTestId('save-ai-regenerate').click();
  await expect(page.getByTestId('ai-block-regenerated')).toContainText('The block has been rewritten');
  await page.getByTestId('ai-close').click();
  await expect(canvas.getByText('New text')).toBeVisible();
  await expect(canvas.getByText('Flyers that get read')).toHaveCount(0);
  await expect(page.getByLabel('Text (English (United Kingdom))')).toHaveValue('New text');
  await page.screenshot({ path: 'test-results/page-builder-ai.png' });
});
