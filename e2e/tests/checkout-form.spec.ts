import { expect, request, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { logIn } from './login.ts';
import { acceptCookies, DRUCKEREI, waitForHydration } from './shell.ts';
import { API_HEADERS, putInCart } from './shop-api.ts';

// Issue 12: checkout starts with the delivery address saved in the profile; unit prices add up to the
// line totals (cart, order); a failed submit on a phone says each thing once, at the field to fix.

test.use({ locale: 'de-DE' });
test.describe.configure({ timeout: 120_000 });

/**
 * 100 standard business cards into the cart through the API: 12 ct net each, €14.28 with 19 % VAT,
 * so €0.1428 each (no stock limit, so other specs' orders are not affected).
 */
const putCardsInCart = (request: APIRequestContext) =>
  putInCart(request, 'visitenkarten-standard', 100, {
    firstName: 'Grete',
    lastName: 'Sonnig',
    email: 'grete@example.com',
  });

/** Fills one address form of My Account → addresses and saves it. */
async function saveAddress(page: Page, kind: 'billing' | 'shipping', values: Record<string, string>) {
  const form = page.getByTestId(`${kind}-form`);
  for (const [name, value] of Object.entries(values)) await form.getByTestId(name).fill(value);
  await page.getByTestId(`${kind}-save`).click();
  await expect(page.getByText(/gespeichert/).first()).toBeVisible();
}

/**
 * Notes every toast that appears from now on: they close after 2 s, so looking for one later could
 * miss it. `toastsSeen` reads the texts.
 */
async function watchToasts(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { toastsSeen: seen });
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('.Toastify__toast')) {
        if (!seen.includes(toast.textContent ?? '')) seen.push(toast.textContent ?? '');
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
}
const toastsSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { toastsSeen: string[] }).toastsSeen);

/** Nothing lies over the element's middle (no toast, no sticky header): a person can see and tap it. */
async function expectUncovered(locator: Locator) {
  await expect(locator).toBeInViewport({ ratio: 1 });
  const onTop = await locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (element === hit || element.contains(hit));
  });
  expect(onTop).toBe(true);
}

const BILLING = {
  firstName: 'Grete',
  lastName: 'Sonnig',
  email: 'grete@example.com',
  street: 'Hofweg 3',
  zipCode: '50667',
  city: 'Köln',
  country: 'DE',
};
const DELIVERY = {
  firstName: 'Lena',
  lastName: 'Lager',
  street: 'Kaiweg 4',
  zipCode: '20457',
  city: 'Hamburg',
  country: 'DE',
};

