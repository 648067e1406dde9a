import { expect, test, type Page } from '@playwright/test';
import { logIn } from './login.ts';
import { acceptCookies, DRUCKEREI, NORTHPRINT, waitForHydration } from './shell.ts';
import { API_HEADERS } from './shop-api.ts';

// Categories administration in both demo shops (spec §2): reorder by keyboard and by dragging,
// re-parent by dropping onto a category, the top-level sorter, and an edit the shop shows at once.

const SHOPS = [
  {
    base: DRUCKEREI,
    email: 'admin@druckerei.test',
    language: 'de-DE',
    saved: 'Kategorieeinstellungen erfolgreich gespeichert.',
  },
  {
    base: NORTHPRINT,
    email: 'admin@northprint.test',
    language: 'en-GB',
    saved: 'Category settings saved successfully.',
  },
] as const;

for (const shop of SHOPS) {
  test.describe(`categories in ${shop.base}`, () => {
    test.use({ locale: shop.language });

    test('reorder, re-parent, sort the top level and edit a category the shop shows at once', async ({
      page,
    }) => {
      // A long walk: sign-in, three moves, the sorter, the editor and the shop.
      test.setTimeout(120_000);
      const suffix = String(Date.now()).slice(-6);
      const slugs = ['a', 'b', 'c'].map((letter) => `e2e-${letter}-${suffix}`);
      const [a, b, c] = slugs as [string, string, string];
      await page.goto(`${shop.base}/login`);
      await waitForHydration(page);
      await acceptCookies(page);
      await logIn(page, 'admin', 'Admin#2026', shop.email);
      await expect(page.getByTestId('user-menu-button')).toBeVisible();
      for (const slug of slugs) {
        await api(
          page,
          shop.base,
          'CreateCategory',
          'mutation CreateCategory($input: CategoryInput!) { createCategory(input: $input) { id } }',
          {
            input: { slug, published: true, name: [{ language: shop.language, text: `E2E ${slug}` }] },
          },
        );
      }

      await page.goto(`${shop.base}/admin/categories`);
      await waitForHydration(page);
      const tree = page.getByTestId('category-tree');
      await expect(tree.getByTestId(`category-row-${c}`)).toBeVisible();
      const order = async () => {
        const ids = await tree
          .getByRole('row')
          .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-testid')));
        return ids.map((id) => id?.replace('category-row-', '')).filter((slug) => slugs.includes(slug!));
      };
      expect(await order()).toEqual([a, b, c]);

      // Keyboard: on c's row, the arrow keys lead to its move-up button, Enter presses it.
      await tree.getByTestId(`category-row-${c}`).click({ position: { x: 5, y: 5 } });
      const moveUp = page.getByTestId(`move-up-${c}`);
      await expect(async () => {
        await page.keyboard.press('ArrowRight');
        await expect(moveUp).toBeFocused({ timeout: 500 });
      }).toPass({ timeout: 10_000 });
      await page.keyboard.press('Enter');
      await expect.poll(order).toEqual([a, c, b]);
      // The pressed button keeps the focus: pressing Enter again moves c once more (above a).
      await expect(moveUp).toBeFocused();
      await page.keyboard.press('Enter');
      await expect.poll(order).toEqual([c, a, b]);
      await page.getByTestId(`move-down-${c}`).click();
      await expect.poll(order).toEqual([a, c, b]);

      // Dragging b's row onto the top edge of a's row puts it before a.
      const row = (slug: string) => tree.getByTestId(`category-row-${slug}`);
      const drag = async (from: string, onto: string, where: 'top' | 'middle') => {
        const source = await row(from).getByRole('button').first().boundingBox();
        const target = await row(onto).boundingBox();
        if (!source || !target) throw new Error('row not laid out');
        await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
        await page.mouse.down();
        const y = where === 'top' ? target.y + 3 : target.y + target.height / 2;
        await page.mouse.move(target.x + 200, y, { steps: 20 });
        await page.mouse.up();
      };
      await expect(async () => {
        await drag(b, a, 'top');
        await expect.poll(order, { timeout: 3_000 }).toEqual([b, a, c]);
      }).toPass({ timeout: 30_000 });

      // Dropping c onto a makes it a's subcategory (one level deeper).
      await expect(async () => {
        await drag(c, a, 'middle');
        await expect(row(c)).toHaveAttribute('aria-level', '2', { timeout: 3_000 });
      }).toPass({ timeout: 30_000 });

      // The top-level sorter: b goes below a, saved with Save.
      await page.getByTestId('open-category-sorter').click();
      const sorter = page.getByTestId('category-sorter');
      await expect(sorter.getByTestId(`sorter-item-${b}`)).toBeVisible();
      await sorter.getByTestId(`sorter-down-${b}`).click();
      await sorter.getByTestId('save-category-order').click();
      await expect(sorter).toBeHidden();
      await expect.poll(order).toEqual([a, c, b]);

      // The editor: a new name, shown in the shop's navigation with its subcategory.
      await tree.getByTestId(`category-link-${a}`).click();
      const editor = page.getByTestId('category-editor');
      const name = editor.getByTestId(`category-name-${shop.language}`);
      await expect(name).toHaveValue(`E2E ${a}`);
      await name.fill(`Renamed ${suffix}`);
      await page.getByTestId('category-editor-save').click();
      await expect(page.getByText(shop.saved).first()).toBeVisible();

      await page.goto(`${shop.base}/catalog`);
      await waitForHydration(page);
      const card = page.getByTestId('category-card').filter({ hasText: `Renamed ${suffix}` });
      await expect(card).toBeVisible();
      await expect(card.getByTestId('subcategories')).toContainText(`E2E ${c}`);
    });
  });
}

/** One GraphQL call from the signed-in page (the browser knows the shop's host name). */
async function api(
  page: Page,
  base: string,
  name: string,
  query: string,
  variables: Record<string, unknown>,
) {
  const errors = await page.evaluate(
    async ({ url, headers, body }) => {
      const answer = await fetch(url, { method: 'POST', headers, body, credentials: 'include' });
      return ((await answer.json()) as { errors?: unknown }).errors;
    },
    {
      url: `${base}/service-api/graphql?c=${name}`,
      headers: API_HEADERS,
      body: JSON.stringify({ query, variables }),
    },
  );
  expect(errors).toBeUndefined();
}
