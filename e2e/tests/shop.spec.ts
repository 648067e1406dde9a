import { expect, request, test, type Page } from '@playwright/test';
import { logIn } from './login.ts';
import { acceptCookies, DRUCKEREI, waitForHydration } from './shell.ts';

// Issue 4, end to end in the browser: the catalogue by role, the product form with its live preview,
// drafts, the cart areas and the cart total, and a visitor's cart surviving the login.

// Whole shopping flows with sign-ins by mailed code: more than the default 30 s on a busy CI machine.
test.describe.configure({ timeout: 90_000 });

/** Opens the business card's form as a (new, temporary) visitor. */
async function openBusinessCardForm(page: Page) {
  await page.goto(`${DRUCKEREI}/products/visitenkarten-standard`);
  await waitForHydration(page);
  await acceptCookies(page);
  await expect(page.getByTestId('price-table')).toBeVisible();
  await page.getByTestId('product-personalise').click();
  await expect(page.getByTestId('product-form')).toBeVisible();
  await expect(page.getByTestId('form-preview')).toBeVisible();
}

/** The content release (spec §5): the preview shows `text`; the shopper releases it. */
async function releaseContent(page: Page, text: string) {
  const release = page.getByTestId('content-release-dialog');
  await expect(release).toBeVisible();
  await expect(release.getByTestId('release-preview').first()).toContainText(text);
  await release.getByTestId('content-release-confirm').click();
  await expect(release).toBeHidden();
}

async function fillCard(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values))
    await page.getByTestId(`form-field-${name}`).fill(value);
}

test('a visitor personalises a business card, saves a draft, finishes it and moves it around', async ({
  page,
}) => {
  await openBusinessCardForm(page);
  const preview = page.getByTestId('form-preview');
  await fillCard(page, { firstName: 'Grete', lastName: 'Sonnig' });
  // The live preview follows the typing.
  await expect(preview).toContainText('Grete');
  await expect(preview).toContainText('Sonnig');
  await page.getByTestId('form-field-firstName').fill('Margarete');
  await expect(preview).toContainText('Margarete');

  // Incomplete (no e-mail yet): a draft is fine.
  await page.getByTestId('form-save-draft').click();
  await expect(page.getByText(/Entwurf wurde gespeichert|draft has been saved/i).first()).toBeVisible();

  // The draft in /cart: into the cart only once complete (no content release for an incomplete one).
  await page.goto(`${DRUCKEREI}/cart?tab=drafts`);
  await waitForHydration(page);
  const draft = page.getByTestId('cart-item');
  await expect(draft).toHaveCount(1);
  await draft.getByTestId('item-finish').click();
  await expect(page.getByText(/Pflichtfelder|mandatory fields/i).first()).toBeVisible();
  await expect(page.getByTestId('content-release-dialog')).toHaveCount(0);
  await expect(draft).toHaveCount(1); // nothing lost

  // Personalise the draft again, complete it and finish it through the form.
  await draft.getByTestId('item-personalise').click();
  await expect(page.getByTestId('product-form')).toBeVisible();
  await expect(page.getByTestId('form-field-firstName')).toHaveValue('Margarete');
  await fillCard(page, { email: 'grete@example.com' });
  await page.getByTestId('form-save-draft').click();
  await expect(page.getByText(/Entwurf wurde gespeichert|draft has been saved/i).first()).toBeVisible();
  await page.goto(`${DRUCKEREI}/cart?tab=drafts`);
  await waitForHydration(page);
  await page.getByTestId('cart-item').getByTestId('item-finish').click();
  await releaseContent(page, 'Margarete');
  await expect(page.getByTestId('cart-item')).toHaveCount(0);

  // In the cart, with its price from the scale, then to the watchlist and back.
  await page.goto(`${DRUCKEREI}/cart`);
  await waitForHydration(page);
  const item = page.getByTestId('cart-item');
  await expect(item).toHaveCount(1);
  const total = await page.getByTestId('cart-total').textContent();
  expect(total).toMatch(/€\s?\d+[.,]\d\d|\d+[.,]\d\d\s?€/);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await item.getByTestId('item-move-watchlist').click();
  await expect(page.getByTestId('cart-item')).toHaveCount(0);
  await page.getByTestId('cart-tab-watchlist').click();
  await expect(page.getByTestId('cart-item')).toHaveCount(1);
  // Back into the cart is a way in like any other: the content release first (spec §5).
  await page.getByTestId('cart-item').getByTestId('item-move-cart').click();
  await releaseContent(page, 'Margarete');
  await page.getByTestId('cart-tab-cart').click();
  await expect(page.getByTestId('cart-item')).toHaveCount(1);
  await expect(page.getByTestId('cart-total')).toHaveText(total!);

  // It survives a reload (the cart belongs to the visitor's session user on the server).
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('cart-item')).toHaveCount(1);
});

