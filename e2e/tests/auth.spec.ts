import { expect, test } from '@playwright/test';
import { logIn } from './login.ts';
import { readFromMail } from './mailbox.ts';
import { acceptCookies, DRUCKEREI, waitForHydration } from './shell.ts';

test('sign-up, login with the e-mailed code, deepLink round trip, logout', async ({ page }) => {
  const email = `e2e-${Date.now()}@kunde.test`;
  await page.goto(`${DRUCKEREI}/signup`);
  await waitForHydration(page);
  await acceptCookies(page);
  await page.getByTestId('signup-email').fill(email);
  await page.getByTestId('signup-password').fill('weak');
  await page.getByTestId('signup-submit').click();
  await expect(page.getByText(/mindestens 8 Zeichen|at least 8 characters/i).first()).toBeVisible();
  await page.getByTestId('signup-password').fill('Sicher#2026');
  await page.getByTestId('signup-submit').click();
  await expect(page.getByTestId('signup-success')).toBeVisible();

  // A deepLink (base64 in a URL-encoded string) leads back after login.
  const target = '/formtest?from=login';
  const deepLink = encodeURIComponent(Buffer.from(target).toString('base64'));
  await page.goto(`${DRUCKEREI}/login?deepLink=${deepLink}`);
  await waitForHydration(page);
  await page.getByTestId('login-name').fill(email);
  await page.getByTestId('login-password').fill('Falsch#2026');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toContainText(
    /Ungültige Kombination|Invalid login combination/,
  );

  await logIn(page, email, 'Sicher#2026', email);
  await expect(page).toHaveURL(`${DRUCKEREI}${target}`);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();

  // The session survives a reload (server-rendered with the cookie).
  await page.reload();
  await expect(page.getByTestId('user-menu-button')).toBeVisible();

  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('user-menu-logout').click();
  await expect(page).toHaveURL(`${DRUCKEREI}/`);
  await expect(page.getByTestId('login-link')).toBeVisible();
});

test('after "Log out", going back shows a visitor, even to a browser that kept the old access cookie', async ({
  page,
  context,
}) => {
  await page.goto(`${DRUCKEREI}/login`);
  await waitForHydration(page);
  await acceptCookies(page);
  await logIn(page, 'kunde', 'Kunde#2026', 'kunde@druckerei.test');
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
  await page.goto(`${DRUCKEREI}/account`);
  await waitForHydration(page);
  await expect(page.getByTestId('account-nav-password')).toBeVisible();
  const oldAccess = (await context.cookies()).find((cookie) => cookie.name === 'print_at')!;

  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('user-menu-logout').click();
  await expect(page).toHaveURL(`${DRUCKEREI}/`);
  await expect(page.getByTestId('login-link')).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(`${DRUCKEREI}/account`);
  await expect(page.getByTestId('login-link')).toBeVisible();
  await expect(page.getByTestId('account-nav-password')).toBeHidden();

  // A copy of the access cookie taken before signing out (another tab's, a stolen one) ended with it.
  await context.addCookies([oldAccess]);
  await page.reload();
  await expect(page.getByTestId('login-link')).toBeVisible();
  await expect(page.getByTestId('user-menu-button')).toBeHidden();
  await expect(page.getByTestId('account-nav-password')).toBeHidden();
});

test('an invalid deepLink leads to the home page after login', async ({ page }) => {
  await page.goto(`${DRUCKEREI}/login?deepLink=${encodeURIComponent('%%%not-base64')}`);
  await waitForHydration(page);
  await acceptCookies(page);
  await logIn(page, 'kunde', 'Kunde#2026', 'kunde@druckerei.test');
  await expect(page).toHaveURL(`${DRUCKEREI}/`);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
});

test('forgot password: the e-mailed link sets a new password that works', async ({ page }) => {
  const email = `reset-${Date.now()}@kunde.test`;
  const signup = await page.request.post(`${DRUCKEREI}/service-api/auth/signup`, {
    headers: { 'x-print-csrf': '1' },
    data: { email, password: 'Alt#202600' },
  });
  expect(signup.status()).toBe(201);

  await page.goto(`${DRUCKEREI}/forgot-password`);
  await waitForHydration(page);
  await acceptCookies(page);
  await page.getByTestId('forgot-email').fill(email);
  await page.getByTestId('forgot-submit').click();
  await expect(page.getByTestId('forgot-sent')).toContainText(
    /Falls die E-Mail-Adresse existiert|If the e-mail address exists/,
  );

  const link = await readFromMail(email, /(http:\/\/\S+\/reset-password\?token=[\w-]+)/);
  await page.goto(link);
  await waitForHydration(page);
  await page.getByTestId('reset-password').fill('Neu#2026xy');
  await page.getByTestId('reset-repeat-password').fill('Neu#2026xy');
  await page.getByTestId('reset-submit').click();
  await expect(page.getByTestId('reset-success')).toBeVisible();

  await page.goto(`${DRUCKEREI}/login`);
  await waitForHydration(page);
  await logIn(page, email, 'Neu#2026xy', email);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
});
