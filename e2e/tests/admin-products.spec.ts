import { expect, test, type Page } from '@playwright/test';
import { DRUCKEREI_SHOP, NORTHPRINT_SHOP, signIn } from './demo-shops.ts';
import { DRUCKEREI, NORTHPRINT, waitForHydration } from './shell.ts';

// Issue 15: the products administration — the list and the product editor. The whole journey from a
// new product to its print file, in both demo shops, is admin-product-journey.spec.ts.

test.use({ locale: 'en-GB' });

const signInAsAdmin = (page: Page) => signIn(page, DRUCKEREI_SHOP, DRUCKEREI_SHOP.admin);

test('the admin goes from the dashboard to the products, finds one and opens its editor; an unknown product is not found', async ({
  page,
}) => {
  await signInAsAdmin(page);
  // The dashboard's Products card leads to the list filtered as it counted.
  await page.goto(`${DRUCKEREI}/admin/dashboard`);
  await waitForHydration(page);
  const published = page.getByTestId('dashboard-products-published');
  await expect(published).toContainText(/Published\s*\d+/);
  await published.click();
  await expect(page).toHaveURL(/\/admin\/products\?status=published$/);
  await expect(page.getByTestId('products-table')).toBeVisible();
  await page.goto(`${DRUCKEREI}/admin/products`);
  await waitForHydration(page);
  await expect(page.getByTestId('products-table')).toBeVisible();
  await page.getByTestId('products-search').fill('BC-ECO');
  await expect(page).toHaveURL(/q=BC-ECO/);
  const link = page.getByTestId('product-link-visitenkarten-recycling');
  await expect(link).toBeVisible();
  await link.click();
  await expect(page.getByTestId('product-editor')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Recycl/);
  await page.getByTestId('product-editor-close').click();
  await expect(page).toHaveURL(/\/admin\/products\?q=BC-ECO$|\/admin\/products$/);

  await page.goto(`${DRUCKEREI}/admin/products/00000000-0000-4000-8000-000000000000`);
  await expect(page.getByTestId('not-found')).toBeVisible();
});

