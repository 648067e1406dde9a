import { expect, request, test } from '@playwright/test';
import { logIn } from './login.ts';
import { acceptCookies, DRUCKEREI, waitForHydration } from './shell.ts';

test("a temporary visitor's addresses move to their account when they log in", async ({ page }) => {
  // An account made elsewhere (its own cookie jar), so only the login can carry the visitor's data over.
  const email = `gast-${Date.now()}@kunde.test`;
  const api = await request.newContext({ baseURL: DRUCKEREI });
  const signup = await api.post('/service-api/auth/signup', {
    headers: { 'x-print-csrf': '1' },
    data: { email, password: 'Sicher#2026' },
  });
  expect(signup.status()).toBe(201);
  await api.dispose();

  // The visitor has no session; the page's first call starts a temporary one (druckerei allows them).
  await page.goto(`${DRUCKEREI}/account/addresses`);
  await waitForHydration(page);
  await acceptCookies(page);
  const billing = page.getByTestId('billing-form');
  await billing.getByTestId('firstName').fill('Gerda');
  await billing.getByTestId('lastName').fill('Gast');
  await billing.getByTestId('email').fill(email);
  await billing.getByTestId('street').fill('Sonnenweg 5');
  await billing.getByTestId('zipCode').fill('79098');
  await billing.getByTestId('city').fill('Freiburg');
  await billing.getByTestId('country').fill('DE');
  await page.getByTestId('billing-save').click();
  await expect(page.getByText(/gespeichert|saved/i).first()).toBeVisible();

  await page.goto(
    `${DRUCKEREI}/login?deepLink=${encodeURIComponent(Buffer.from('/account/addresses').toString('base64'))}`,
  );
  await waitForHydration(page);
  await logIn(page, email, 'Sicher#2026', email);
  await expect(page).toHaveURL(`${DRUCKEREI}/account/addresses`);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
  await expect(page.getByTestId('billing-form').getByTestId('city')).toHaveValue('Freiburg');
});

test('a session that cannot be renewed ends in the forced logout, and login leads back', async ({
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
  await expect(page.getByTestId('profile-form')).toBeVisible();

  // The access token expires and the refresh fails (the auth service is down). The refresh token is
  // no longer valid either: any request of the page's own (React Router's route discovery under
  // /__manifest) may renew a session on the server, which would let the save through.
  await context.clearCookies({ name: 'print_at' });
  const [refreshCookie] = await context
    .cookies(DRUCKEREI)
    .then((all) => all.filter((c) => c.name === 'print_rt'));
  await context.addCookies([{ ...refreshCookie!, value: 'no-longer-valid' }]);
  await page.route('**/service-api/auth/refresh', (route) => route.fulfill({ status: 503, body: '' }));
  await page.getByTestId('firstName').fill('Karla');
  await page.getByTestId('profile-save').click();

  await expect(page).toHaveURL(/\/login\?logout=1&deepLink=/);
  await expect(page.getByTestId('forced-logout')).toBeVisible();
  await page.unroute('**/service-api/auth/refresh');
  await waitForHydration(page);
  await logIn(page, 'kunde', 'Kunde#2026', 'kunde@druckerei.test');
  await expect(page).toHaveURL(`${DRUCKEREI}/account`);
});
