import { expect, test, type Page } from '@playwright/test';
import { logIn } from './login.ts';
import { acceptCookies, NORTHPRINT, waitForHydration } from './shell.ts';

// Issue 12, defect 12: NorthPrint allows no temporary users, so a guest cannot save. "Save as draft"
// and "Add to cart" used to jump to /login without a word and lose the typing. Now the form says why,
// keeps what was typed in the browser, and after login (or sign-up, then login) the guest is back in
// the form with it and the save they asked for is done.

test.use({ locale: 'en-GB' });
test.describe.configure({ timeout: 120_000 });

const PRODUCT = `${NORTHPRINT}/products/business-cards-classic`;

async function personaliseAsGuest(page: Page, values: Record<string, string>) {
  await page.goto(PRODUCT);
  await waitForHydration(page);
  await acceptCookies(page);
  await page.getByTestId('product-personalise').click();
  await expect(page.getByTestId('product-form')).toBeVisible();
  for (const [name, value] of Object.entries(values))
    await page.getByTestId(`form-field-${name}`).fill(value);
}

test('a guest saving a draft is told why, logs in and finds the form again with the draft saved', async ({
  page,
}) => {
  await personaliseAsGuest(page, { firstName: 'Gwen', lastName: 'Guest', jobTitle: 'Buyer' });
  await page.getByRole('button', { name: 'Save as draft' }).click();

  const notice = page.getByRole('dialog', { name: 'Sign in to save' });
  await expect(notice).toContainText('To save your draft, please log in or create an account.');
  await expect(notice).toContainText('What you have typed is kept in this browser');
  await notice.getByRole('link', { name: 'Log in' }).click();

  await expect(page).toHaveURL(/\/login\?deepLink=/);
  await waitForHydration(page);
  await logIn(page, 'customer', 'Customer#2026', 'customer@northprint.test');

  // Back in the form, with the typing, and the draft saved.
  await expect(page.getByTestId('product-form')).toBeVisible();
  await expect(page.getByTestId('form-restored')).toContainText('Welcome back!');
  await expect(page.getByTestId('form-field-lastName')).toHaveValue('Guest');
  await expect(page.getByTestId('form-field-jobTitle')).toHaveValue('Buyer');
  await expect(page.getByText('The draft has been saved.').first()).toBeVisible();
  await expect(page).not.toHaveURL(/resume=/);

  await page.goto(`${NORTHPRINT}/cart?tab=drafts`);
  await waitForHydration(page);
  await page.getByTestId('cart-item').first().getByRole('link', { name: 'Personalise' }).click();
  await expect(page.getByTestId('form-field-lastName')).toHaveValue('Guest');
});

test('a guest adding to the cart creates an account and comes back to the content release', async ({
  page,
}) => {
  const email = `gast-${Date.now()}@northprint.test`;
  await personaliseAsGuest(page, { firstName: 'Nora', lastName: 'Neu', email });
  await page.getByRole('button', { name: 'Add to cart' }).click();

  const notice = page.getByRole('dialog', { name: 'Sign in to save' });
  await expect(notice).toContainText('To add the item to your cart, please log in or create an account.');
  await notice.getByRole('link', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/signup\?deepLink=/);
  await waitForHydration(page);
  await page.getByTestId('signup-email').fill(email);
  await page.getByTestId('signup-password').fill('Sicher#2026');
  await page.getByTestId('signup-submit').click();
  await page.getByTestId('signup-login-link').click();
  await expect(page).toHaveURL(/\/login\?deepLink=/);
  await waitForHydration(page);
  await logIn(page, email, 'Sicher#2026', email);

  // Back at the form: the item as typed, waiting for the release.
  const release = page.getByRole('dialog', { name: 'Content release' });
  await expect(release.getByRole('img', { name: /Preview/ }).first()).toContainText('Nora Neu');
  await release.getByRole('button', { name: 'Release content and add to cart' }).click();
  await expect(page.getByText('The item has been added to the cart.').first()).toBeVisible();

  await page.goto(`${NORTHPRINT}/cart`);
  await waitForHydration(page);
  await expect(page.getByTestId('cart-item')).toHaveCount(1);
});
