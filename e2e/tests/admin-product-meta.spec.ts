import { expect, test, type Page } from '@playwright/test';
import { logIn } from './login.ts';
import { acceptCookies, DRUCKEREI, NORTHPRINT, waitForHydration } from './shell.ts';
import { API_HEADERS } from './shop-api.ts';

// Issue 15, the product editor's Meta Fields tab in both demo shops: a required meta field of the
// shop's own must be filled (what was typed stays when saving is refused), the SEO title and
// description are saved per language, and the shop's product page carries them in its head. And a
// sample print template chosen on the Settings tab brings its fields to the Fields tab and the shop.

test.use({ locale: 'en-GB' });
test.describe.configure({ timeout: 120_000 });

const SHOPS = [
  { origin: DRUCKEREI, admin: ['admin', 'Admin#2026', 'admin@druckerei.test'] },
  { origin: NORTHPRINT, admin: ['admin', 'Admin#2026', 'admin@northprint.test'] },
] as const;

async function signIn(page: Page, origin: string, [login, password, email]: readonly string[]) {
  await page.goto(`${origin}/login`);
  await waitForHydration(page);
  await acceptCookies(page);
  await logIn(page, login!, password!, email!);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
}

/**
 * One GraphQL call as the signed-in admin, from the page (the browser resolves *.localhost; the test
 * runner's own requests cannot reach the second shop by name). Sets up what other specs cover on screen.
 */
async function call<T>(page: Page, query: string, variables: Record<string, unknown>): Promise<T> {
  const body = await page.evaluate(
    async ({ query, variables, headers }) => {
      const answer = await fetch('/service-api/graphql', {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables }),
      });
      return (await answer.json()) as { data?: unknown; errors?: unknown };
    },
    { query, variables, headers: API_HEADERS },
  );
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

for (const shop of SHOPS) {
  test(`${new URL(shop.origin).hostname}: SEO texts and a required meta field on the Meta Fields tab`, async ({
    page,
  }) => {
    const suffix = String(Date.now()).slice(-6);
    await signIn(page, shop.origin, shop.admin);
    const label = `Paper ${suffix}`;
    await call(
      page,
      'mutation F($input: ProductMetaFieldInput!) { createProductMetaField(input: $input) { id } }',
      {
        input: {
          name: `paper${suffix}`,
          type: 'text',
          required: true,
          label: [
            { language: 'de-DE', text: label },
            { language: 'en-GB', text: label },
          ],
        },
      },
    );
    const slug = `meta-test-${suffix}`;
    const { createProduct } = await call<{ createProduct: { id: string } }>(
      page,
      'mutation C($name: String!, $slug: String!) { createProduct(name: $name, slug: $slug) { id } }',
      { name: `Meta test ${suffix}`, slug },
    );
    await call(page, 'mutation P($id: ID!) { setProductPublished(id: $id, published: true) { id } }', {
      id: createProduct.id,
    });

    await page.goto(`${shop.origin}/admin/products/${createProduct.id}?tab=meta`);
    await waitForHydration(page);
    const tab = page.getByTestId('product-meta');
    const title = tab.getByTestId('product-seo-title-en-GB');
    await title.fill('Table displays that sell');
    await expect(tab.getByText('24 of 60 recommended characters')).toBeVisible();
    await tab.getByTestId('product-seo-description-en-GB').fill('Sturdy displays for every counter.');

    // The shop's required meta field is empty: refused, with what was typed kept.
    await page.getByTestId('product-editor-save').click();
    await expect(tab.getByText('Please fill in all mandatory fields.')).toBeVisible();
    await expect(title).toHaveValue('Table displays that sell');
    const defaultLanguage = shop.origin === DRUCKEREI ? 'de-DE' : 'en-GB';
    await tab.getByTestId(`product-meta-paper${suffix}.${defaultLanguage}`).fill('Recycled board');
    await page.getByTestId('product-editor-save').click();
    await expect(page.getByText('Product saved').first()).toBeVisible();

    // After a reload the tab shows what was saved.
    await page.reload();
    await waitForHydration(page);
    await expect(
      page.getByTestId('product-meta').getByTestId(`product-meta-paper${suffix}.${defaultLanguage}`),
    ).toHaveValue('Recycled board');

    // The shop's page in English carries the SEO texts.
    await page.goto(`${shop.origin}/products/${slug}`);
    await expect(page).toHaveTitle('Table displays that sell');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Sturdy displays for every counter.',
    );
  });
}

test('a sample print template chosen on the Settings tab brings its fields', async ({ page }) => {
  const suffix = String(Date.now()).slice(-6);
  await signIn(page, DRUCKEREI, SHOPS[0].admin);
  const slug = `template-test-${suffix}`;
  const { createProduct } = await call<{ createProduct: { id: string } }>(
    page,
    'mutation C($name: String!, $slug: String!) { createProduct(name: $name, slug: $slug) { id } }',
    { name: `Template test ${suffix}`, slug },
  );
  await page.goto(`${DRUCKEREI}/admin/products/${createProduct.id}`);
  await waitForHydration(page);
  await page.getByTestId('product-template').click();
  await page.getByRole('option', { name: 'Flyer A6', exact: true }).click();
  await page.getByTestId('product-published').click();
  await page.getByTestId('product-editor-save').click();
  await expect(page.getByText('Product saved').first()).toBeVisible();

  await page.getByRole('tab', { name: 'Fields', exact: true }).click();
  const fields = page.getByTestId('product-field-list');
  for (const name of ['Headline', 'Body text', 'Image']) await expect(fields).toContainText(name);

  await page.goto(`${DRUCKEREI}/products/${slug}`);
  await waitForHydration(page);
  // A product with fields is personalised before it goes into the cart.
  await expect(page.getByRole('button', { name: 'Personalise' })).toBeVisible();
});