test('adding to the cart runs the preflight and asks for the content release first', async ({ page }) => {
  await openBusinessCardForm(page);
  await page.getByTestId('form-add-to-cart').click();
  // Required fields empty: the preflight names them and nothing is added.
  await expect(page.getByTestId('preflight-issues')).toBeVisible();
  await expect(page.getByTestId('content-release-dialog')).toHaveCount(0);
  await fillCard(page, { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' });
  await page.getByTestId('form-add-to-cart').click();
  const release = page.getByTestId('content-release-dialog');
  await expect(release).toBeVisible();
  await expect(release.getByTestId('release-preview').first()).toContainText('Lovelace');
  await release.getByTestId('content-release-confirm').click();
  await expect(page.getByTestId('product-form')).toBeHidden();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('a category restricted to a role is invisible to others', async ({ page }) => {
  await page.goto(`${DRUCKEREI}/catalog`);
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: /Visitenkarten|Business cards/ }).first()).toBeVisible();
  await expect(page.getByText(/Interne Vorlagen|Internal templates/)).toHaveCount(0);
  const hidden = await page.goto(`${DRUCKEREI}/catalog/interne-vorlagen`);
  expect(hidden?.status()).toBe(404);
  expect((await page.goto(`${DRUCKEREI}/products/mitarbeiter-visitenkarten`))?.status()).toBe(404);

  // The admin (role admin) sees it.
  await page.goto(`${DRUCKEREI}/login?redirect=/catalog`);
  await waitForHydration(page);
  await acceptCookies(page);
  await logIn(page, 'admin', 'Admin#2026', 'admin@druckerei.test');
  await expect(page).toHaveURL(`${DRUCKEREI}/catalog`);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
  await expect(page.getByText(/Interne Vorlagen|Internal templates/).first()).toBeVisible();
  expect((await page.goto(`${DRUCKEREI}/catalog/interne-vorlagen`))?.status()).toBe(200);
});

test("a temporary visitor's cart survives login", async ({ page }) => {
  const email = `warenkorb-${Date.now()}@kunde.test`;
  const api = await request.newContext({ baseURL: DRUCKEREI });
  const signup = await api.post('/service-api/auth/signup', {
    headers: { 'x-print-csrf': '1' },
    data: { email, password: 'Sicher#2026' },
  });
  expect(signup.status()).toBe(201);
  await api.dispose();

  await openBusinessCardForm(page);
  await fillCard(page, { firstName: 'Gerda', lastName: 'Gast', email });
  await page.getByTestId('form-add-to-cart').click();
  await page.getByTestId('content-release-confirm').click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await page.goto(`${DRUCKEREI}/login?redirect=/cart`);
  await waitForHydration(page);
  await logIn(page, email, 'Sicher#2026', email);
  await expect(page).toHaveURL(`${DRUCKEREI}/cart`);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
  await expect(page.getByTestId('cart-item')).toHaveCount(1);
  await expect(page.getByTestId('cart-item')).toContainText(/Visitenkarten|business cards/i);
});
