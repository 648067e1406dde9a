import { expect, type Page } from '@playwright/test';
import { countMails, LOGIN_CODE, readFromMail } from './mailbox.ts';

/** Both login steps in the browser, the code read from the mailbox like a person would. */
export async function logIn(page: Page, login: string, password: string, email: string) {
  const before = await countMails(email, LOGIN_CODE);
  await page.getByTestId('login-name').fill(login);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('code-input')).toBeVisible();
  const code = await readFromMail(email, LOGIN_CODE, before + 1);
  await page.getByTestId('code-input').fill(code);
  await page.getByTestId('code-submit').click();
}
