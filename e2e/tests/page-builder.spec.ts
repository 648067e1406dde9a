import { expect, test, type Page } from '@playwright/test';
import { logIn } from './login.ts';
import { acceptCookies, NORTHPRINT, waitForHydration } from './shell.ts';
import { putPageLive } from './publish-page.ts';

// Issue 25: the page builder — blocks inserted from the picker's tabs, edited in the property forms and
// seen at once on the canvas (the shop's own page in a frame), selected by a click on the canvas,
// reordered by keyboard with an announcement, undone and redone, a language with missing texts marked,
// saved as the page's next version and seen live; leaving with changes asks Save & Close or Discard.

test.use({ locale: 'en-GB' });
test.describe.configure({ timeout: 120_000 });

async function signInAsAdmin(page: Page) {
  await page.goto(`${NORTHPRINT}/login`);
  await waitForHydration(page);
  await acceptCookies(page);
  await logIn(page, 'admin', 'Admin#2026', 'admin@northprint.test');
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
}

async function newPage(page: Page, title: string, slug: string) {
  await page.goto(`${NORTHPRINT}/admin/pages`);
  await waitForHydration(page);
  await page.getByTestId('new-page-button').click();
  await page.getByTestId('new-page-title').fill(title);
  await page.getByTestId('new-page-slug').fill(slug);
  await page.getByTestId('save-new-page').click();
  await expect(page).toHaveURL(/\/admin\/pages\/[^/]+$/);
}

/**
 * Puck makes one undo step of changes less than 250 ms apart; a person's pause between typing and
 * moving separates them, this one too.
 */
const pause = (page: Page) => page.waitForTimeout(700);

async function insertBlock(page: Page, tab: string, type: string) {
  await page.getByTestId('builder-insert').click();
  await page.getByTestId(`insert-tab-${tab}`).click();
  await page.getByTestId(`insert-${type}`).click();
  await expect(page.getByTestId('insert-block-dialog')).toBeHidden();
}

test('an editor builds a page from blocks, reorders them by keyboard, saves and sees it live', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await newPage(page, 'Builder test', 'builder-test');
  const settings = page.url();
  await page.getByTestId('edit-page-content').click();
  await expect(page.getByTestId('page-builder')).toBeVisible();
  const canvas = page.frameLocator('[data-testid="page-builder-canvas"]');
  const headings = canvas.locator('[data-testid="content-page"] h2');

  await insertBlock(page, 'heroTitles', 'heading');
  await page.getByLabel('Text (English (United Kingdom))').fill('Welcome aboard');
  await expect(headings).toHaveText(['Welcome aboard']);
  await insertBlock(page, 'heroTitles', 'heading');
  await page.getByLabel('Text (English (United Kingdom))').fill('Second heading');
  await expect(headings).toHaveText(['Welcome aboard', 'Second heading']);
  await pause(page);
  await page.screenshot({ path: 'test-results/page-builder-1440.png' });

  // The keyboard moves the selected block and says where it went.
  await page.getByLabel('Text (English (United Kingdom))').press('Alt+ArrowUp');
  await expect(page.getByTestId('builder-announcement')).toHaveText('Heading moved to position 1 of 2');
  await expect(headings).toHaveText(['Second heading', 'Welcome aboard']);
  // Undone at once, sooner than Puck records the move: the move is what goes, nothing before it.
  await page.getByTestId('builder-undo').click();
  await expect(headings).toHaveText(['Welcome aboard', 'Second heading']);
  await page.getByTestId('builder-redo').click();
  await expect(headings).toHaveText(['Second heading', 'Welcome aboard']);

  // A click on the canvas selects that block for editing.
  await headings.filter({ hasText: 'Welcome aboard' }).click();
  await expect(page.getByLabel('Text (English (United Kingdom))')).toHaveValue('Welcome aboard');

  // Another language: the texts it lacks are marked, on the canvas and in the form.
  await page.getByTestId('builder-language').selectOption('en-US');
  await expect(canvas.locator('[data-missing-translation]')).toHaveCount(2);
  await expect(page.getByTestId('missing-translation')).toBeVisible();
  await page.getByTestId('builder-language').selectOption('en-GB');

  await page.getByTestId('builder-save').click();
  await expect(page.getByText('Page saved').first()).toBeVisible();

  // Leaving with a change asks first; Discard leaves it unsaved.
  await page.getByLabel('Text (English (United Kingdom))').fill('Not kept');
  await page.getByTestId('builder-back').click();
  await expect(page.getByTestId('unsaved-changes-dialog')).toBeVisible();
  await page.getByTestId('unsaved-discard').click();
  await expect(page).toHaveURL(settings);

  // Live: the saved order, not the discarded text.
  await expect(page.getByText('Page saved')).toHaveCount(0);
  await putPageLive(page);
  await page.goto(`${NORTHPRINT}/builder-test`);
  await expect(page.locator('[data-testid="content-page"] h2')).toHaveText([
    'Second heading',
    'Welcome aboard',
  ]);
});

