import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, DRUCKEREI, waitForHydration } from './shell.ts';

// Issue 12, defect 15, on a phone (375 × 812 px, spec §9 smartphone): products on the first screen,
// the product form with its preview in view while typing and every button reachable, then the cart
// and an order on invoice.

test.use({ viewport: { width: 375, height: 812 }, locale: 'en-GB' });
test.describe.configure({ timeout: 120_000 });

const CARD = { firstName: 'Paula', lastName: 'Phone', email: 'paula@example.com' };

async function fillBilling(page: Page) {
  const values: Record<string, string> = {
    'billing.firstName': 'Paula',
    'billing.lastName': 'Phone',
    'billing.email': 'paula@example.com',
    'billing.street': 'Hofweg 3',
    'billing.zipCode': '50667',
    'billing.city': 'Köln',
    'billing.country': 'DE',
  };
  for (const [name, value] of Object.entries(values)) await page.locator(`[name="${name}"]`).fill(value);
}

test('on a phone a shopper sees products first, personalises with the preview in view and orders', async ({
  page,
}) => {
  await page.goto(`${DRUCKEREI}/catalog`);
  await waitForHydration(page);
  await acceptCookies(page);
  // The first products on the first screen, above the fold (they sat 1,300 px down).
  const tiles = page.getByTestId('product-grid').getByRole('listitem');
  await expect(tiles.first()).toBeInViewport();
  await expect(tiles.nth(1)).toBeInViewport();

  await page
    .getByRole('link', { name: /Standard business cards/ })
    .first()
    .click();
  await expect(page.getByTestId('product-page')).toBeVisible();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Personalise' }).click();

  const form = page.getByRole('dialog', { name: 'Personalise Standard business cards' });
  await expect(form).toBeVisible();
  // The title is readable (it shrank to one letter) and no sidebar toggle leaves a blank page.
  const title = form.getByRole('heading', { name: 'Personalise Standard business cards' });
  expect((await title.boundingBox())!.width).toBeGreaterThan(150);
  await expect(form.getByRole('button', { name: 'Show/hide sidebar' })).toHaveCount(0);

  // The preview is in view from the start, and stays in view while the shopper types further down.
  const preview = form.getByRole('img', { name: 'Preview: Front' });
  await expect(preview).toBeInViewport();
  await form.getByRole('textbox', { name: 'First name' }).fill(CARD.firstName);
  await form.getByRole('textbox', { name: 'Last name' }).fill(CARD.lastName);
  await form.getByRole('textbox', { name: 'Email' }).fill(CARD.email);
  await expect(preview).toContainText('Paula Phone');
  await expect(preview).toBeInViewport();

  // Every button of the form on the screen.
  for (const name of ['Back', 'Next', 'Save as draft', 'Add to cart', 'Fullscreen', 'Close']) {
    await expect(form.getByRole('button', { name, exact: true })).toBeInViewport();
  }

  await form.getByRole('button', { name: 'Add to cart', exact: true }).click();
  const release = page.getByRole('dialog', { name: 'Content release' });
  await expect(release.getByRole('img', { name: 'Preview: Front' })).toContainText('Paula Phone');
  const confirm = release.getByRole('button', { name: 'Release content and add to cart' });
  await expect(confirm).toBeInViewport();
  await confirm.click();
  await expect(form).toBeHidden();

  await page.goto(`${DRUCKEREI}/cart`);
  await waitForHydration(page);
  await expect(page.getByTestId('cart-item')).toHaveCount(1);
  await page.getByTestId('go-to-checkout').click();
  await expect(page.getByTestId('checkout-form')).toBeVisible();
  await waitForHydration(page);
  await fillBilling(page);
  await page.getByTestId('acceptTerms').click();
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('checkout-order-placed')).toBeVisible();
  await expect(page.getByTestId('order-number')).toContainText(/\d+/);
});

test("on a phone the product page's breadcrumb stays one line, whatever the font", async ({ page }) => {
  await page.goto(`${DRUCKEREI}/products/visitenkarten-standard`);
  await page.evaluate(() => document.fonts.ready);
  // A trail that wraps breaks differently once the web font replaces the fallback, and moves the whole
  // page down (Lighthouse: a layout shift of 0.18). The heading below carries the name in full.
  const items = page.getByTestId('product-breadcrumb').getByRole('listitem');
  await expect(items).toHaveCount(3);
  const tops = await items.evaluateAll((elements) => elements.map((e) => e.getBoundingClientRect().top));
  expect(new Set(tops).size).toBe(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Standard business cards' })).toBeVisible();
});