test('the admin creates a product, fills its settings, publishes it and sees it in the shop; copies, archives and deletes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const suffix = String(Date.now()).slice(-6);
  await signInAsAdmin(page);
  await page.goto(`${DRUCKEREI}/admin/products`);
  await waitForHydration(page);
  await page.getByTestId('new-product').click();
  await page.getByTestId('new-product-name').fill(`Tischaufsteller ${suffix}`);
  await expect(page.getByTestId('new-product-slug')).toHaveValue(`tischaufsteller-${suffix}`);
  await page.getByTestId('save-new-product').click();
  await expect(page.getByTestId('product-editor')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Tischaufsteller ${suffix}`);

  // Settings: a bad slug is refused with the spec's message and nothing typed is lost.
  const settings = page.getByTestId('product-settings');
  await settings.getByTestId('product-name-en-GB').fill(`Table display ${suffix}`);
  // The description as rich text: a word in bold, then a bulleted list (decision 0050).
  const description = settings.getByTestId('product-description-en-GB');
  await description.click();
  await page.keyboard.type('Sturdy acrylic stand');
  await page.keyboard.press('Enter');
  await page.keyboard.type('A4 and A5');
  await settings.getByTestId('product-description-en-GB-bulleted-list').click();
  await expect(description.locator('ul > li')).toHaveText('A4 and A5');
  // The word selected as a mouse would: the browser's selection over "stand" (keyboard steps raced the
  // editor's own re-render of the selection on a busy machine).
  await description.evaluate((editor) => {
    const walker = document.createTreeWalker(editor, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf('stand') ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 'stand'.length);
      document.getSelection()?.removeAllRanges();
      document.getSelection()?.addRange(range);
      return;
    }
  });
  await expect.poll(() => page.evaluate(() => document.getSelection()?.toString())).toBe('stand');
  await settings.getByTestId('product-description-en-GB-bold').click();
  await expect(description.locator('strong')).toHaveText('stand');
  await settings.getByTestId('product-slug').fill('Bad Slug');
  await page.getByTestId('product-editor-save').click();
  await expect(settings.getByText('Invalid slug')).toBeVisible();
  await expect(settings.getByTestId('product-name-en-GB')).toHaveValue(`Table display ${suffix}`);
  await expect(description.locator('strong')).toHaveText('stand');
  await settings.getByTestId('product-slug').fill(`table-display-${suffix}`);
  await settings.getByTestId('product-article-code').fill(`TD-${suffix}`);
  await settings.getByTestId('product-published').click();
  await page.getByTestId('product-editor-save').click();
  await expect(page.getByText('Product saved').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Table display ${suffix}`);

  await page.goto(`${DRUCKEREI}/products/table-display-${suffix}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Table display ${suffix}`);
  // The shop shows the description formatted, drawn on the server.
  const shown = page.getByTestId('product-description');
  await expect(shown.locator('p > strong')).toHaveText('stand');
  await expect(shown.locator('p')).toHaveText('Sturdy acrylic stand');
  await expect(shown.locator('ul > li')).toHaveText('A4 and A5');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Sturdy acrylic stand A4 and A5',
  );

  // The admin sees what the new product still lacks (no price list yet), with a link to the editor
  // tab that fixes it; shoppers never get these hints (the server answers them to staff only).
  const priceHint = page.getByTestId('product-admin-hint-noPriceList');
  await expect(priceHint).toHaveText(/The price list for this product is not configured\./);
  await expect(page.getByTestId('product-admin-edit')).toBeVisible();
  await waitForHydration(page);
  await priceHint.getByRole('link', { name: 'Set prices' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/[^/?]+\?tab=prices$/);
  await expect(page.getByRole('tab', { name: 'Price Management' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('prices-tab')).toBeVisible();

  // Copy from the list: an unpublished copy opens in its editor.
  await page.goto(`${DRUCKEREI}/admin/products?q=TD-${suffix}`);
  await waitForHydration(page);
  await page.getByTestId(`copy-product-table-display-${suffix}`).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Table display ${suffix} (copy)`);

  // Archive and restore, each asked first.
  await page.goto(`${DRUCKEREI}/admin/products?q=TD-${suffix}`);
  await waitForHydration(page);
  await page.getByTestId(`archive-product-table-display-${suffix}`).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('Product archived').first()).toBeVisible();
  await expect(page.getByTestId(`product-link-table-display-${suffix}`)).toHaveCount(0);
  await page.goto(`${DRUCKEREI}/admin/products?q=TD-${suffix}&status=archived`);
  await waitForHydration(page);
  await page.getByTestId(`restore-product-table-display-${suffix}`).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Unarchive' }).click();
  await expect(page.getByText('Product restored').first()).toBeVisible();

  // The copy, never ordered, is deleted once the question is answered: first no, then yes.
  await page.goto(`${DRUCKEREI}/admin/products?q=${suffix}`);
  await waitForHydration(page);
  const copy = page.getByRole('link', { name: `Table display ${suffix} (copy)` });
  await expect(copy).toBeVisible();
  const copyRow = page.getByRole('row').filter({ has: copy });
  await copyRow.getByRole('button', { name: 'Delete' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('Do you really want to delete this product?');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(copy).toBeVisible();
  await copyRow.getByRole('button', { name: 'Delete' }).click();
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Product deleted').first()).toBeVisible();
  await expect(copy).toHaveCount(0);
  await expect(page.getByTestId(`product-link-table-display-${suffix}`)).toBeVisible();
});

test('access roles on the Category & Access tab: a shopper without the role no longer finds the product', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const shop = NORTHPRINT_SHOP;
  const customerContext = await browser.newContext({ locale: 'en-GB' });
  const customer = await customerContext.newPage();
  await signIn(customer, shop, shop.customer);
  const inStationery = async () => {
    await customer.goto(`${NORTHPRINT}/catalog/stationery`);
    await expect(customer.getByTestId('category-page')).toBeVisible();
    return customer.getByTestId('product-tile').filter({ hasText: 'A5 notepads' });
  };
  await expect(await inStationery()).toBeVisible();

  // Only administrators may see and order it now.
  await signIn(page, shop, shop.admin);
  await page.goto(`${NORTHPRINT}/admin/products?q=NP-A5`);
  await waitForHydration(page);
  await page.getByTestId('product-link-notepads-a5').click();
  await page.getByTestId('product-editor-tab-access').click();
  const roles = page.getByTestId('product-access-roles');
  await expect(roles.getByRole('checkbox', { name: 'Administrator', exact: true })).not.toBeChecked();
  await roles.getByTestId('product-access-roles-admin').click();
  await expect(roles.getByRole('checkbox', { name: 'Administrator', exact: true })).toBeChecked();
  await page.getByTestId('product-editor-save').click();
  await expect(page.getByText('Product saved').first()).toBeVisible();

  await expect(await inStationery()).toHaveCount(0);
  await customer.goto(`${NORTHPRINT}/products/notepads-a5`);
  await expect(customer.getByTestId('product-not-found')).toBeVisible();
  await customerContext.close();
  // The administrator still sees it in the shop.
  await page.goto(`${NORTHPRINT}/products/notepads-a5`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A5 notepads');
});