test('blocks of every tab of the picker go onto the page; the outline reorders them by mouse', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await newPage(page, 'Every block', 'every-block');
  await page.getByTestId('edit-page-content').click();
  await expect(page.getByTestId('page-builder')).toBeVisible();
  const canvas = page.frameLocator('[data-testid="page-builder-canvas"]');
  const blocks = canvas.locator('[data-testid="content-page"] [data-block-type]');

  const everyTab = [
    ['heroTitles', 'hero'],
    ['products', 'productRow'],
    ['special', 'cta'],
    ['linkPage', 'linkPage'],
    ['text', 'text'],
    ['image', 'image'],
    ['cloudbar', 'cloudbar'],
  ] as const;
  for (const [tab, type] of everyTab) {
    await insertBlock(page, tab, type);
    if (type === 'cta') {
      // A call to action is nothing without its label and link: its editor opens at once.
      await page.getByTestId('cta-label-en-GB').fill('Ask for a quote');
      await page.getByTestId('cta-url').fill('/contact');
      await page.getByTestId('save-cta').click();
      await expect(page.getByTestId('cta-editor')).toBeHidden();
      await expect(canvas.locator('[data-block-type="cta"]')).toContainText('Ask for a quote');
    }
    await expect(canvas.locator(`[data-block-type="${type}"]`)).toHaveCount(1);
  }
  // The product row picks its products in the product selection modal.
  await canvas.locator('[data-block-type="productRow"]').click();
  await page.getByLabel('Source').selectOption({ label: 'Selected products' });
  await page.getByTestId('choose-products').click();
  await page.getByTestId('product-choice-dialog').getByRole('checkbox').first().check();
  await page.getByTestId('product-choice-done').click();
  await expect(page.getByTestId('product-row-chosen').getByRole('listitem')).toHaveCount(1);

  const types = async () =>
    blocks.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-block-type')));
  expect(await types()).toEqual(everyTab.map(([, type]) => type));

  // The outline: the page's sections and blocks only (not Puck's own names for its zones), the last
  // block dragged above the first.
  const outline = page.getByTestId('builder-outline');
  await expect(outline.getByText('default-zone')).toBeHidden();
  const from = await outline.getByText('Cloudbar', { exact: true }).boundingBox();
  const to = await outline.getByText('Hero', { exact: true }).boundingBox();
  await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++) {
    const y = from!.y + ((to!.y - from!.y) * step) / 12;
    await page.mouse.move(from!.x + from!.width / 2, y + 2);
  }
  await page.mouse.up();
  await expect.poll(types).toEqual(['cloudbar', 'hero', 'productRow', 'cta', 'linkPage', 'text', 'image']);

  // The CTA's editor again, from the selected block's actions.
  await canvas.locator('[data-block-type="cta"]').click();
  await page.getByTestId('builder-block-options').click();
  await expect(page.getByTestId('cta-label-en-GB')).toHaveValue('Ask for a quote');
  await page.getByTestId('cta-label-en-GB').fill('Request a quote');
  await page.getByTestId('save-cta').click();
  await expect(canvas.locator('[data-block-type="cta"]')).toContainText('Request a quote');

  // The publish check of the page as it stands, unsaved: the call to action lacks its American
  // English label; the finding selects the block for fixing.
  await canvas.locator('[data-block-type="hero"]').click();
  await page.getByTestId('builder-publish-check').click();
  const findings = page.getByTestId('builder-publish-check-dialog').getByTestId('publish-finding');
  const ctaFinding = findings.filter({ hasText: 'Call to action' }).first();
  await expect(ctaFinding).toContainText('Missing translation');
  await ctaFinding.getByRole('button', { name: 'Go to block' }).click();
  await expect(page.getByTestId('builder-publish-check-dialog')).toBeHidden();
  await expect(page.getByRole('complementary', { name: 'Properties' }).getByRole('heading')).toHaveText(
    'Call to action',
  );
});

test('a product row from a category shows its products with prices on the canvas before the page is saved', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await newPage(page, 'Draft products', 'draft-products');
  await page.getByTestId('edit-page-content').click();
  await expect(page.getByTestId('page-builder')).toBeVisible();
  const canvas = page.frameLocator('[data-testid="page-builder-canvas"]');

  await insertBlock(page, 'products', 'productRow');
  await page.getByLabel('Source').selectOption({ label: 'From a category' });
  await page.getByTestId('product-row-category').selectOption({ label: 'Business cards' });

  // The server's products of that category, priced, drawn in the draft; nothing saved.
  const tiles = canvas.getByTestId('product-row-tile');
  await expect(tiles.first()).toBeVisible();
  await expect(tiles.first().getByTestId('product-row-price')).toHaveText(/from £\d+\.\d\d/);
  await expect(page.getByTestId('builder-save')).toBeEnabled();
  await expect(page.getByText('Page saved')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/page-builder-product-row-draft.png' });

  // Another category: its products replace the row's.
  const first = await tiles.first().getByRole('heading').textContent();
  await page.getByTestId('product-row-category').selectOption({ label: 'Stationery' });
  await expect(tiles.first().getByRole('heading')).not.toHaveText(first!);
  await expect(tiles.first().getByTestId('product-row-price')).toHaveText(/from £\d+\.\d\d/);
});
