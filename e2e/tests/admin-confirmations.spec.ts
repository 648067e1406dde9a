import { expect, test, type Page } from '@playwright/test';
import { logIn } from './login.ts';
import { acceptCookies, DRUCKEREI, waitForHydration } from './shell.ts';
import { graphql } from './shop-api.ts';

// Issue 23: admin edits that remove or reorder do what the admin pressed, and ask before unlinking a
// product from a category (spec §5).

test.use({ locale: 'en-GB' });
test.describe.configure({ timeout: 120_000 });

async function signInAsAdmin(page: Page) {
  await page.goto(`${DRUCKEREI}/login`);
  await waitForHydration(page);
  await acceptCookies(page);
  await logIn(page, 'admin', 'Admin#2026', 'admin@druckerei.test');
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
}

const suffix = () => String(Date.now()).slice(-6);

async function categoryIds(page: Page): Promise<Record<string, string>> {
  const { categories } = (await graphql(page.request, 'Cats', 'query Cats { categories { id slug } }')) as {
    categories: { id: string; slug: string }[];
  };
  return Object.fromEntries(categories.map((category) => [category.slug, category.id]));
}

async function productCategories(page: Page, id: string): Promise<string[]> {
  const { adminProduct } = (await graphql(
    page.request,
    'Access',
    'query Access($id: ID!) { adminProduct(id: $id) { categoryIds } }',
    { id },
  )) as { adminProduct: { categoryIds: string[] } };
  return [...adminProduct.categoryIds].sort();
}

test('unticking categories in the product editor asks before Save unlinks the product', async ({ page }) => {
  await signInAsAdmin(page);
  const slug = `e2e-unlink-${suffix()}`;
  const { createProduct } = (await graphql(
    page.request,
    'New',
    'mutation New($name: String!, $slug: String!) { createProduct(name: $name, slug: $slug) { id } }',
    { name: 'E2E unlink', slug },
  )) as { createProduct: { id: string } };
  const ids = await categoryIds(page);
  const both = [ids.visitenkarten!, ids.flyer!].sort();
  await graphql(
    page.request,
    'Link',
    'mutation Link($id: ID!, $categoryIds: [ID!]!) { updateProductAccess(id: $id, categoryIds: $categoryIds, accessRoles: []) { id } }',
    { id: createProduct.id, categoryIds: both },
  );

  await page.goto(`${DRUCKEREI}/admin/products/${createProduct.id}?tab=access`);
  await waitForHydration(page);
  const categories = page.getByTestId('product-categories');
  await categories.getByRole('checkbox', { name: 'Flyers', exact: true }).click({ force: true });
  await page.getByTestId('product-editor-save').click();

  // The question names the category the product leaves; declined, nothing is saved.
  const question = page.getByTestId('confirm-dialog');
  await expect(question).toContainText(
    'Do you really want to unlink the product from these categories: Flyers?',
  );
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  expect(await productCategories(page, createProduct.id)).toEqual(both);

  await page.getByTestId('product-editor-save').click();
  await question.getByRole('button', { name: 'Unlink' }).click();
  await expect(page.getByText('Product saved').first()).toBeVisible();
  expect(await productCategories(page, createProduct.id)).toEqual([ids.visitenkarten]);
});

test('the top-level sorter keeps every press of its move buttons', async ({ page }) => {
  await signInAsAdmin(page);
  const end = suffix();
  const slugs = ['a', 'b', 'c'].map((letter) => `e2e-sort-${letter}-${end}`);
  for (const slug of slugs) {
    await graphql(
      page.request,
      'CreateCategory',
      'mutation CreateCategory($input: CategoryInput!) { createCategory(input: $input) { id } }',
      { input: { slug, published: true, name: [{ language: 'de-DE', text: `E2E ${slug}` }] } },
    );
  }
  const [a, b, c] = slugs as [string, string, string];
  await page.goto(`${DRUCKEREI}/admin/categories`);
  await waitForHydration(page);
  await page.getByTestId('open-category-sorter').click();
  const sorter = page.getByTestId('category-sorter');
  const order = async () => {
    const ids = await sorter
      .locator('[data-testid^="sorter-item-"]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-testid')));
    return ids.map((id) => id!.replace('sorter-item-', '')).filter((slug) => slugs.includes(slug));
  };
  await expect.poll(order).toEqual([a, b, c]);

  // Two presses move a two places; the second does not undo the first.
  await sorter.getByTestId(`sorter-down-${a}`).click();
  await expect.poll(order).toEqual([b, a, c]);
  await sorter.getByTestId(`sorter-down-${a}`).click();
  await expect.poll(order).toEqual([b, c, a]);
  await sorter.getByTestId(`sorter-up-${c}`).click();
  await expect.poll(order).toEqual([c, b, a]);

  await sorter.getByTestId('save-category-order').click();
  await expect(sorter).toBeHidden();
  const { categories } = (await graphql(page.request, 'Cats', 'query Cats { categories { slug } }')) as {
    categories: { slug: string }[];
  };
  expect(categories.map((category) => category.slug).filter((slug) => slugs.includes(slug))).toEqual([
    c,
    b,
    a,
  ]);
});
