import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logIn } from './login.ts';
import { acceptCookies, DRUCKEREI, waitForHydration } from './shell.ts';
import { API_HEADERS, putInCart } from './shop-api.ts';
import { FAKE_STRIPE_PORT } from '../ports.ts';

/** The card provider's payment page: this slot's local fake (ports.ts). */
const PROVIDER_PAY_PAGE = new RegExp(`127\\.0\\.0\\.1:${FAKE_STRIPE_PORT}/pay/`);

// Issue 5 in the browser: checkout on invoice → Order history → the admin moves the order to Processed;
// and a card payment round trip through the local fake Stripe (started by playwright.config.ts).

test.use({ locale: 'de-DE' });
test.describe.configure({ timeout: 120_000 });

/** Envelopes into the cart through the API (the cart screens have their own specs). */
const putEnvelopesInCart = (request: APIRequestContext) =>
  putInCart(request, 'briefumschlaege-din-lang', 250, {
    companyName: 'Sonnig GmbH',
    address: 'Hofweg 3, Köln',
  });

async function fillBilling(page: Page) {
  const values: Record<string, string> = {
    'billing.firstName': 'Grete',
    'billing.lastName': 'Sonnig',
    'billing.email': 'grete@example.com',
    'billing.street': 'Hofweg 3',
    'billing.zipCode': '50667',
    'billing.city': 'Köln',
    'billing.country': 'DE',
  };
  for (const [name, value] of Object.entries(values)) await page.locator(`[name="${name}"]`).fill(value);
}

async function signIn(page: Page, login: string, password: string, email: string) {
  await page.goto(`${DRUCKEREI}/login`);
  await waitForHydration(page);
  await acceptCookies(page);
  await logIn(page, login, password, email);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
}

test('a customer orders on invoice, finds it in the order history, and the admin moves it to Processed', async ({
  page,
  browser,
}) => {
  await signIn(page, 'kunde', 'Kunde#2026', 'kunde@druckerei.test');
  await putEnvelopesInCart(page.request);

  await page.goto(`${DRUCKEREI}/cart`);
  await waitForHydration(page);
  await page.getByTestId('go-to-checkout').click();
  await expect(page.getByTestId('checkout-form')).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByTestId('summary-total')).toContainText('€');

  // Without the terms: the spec's message, nothing sent, nothing typed lost.
  await fillBilling(page);
  await page.getByTestId('place-order').click();
  await expect(
    page.getByText('Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.').first(),
  ).toBeVisible();
  await expect(page.locator('[name="billing.city"]')).toHaveValue('Köln');
  // The keyboard lands on the one thing to fix, marked invalid and described by the message.
  const terms = page.locator('input[name="acceptTerms"]');
  await expect(terms).toBeFocused();
  await expect(terms).toHaveAttribute('aria-describedby', /acceptTerms-error/);

  // The terms the customer accepts open beside the checkout: the shop's page, not a 404 (issue 25).
  const [termsPage] = await Promise.all([
    page.context().waitForEvent('page'),
    page.locator('a[href="/terms"]').first().click(),
  ]);
  await expect(
    termsPage.getByRole('heading', { name: /Allgemeine Geschäftsbedingungen/ }).first(),
  ).toBeVisible();
  await termsPage.close();

  await page.getByTestId('acceptTerms').click();
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('checkout-order-placed')).toBeVisible();
  const number = (await page.getByTestId('order-number').textContent())!.match(/\d{6,}/)![0];
  // The confirmation has its own address: a reload keeps it.
  await page.reload();
  await expect(page.getByTestId('order-number')).toContainText(number);

  // At once in the history, Placed.
  await page.goto(`${DRUCKEREI}/cart?tab=history`);
  await waitForHydration(page);
  const row = page.getByTestId('order-row').filter({ hasText: number });
  await expect(row).toContainText('Bestellt');

  // The admin finds it and moves it on.
  const adminContext = await browser.newContext({ locale: 'de-DE' });
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin', 'Admin#2026', 'admin@druckerei.test');
  await admin.goto(`${DRUCKEREI}/admin/orders`);
  await waitForHydration(admin);
  await admin.getByTestId(`order-link-${number}`).click();
  await expect(admin.getByTestId('admin-order')).toBeVisible();
  await expect(admin.getByTestId('order-item')).toHaveCount(1);
  await admin.getByTestId('order-set-status-processed').click();
  await expect(admin.getByTestId('order-status').first()).toContainText('Bearbeitet');
  await adminContext.close();

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('order-row').filter({ hasText: number })).toContainText('Bearbeitet');
});

