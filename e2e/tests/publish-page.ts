import { expect, type Page } from '@playwright/test';

/**
 * On a page's settings: makes it Active and saves. Publishing checks the page first (issue 25, the publish
 * check); when it finds something the question lists it, and this answers "Publish anyway".
 */
export async function putPageLive(page: Page): Promise<void> {
  const saved = page.getByText(/^(Page saved|Seite gespeichert)$/).first();
  // A toast of an earlier save (the builder's, just left) would pass for this one before its question
  // opened, and the page would stay inactive: it closes first.
  await expect(saved).toHaveCount(0);
  await page.getByTestId('page-status').click();
  await page.getByRole('option', { name: /^(Active|Aktiv)$/ }).click();
  await page.getByTestId('save-page').click();
  const question = page.getByTestId('confirm-dialog');
  await expect(question.or(saved).first()).toBeVisible();
  if (await question.isVisible()) {
    await question.getByRole('button', { name: /^(Publish anyway|Trotzdem veröffentlichen)$/ }).click();
  }
  await expect(saved).toBeVisible();
}

/**
 * A time `ms` from now as the admin's `datetime-local` input takes it: local time, to the second (the
 * input keeps seconds it is given; a start at the next full minute would make a spec wait for it).
 */
export const localTimeIn = (page: Page, ms: number) =>
  page.evaluate((ahead) => {
    const at = new Date(Date.now() + ahead);
    const two = (value: number) => String(value).padStart(2, '0');
    return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`;
  }, ms);