test('a customer with a delivery address in the profile sees it at checkout, and the order goes there', async ({
  page,
}) => {
  const email = `lieferung-${Date.now()}@kunde.test`;
  const signup = await request.newContext({ baseURL: DRUCKEREI });
  expect(
    (
      await signup.post('/service-api/auth/signup', {
        headers: { 'x-print-csrf': '1' },
        data: { email, password: 'Sicher#2026' },
      })
    ).status(),
  ).toBe(201);
  await signup.dispose();
  await page.goto(`${DRUCKEREI}/login`);
  await waitForHydration(page);
  await acceptCookies(page);
  await logIn(page, email, 'Sicher#2026', email);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();

  // My Account → addresses: a billing and another delivery address.
  await page.goto(`${DRUCKEREI}/account/addresses`);
  await waitForHydration(page);
  await saveAddress(page, 'billing', BILLING);
  await saveAddress(page, 'shipping', DELIVERY);

  await putCardsInCart(page.request);
  await page.goto(`${DRUCKEREI}/cart`);
  await waitForHydration(page);
  const item = page.getByTestId('cart-item');
  await expect(item.getByTestId('item-total')).toHaveText('14,28 €');
  // 100 × 0,1428 € = 14,28 €; rounded to cents (0,14 €) the unit price would make 14,00 €.
  await expect(item.getByTestId('item-unit-price')).toHaveText('0,1428 €');

  await page.getByTestId('go-to-checkout').click();
  await expect(page.getByTestId('checkout-form')).toBeVisible();
  await waitForHydration(page);
  await expect(page.locator('input[name="shippingSameAsBilling"]')).not.toBeChecked();
  const delivery = page.getByTestId('checkout-shipping');
  await expect(delivery).toBeVisible();
  for (const [name, value] of Object.entries(DELIVERY)) {
    await expect(page.locator(`[name="shipping.${name}"]`)).toHaveValue(value);
  }

  await page.getByTestId('acceptTerms').click();
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('checkout-order-placed')).toBeVisible();
  await page.getByTestId('view-order').click();
  const shipping = page.getByTestId('order-shipping');
  await expect(shipping).toContainText('Lena Lager');
  await expect(shipping).toContainText('Kaiweg 4');
  await expect(shipping).toContainText('20457 Hamburg');
  await expect(page.getByTestId('order-billing')).toContainText('Hofweg 3');
  await expect(page.getByTestId('order-item-unit-price')).toHaveText('0,1428 €');
  await expect(page.getByTestId('order-item-total')).toHaveText('14,28 €');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a failed checkout says each thing once, where it belongs, and leads to the field to fix', async ({
    page,
  }) => {
    // A visitor (temporary session) with an empty billing address.
    await page.goto(`${DRUCKEREI}/catalog`);
    await waitForHydration(page);
    await acceptCookies(page);
    await page.request.post(`${DRUCKEREI}/service-api/auth/temporarySession`, {
      headers: API_HEADERS,
      data: { language: 'de-DE' },
    });
    await putCardsInCart(page.request);
    await page.goto(`${DRUCKEREI}/checkout`);
    await expect(page.getByTestId('checkout-form')).toBeVisible();
    await waitForHydration(page);

    // Nothing filled in: one summary, the terms' message once, each empty mandatory field marked.
    await watchToasts(page);
    await page.getByTestId('place-order').click();
    const firstName = page.locator('[name="billing.firstName"]');
    await expect(firstName).toBeFocused();
    await expectUncovered(firstName);
    await expect(page.getByTestId('checkout-error')).toHaveText('Bitte füllen Sie alle Pflichtfelder aus.');
    await expect(page.getByText('Bitte füllen Sie alle Pflichtfelder aus.')).toHaveCount(1);
    await expect(page.getByTestId('acceptTerms-error')).toBeVisible();
    await expect(page.getByText('Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.')).toHaveCount(
      1,
    );
    expect(await toastsSeen(page)).toEqual([]);
    // Each empty mandatory field says so once, under itself.
    const mandatory = ['firstName', 'lastName', 'email', 'street', 'zipCode', 'city', 'country'];
    await expect(page.getByText('Bitte füllen Sie dieses Feld aus')).toHaveCount(mandatory.length);
    for (const name of mandatory) {
      const input = page.locator(`[name="billing.${name}"]`);
      await expect(input, name).toHaveAttribute('aria-invalid', 'true');
      await expect(input.locator('..').getByText('Bitte füllen Sie dieses Feld aus'), name).toHaveCount(1);
    }

    // Only the terms left: their message once, at the checkbox, which has the focus and is in view.
    for (const [name, value] of Object.entries(BILLING)) {
      await page.locator(`[name="billing.${name}"]`).fill(value);
    }
    await page.getByTestId('place-order').click();
    const terms = page.locator('input[name="acceptTerms"]');
    await expect(terms).toBeFocused();
    await expect(page.getByTestId('acceptTerms-error')).toBeVisible();
    await expectUncovered(page.getByTestId('acceptTerms'));
    await expect(page.getByText('Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.')).toHaveCount(
      1,
    );
    await expect(page.getByText('Bitte füllen Sie alle Pflichtfelder aus.')).toHaveCount(0);
    expect(await toastsSeen(page)).toEqual([]);

    await page.getByTestId('acceptTerms').click();
    await page.getByTestId('place-order').click();
    await expect(page.getByTestId('checkout-order-placed')).toBeVisible();
  });
});
