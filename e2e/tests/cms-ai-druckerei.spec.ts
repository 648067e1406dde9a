import { expect, test } from '@playwright/test';
import { DRUCKEREI_SHOP, signIn } from './demo-shops.ts';
import { putPageLive } from './publish-page.ts';
import { DRUCKEREI, waitForHydration } from './shell.ts';

// Issue 25 in the German demo shop, Druckerei Sonnenschein (the English specs content-ai and stock-photos
// run in NorthPrint): a page written by the AI with the spec's four steps in German; a page of one's
// own translated into English with AI (saved as its next version); in its builder a stock photo from
// the fake Unsplash and blocks the AI writes, one of them written again and translated; the page live
// with the photographer's credit in German.

test.use({ locale: 'de-DE' });
test.describe.configure({ timeout: 120_000 });

test('an editor of Druckerei writes, translates and illustrates a page with AI and stock photos', async ({
  page,
}) => {
  await signIn(page, DRUCKEREI_SHOP, DRUCKEREI_SHOP.admin);
  await page.goto(`${DRUCKEREI}/admin/pages`);
  await waitForHydration(page);

  // A page from a prompt: the four steps in German, an inactive draft in both languages.
  await page.getByTestId('ai-page-button').click();
  await page.getByTestId('save-ai-page').click();
  await expect(page.getByTestId('ai-page-form')).toContainText('Bitte geben Sie einen Prompt ein');
  await page.getByTestId('ai-prompt').fill('Eine Seite über unsere Visitenkarten');
  await page.getByTestId('save-ai-page').click();
  const steps = page.getByTestId('ai-steps');
  for (const step of [
    'Seite wird generiert',
    'Layouts werden hinzugefügt',
    'Wird übersetzt',
    'Bildplatzhalter werden hinzugefügt',
  ])
    await expect(steps).toContainText(step);
  await expect(steps.locator('li[data-state="done"]')).toHaveCount(4, { timeout: 30_000 });
  await page.getByTestId('ai-close').click();

  // A page of one's own, in German only, translated into English by the AI.
  await page.getByTestId('new-page-button').click();
  await page.getByTestId('new-page-title').fill('Herbstaktion');
  await page.getByTestId('new-page-slug').fill('herbstaktion');
  await page.getByTestId('save-new-page').click();
  await expect(page).toHaveURL(/\/admin\/pages\/[^/]+$/);
  const settings = page.url();
  await waitForHydration(page);
  await page.getByTestId('ai-translate-button').click();
  await expect(page.getByTestId('ai-translate-intro')).toContainText('Englisch');
  await page.getByTestId('ai-translate-start').click();
  await expect(page.getByTestId('ai-translation-done')).toHaveText(
    'Die Übersetzungen wurden als neue Version gespeichert.',
    { timeout: 30_000 },
  );
  await page.getByTestId('ai-close').click();
  await expect(page.getByTestId('page-title-en-GB')).toHaveValue('[en-GB] Herbstaktion');

  // In the builder: a stock photo, then blocks the AI writes.
  await page.getByTestId('edit-page-content').click();
  await expect(page.getByTestId('page-builder')).toBeVisible();
  const canvas = page.frameLocator('[data-testid="page-builder-canvas"]');
  await page.getByTestId('builder-insert').click();
  await page.getByTestId('insert-tab-image').click();
  await page.getByTestId('insert-image').click();
  await expect(page.getByTestId('insert-block-dialog')).toBeHidden();
  await page.getByTestId('stock-photos-open').click();
  const photos = page.getByTestId('stock-photos-dialog');
  await photos.getByTestId('stock-photo-query').fill('business cards');
  await photos.getByTestId('stock-photo-query').press('Enter');
  await expect(photos.getByTestId('stock-photo-grid')).toContainText('Foto von Bo Pixel auf Unsplash');
  await photos.getByTestId('stock-photo-bizcard-blue-2').click();
  await expect(photos).toBeHidden();
  const figure = canvas.locator('[data-testid="content-page"] figure');
  await expect(figure.locator('img')).toHaveAttribute('src', /^\/media\/[0-9a-f-]{36}$/);

  await page.getByTestId('builder-insert').click();
  await page.getByTestId('insert-with-ai').click();
  await page.getByTestId('ai-prompt').fill('Ein Abschnitt über unsere Flyer');
  await page.getByTestId('save-ai-insert').click();
  await expect(page.getByTestId('ai-blocks-inserted')).toContainText('Blöcke wurden in die Seite eingefügt', {
    timeout: 30_000,
  });
  await page.getByTestId('ai-close').click();
  await page.getByTestId('builder-save').click();
  await expect(page.getByText('Seite gespeichert').first()).toBeVisible();

  // The saved heading (selected since it was inserted) written again, and translated into English.
  await page.getByTestId('builder-regenerate').click();
  await page.getByTestId('ai-prompt').fill('Kürzer, bitte');
  await page.getByTestId('save-ai-regenerate').click();
  await expect(page.getByTestId('ai-block-regenerated')).toContainText('Der Block wurde neu geschrieben');
  await expect(page.getByTestId('ai-block-translated')).toContainText(
    'aus Deutsch (Deutschland) in die anderen Sprachen des Shops übersetzt',
  );
  await page.getByTestId('ai-close').click();
  await page.getByLabel('Bearbeitungssprache').selectOption({ label: 'Englisch (Vereinigtes Königreich)' });
  await expect(canvas.getByText('[en-GB] New text')).toBeVisible();
  await page.getByTestId('builder-save').click();
  await expect(page.getByText('Seite gespeichert').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/cms-ai-druckerei-builder.png' });

  // Live: the shop's copy of the photo with the credit in German.
  await page.goto(settings);
  await waitForHydration(page);
  await putPageLive(page);
  await page.goto(`${DRUCKEREI}/herbstaktion`);
  const live = page.locator('[data-testid="content-page"] figure');
  await expect(live.locator('figcaption')).toHaveText('Foto von Bo Pixel auf Unsplash');
  await expect(live.getByRole('link', { name: 'Unsplash' })).toHaveAttribute(
    'href',
    'https://unsplash.com/?utm_source=print_e2e&utm_medium=referral',
  );
});
