import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, DRUCKEREI, waitForHydration } from './shell.ts';

// Issue 12, defect 2: text that cannot be stored (here an ESC control character, as a paste can bring
// it) is refused at its field, in the visitor's language, by the same rule the server applies.

const useLanguage = (page: Page, language: string) =>
  page.context().addCookies([{ name: 'lang', value: language, url: DRUCKEREI }]);

test('a control character in an address field is named at the field and nothing is saved', async ({
  page,
}) => {
  await useLanguage(page, 'de-DE');
  await page.goto(`${DRUCKEREI}/account/addresses`);
  await waitForHydration(page);
  await acceptCookies(page);
  const billing = page.getByTestId('billing-form');
  await billing.getByTestId('firstName').fill('Gerda\u001b[31m');
  // Every other field valid: the control character is the only reason not to save.
  await billing.getByTestId('lastName').fill('Gast');
  await billing.getByTestId('email').fill('gerda@kunde.test');
  await billing.getByTestId('street').fill('Sonnenweg 5');
  await billing.getByTestId('zipCode').fill('79098');
  await billing.getByTestId('city').fill('Freiburg');
  await billing.getByTestId('country').fill('DE');
  await page.getByTestId('billing-save').click();

  await expect(billing.getByText('Unzulässige Zeichen U+001B')).toBeVisible();
  await expect(billing.getByTestId('firstName')).toHaveAttribute('aria-invalid', 'true');

  // Nothing was stored (asked as the page asks, with the visitor's session).
  const stored = await page.request.post(`${DRUCKEREI}/service-api/graphql?c=Stored`, {
    headers: { 'x-print-csrf': '1' },
    data: { query: 'query Stored { me { billingAddress { lastName } } }' },
  });
  expect(await stored.json()).toEqual({ data: { me: { billingAddress: null } } });

  // In English the same message; removing the character clears it.
  await useLanguage(page, 'en-GB');
  await page.reload();
  await waitForHydration(page);
  await billing.getByTestId('firstName').fill('Gerda\u0007');
  await page.getByTestId('billing-save').click();
  await expect(billing.getByText('Forbidden characters U+0007')).toBeVisible();
  await billing.getByTestId('firstName').fill('Gerda');
  await expect(billing.getByText('Forbidden characters U+0007')).toHaveCount(0);
});

test('the login form names a control character at the login field', async ({ page }) => {
  await useLanguage(page, 'de-DE');
  await page.goto(`${DRUCKEREI}/login`);
  await waitForHydration(page);
  await acceptCookies(page);
  await page.getByTestId('login-name').fill('kunde\u0001');
  await page.getByTestId('login-password').fill('Kunde#2026');
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('Unzulässige Zeichen U+0001')).toBeVisible();
  await expect(page.getByTestId('code-input')).toHaveCount(0);
});