test('the admin enables card payment; a visitor pays on the (fake) Stripe page and comes back to a placed order', async ({
  page,
  browser,
}) => {
  // The admin stores the shop's keys (write-only) and offers card payment.
  const adminContext = await browser.newContext({ locale: 'de-DE' });
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin', 'Admin#2026', 'admin@druckerei.test');
  await admin.goto(`${DRUCKEREI}/admin/system`);
  await waitForHydration(admin);
  // The shop's background jobs, read from the running job queue: none has failed.
  await expect(admin.getByTestId('failed-jobs')).toContainText('Keine fehlgeschlagenen Aufgaben.');
  // The order workflow is a tab of the shop's settings (decision 0093).
  await admin.goto(`${DRUCKEREI}/admin/settings?tab=order-workflow`);
  await waitForHydration(admin);
  await expect(admin.getByTestId('order-workflow-form')).toBeVisible();
  await admin.getByTestId('paymentMethods').getByText('Kartenzahlung').click();
  await admin.locator('input[name="cardSecretKey"]').fill('sk_test_e2e_4242424242');
  await admin.locator('input[name="cardWebhookSecret"]').fill('whsec_e2e_secret');
  await admin.getByTestId('save-order-workflow').click();
  await expect(admin.getByTestId('secret-cardSecretKey')).toContainText('••••4242');
  await expect(admin.locator('input[name="cardSecretKey"]')).toHaveValue('');
  await adminContext.close();

  // A visitor (temporary session) checks out with card.
  await page.goto(`${DRUCKEREI}/catalog`);
  await waitForHydration(page);
  await acceptCookies(page);
  await page.request.post(`${DRUCKEREI}/service-api/auth/temporarySession`, {
    headers: API_HEADERS,
    data: { language: 'de-DE' },
  });
  await putEnvelopesInCart(page.request);
  // The instance that saved the settings shows them on its next page (decision 0006).
  await page.goto(`${DRUCKEREI}/checkout`);
  await expect(page.getByTestId('payment-card')).toBeVisible();
  await waitForHydration(page);
  await fillBilling(page);
  await page.getByTestId('payment-card').click();
  await page.getByTestId('acceptTerms').click();
  await page.getByTestId('place-order').click();

  // The provider's payment page (the local fake). First the shopper cancels: back at checkout, told so.
  await page.waitForURL(PROVIDER_PAY_PAGE);
  await page.getByRole('link', { name: 'Cancel' }).click();
  await page.waitForURL(/\/checkout/);
  await expect(page.getByText('Die Zahlung wurde abgebrochen. Ihr Warenkorb ist unverändert.')).toBeVisible();
  await expect(page).toHaveURL(`${DRUCKEREI}/checkout`);

  // Then pays on a second attempt and comes back to the shop.
  await waitForHydration(page);
  await fillBilling(page);
  await page.getByTestId('payment-card').click();
  await page.getByTestId('acceptTerms').click();
  await page.getByTestId('place-order').click();
  await page.waitForURL(PROVIDER_PAY_PAGE);
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(/\/checkout\/return\?session_id=/);
  await expect(page.getByTestId('payment-return-page')).toHaveAttribute('data-state', 'success');
  const number = (await page.getByTestId('order-number').textContent())!.match(/\d{6,}/)![0];

  await page.goto(`${DRUCKEREI}/cart?tab=history`);
  await waitForHydration(page);
  await expect(page.getByTestId('order-row').filter({ hasText: number })).toContainText('Bestellt');
});
