import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, DRUCKEREI, waitForHydration } from './shell.ts';
import { API_HEADERS, graphql, putInCart } from './shop-api.ts';

// Issue 12, defect 13: every way of a personalised item into the cart asks for the content release
// (spec §5) — here finishing a draft and reordering a past order; cancelling leaves everything as it
// was.

test.use({ locale: 'en-GB' });
test.describe.configure({ timeout: 90_000 });

const CARD = { firstName: 'Ida', lastName: 'Freigabe', email: 'ida@example.com' };

async function cartItems(page: Page, tab: 'cart' | 'drafts') {
  await page.goto(`${DRUCKEREI}/cart?tab=${tab}`);
  await waitForHydration(page);
  return page.getByTestId('cart-item');
}

test('finishing a draft asks for the content release; cancelled, the draft stays a draft', async ({
  page,
}) => {
  await page.goto(`${DRUCKEREI}/products/visitenkarten-standard`);
  await waitForHydration(page);
  await acceptCookies(page);
  await page.getByTestId('product-personalise').click();
  await expect(page.getByTestId('product-form')).toBeVisible();
  for (const [name, value] of Object.entries(CARD)) await page.getByTestId(`form-field-${name}`).fill(value);
  await page.getByTestId('form-save-draft').click();
  await expect(page.getByText('The draft has been saved.').first()).toBeVisible();

  const drafts = await cartItems(page, 'drafts');
  await expect(drafts).toHaveCount(1);
  await drafts.getByRole('button', { name: 'Finish draft' }).click();
  const release = page.getByRole('dialog', { name: 'Content release' });
  await expect(release).toBeVisible();
  await expect(release.getByRole('img', { name: /Preview/ }).first()).toContainText('Freigabe');
  await release.getByRole('button', { name: 'Cancel' }).click();
  await expect(release).toBeHidden();
  await expect(drafts).toHaveCount(1);
  await expect(await cartItems(page, 'cart')).toHaveCount(0);

  const again = await cartItems(page, 'drafts');
  await again.getByRole('button', { name: 'Finish draft' }).click();
  await release.getByRole('button', { name: 'Release content and add to cart' }).click();
  await expect(page.getByText('The draft has been finished and moved to the cart.').first()).toBeVisible();
  await expect(again).toHaveCount(0);
  await expect(await cartItems(page, 'cart')).toHaveCount(1);
});

test('reordering a personalised item asks for the content release first', async ({ page }) => {
  // A visitor with a placed order on invoice (the checkout has its own specs).
  const started = await page.request.post(`${DRUCKEREI}/service-api/auth/temporarySession`, {
    headers: API_HEADERS,
    data: { language: 'en-GB' },
  });
  expect(started.ok()).toBe(true);
  await putInCart(page.request, 'visitenkarten-standard', 250, CARD);
  const { placeOrder } = (await graphql(
    page.request,
    'Place',
    'mutation Place($input: CheckoutInput!) { placeOrder(input: $input) { id } }',
    {
      input: {
        billingAddress: {
          firstName: 'Ida',
          lastName: 'Freigabe',
          email: 'ida@example.com',
          street: 'Hofweg 3',
          zipCode: '50667',
          city: 'Köln',
          country: 'DE',
        },
        shippingSameAsBilling: true,
        acceptTerms: true,
        paymentMethod: 'invoice',
      },
    },
  )) as { placeOrder: { id: string } };

  await page.goto(`${DRUCKEREI}/orders/${placeOrder.id}`);
  await waitForHydration(page);
  await acceptCookies(page);
  await page.getByRole('button', { name: 'Reorder' }).click();
  const release = page.getByRole('dialog', { name: 'Content release' });
  await expect(release.getByRole('img', { name: /Preview/ }).first()).toContainText('Freigabe');
  await release.getByRole('button', { name: 'Cancel' }).click();
  await expect(release).toBeHidden();
  await expect(page.getByTestId('order-reorder-done')).toHaveCount(0);

  await page.getByRole('button', { name: 'Reopen in cart' }).click();
  await release.getByRole('button', { name: 'Release content and add to cart' }).click();
  await expect(page.getByTestId('order-reorder-done')).toBeVisible();
  await expect(await cartItems(page, 'cart')).toHaveCount(1);
});
