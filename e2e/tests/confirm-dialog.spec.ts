import { expect, test } from '@playwright/test';
import { acceptCookies, NORTHPRINT } from './shell.ts';

test.use({ locale: 'en-GB' });

test.beforeEach(async ({ page }) => {
  await page.goto(`${NORTHPRINT}/formtest`);
  await acceptCookies(page);
});

test('confirmOnly: default title and buttons, Enter confirms, Escape cancels', async ({ page }) => {
  const dialog = page.getByRole('alertdialog');
  const result = page.getByTestId('dialog-result');

  await page.getByTestId('open-confirm-only').click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading')).toHaveText('Are you sure?');
  // The message is the dialog's accessible description.
  const message = await dialog.locator('p').first().textContent();
  expect(message).toBeTruthy();
  await expect(dialog).toHaveAccessibleDescription(message ?? '');
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(result).toHaveText('confirmed');

  await page.getByTestId('open-confirm-only').click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(result).toHaveText('cancelled');

  await page.getByTestId('open-confirm-only').click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(result).toHaveText('cancelled');
});

test('stringConfirm: disabled until the exact phrase is typed, then reset after closing', async ({
  page,
}) => {
  const dialog = page.getByRole('alertdialog');
  const phrase = dialog.getByRole('textbox');
  const confirm = dialog.getByRole('button', { name: 'Delete' });
  const mismatch = dialog.getByText('Must match the requirement');
  const result = page.getByTestId('dialog-result');

  await page.getByTestId('open-string-confirm').click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Type DELETE to confirm');
  await expect(confirm).toBeDisabled();
  // Nothing typed yet: no error shown, the field is not marked invalid.
  await expect(mismatch).toBeHidden();
  await expect(phrase).not.toHaveAttribute('aria-invalid', 'true');

  await phrase.fill('delete');
  await expect(confirm).toBeDisabled();
  await expect(mismatch).toBeVisible();
  await expect(phrase).toHaveAttribute('aria-invalid', 'true');
  await phrase.press('Enter');
  await expect(dialog).toBeVisible();

  await phrase.fill('DELETE');
  await expect(confirm).toBeEnabled();
  await expect(mismatch).toBeHidden();
  await phrase.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(result).toHaveText('confirmed');

  // Opened again: the typed text is gone and confirming is blocked again.
  await page.getByTestId('open-string-confirm').click();
  await expect(phrase).toHaveValue('');
  await expect(confirm).toBeDisabled();
  await expect(mismatch).toBeHidden();
  await phrase.fill('DEL');
  await expect(mismatch).toBeVisible();
  await expect(confirm).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(result).toHaveText('cancelled');

  await page.getByTestId('open-string-confirm').click();
  await expect(phrase).toHaveValue('');
});
