import { expect, test } from '@playwright/test';
import { NORTHPRINT_SHOP, signIn } from './demo-shops.ts';
import { NORTHPRINT, waitForHydration } from './shell.ts';

// Issue 25: a page written by the AI (the local fake OpenAI server, e2e/playwright.config.ts) — the
// prompt's rule, the spec's four steps, the new inactive draft in both of the shop's languages — and
// "Translate with AI" on it, which finds nothing left to translate.

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
  await expect(page.getByTestId('ai-findings')).toContainText('pictures are still to be chosen');

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
