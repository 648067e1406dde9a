import { expect, test, type Page } from '@playwright/test';
import { logIn } from './login.ts';
import { acceptCookies, DRUCKEREI, NORTHPRINT, waitForHydration } from './shell.ts';

// Issue 15, the product-field library and a product's fields in both demo shops: the admin creates a
// library field, adds it to the stickers with a label of their own and a condition on the production
// notes, watches the live preview follow, saves, and the shop's product form shows the field only while
// the condition holds.

test.use({ locale: 'en-GB' });
test.describe.configure({ timeout: 120_000 });

const SHOPS = [
  {
    origin: DRUCKEREI,
    product: 'aufkleber-rund',
    notes: 'notes',
    notesLabel: 'Production notes',
    admin: ['admin', 'Admin#2026', 'admin@druckerei.test'],
  },
  {
    origin: NORTHPRINT,
    product: 'vinyl-stickers',
    notes: 'colourNotes',
    notesLabel: 'Colour notes',
    admin: ['admin', 'Admin#2026', 'admin@northprint.test'],
  },
] as const;

async function signIn(page: Page, origin: string, [login, password, email]: readonly string[]) {
  await page.goto(`${origin}/login`);
  await waitForHydration(page);
  await acceptCookies(page);
  await logIn(page, login!, password!, email!);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
}

async function choose(page: Page, trigger: string, option: string) {
  await page.getByTestId(trigger).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

for (const shop of SHOPS) {
  test(`${new URL(shop.origin).hostname}: a library field joins a product with its own label and a condition`, async ({
    page,
  }) => {
    await signIn(page, shop.origin, shop.admin);

    // The library: a new text field.
    await page.goto(`${shop.origin}/admin/product-fields`);
    await waitForHydration(page);
    await expect(page.getByTestId('product-fields-table')).toBeVisible();
    await page.getByTestId('new-product-field').click();
    const dialog = page.getByTestId('product-field-form');
    await dialog.locator('input[name="name"]').fill('gift message');
    for (const input of await dialog.locator('input[name^="label-"]').all()) await input.fill('Gift note');
    await page.getByTestId('save-product-field').click();
    await expect(dialog.getByText('Only letters and numbers are allowed')).toBeVisible();
    await dialog.locator('input[name="name"]').fill('giftMessage');
    await page.getByTestId('save-product-field').click();
    await expect(page.getByText('Field saved')).toBeVisible();
    await expect(
      page.getByTestId('product-fields-table').getByRole('row', { name: /giftMessage/ }),
    ).toContainText('0 products');

    // The product's Fields tab: add it, label it, show it only when the notes say "gift".
    await page.goto(`${shop.origin}/admin/products`);
    await waitForHydration(page);
    await page.getByTestId(`product-link-${shop.product}`).click();
    await page.getByTestId('product-editor-tab-fields').click();
    const tab = page.getByTestId('product-fields-tab');
    // Fields go by their labels, not by their internal names.
    await expect(tab.getByTestId('product-field-list')).toContainText(shop.notesLabel);
    await choose(page, 'add-field-select', 'Gift note');
    await page.getByTestId('add-field').click();
    const editor = page.getByTestId('field-use-editor-giftMessage');
    await editor.locator('input[name="label-giftMessage-en-GB"]').fill('Gift message');
    await choose(page, 'condition-showWhen-field', shop.notesLabel);
    await editor.getByTestId('condition-showWhen-value').fill('gift');

    // The live preview follows at once.
    const preview = page.getByTestId('fields-preview');
    await expect(preview.getByTestId(`form-field-${shop.notes}`)).toBeVisible();
    await expect(preview.getByTestId('form-field-giftMessage')).toHaveCount(0);
    await preview.getByTestId(`form-field-${shop.notes}`).fill('gift');
    await expect(preview.getByLabel('Gift message')).toBeVisible();

    await page.getByTestId('product-editor-save').click();
    await expect(page.getByText('Field saved')).toBeVisible();

    // The shop's form: hidden until the notes say "gift".
    await page.goto(`${shop.origin}/products/${shop.product}`);
    await waitForHydration(page);
    await page.getByTestId('product-personalise').click();
    const form = page.getByTestId('product-form');
    await expect(form).toBeVisible();
    await expect(form.getByTestId(`form-field-${shop.notes}`)).toBeVisible();
    await expect(form.getByTestId('form-field-giftMessage')).toHaveCount(0);
    await form.getByTestId(`form-field-${shop.notes}`).fill('gift');
    await expect(form.getByLabel('Gift message')).toBeVisible();
  });
}
