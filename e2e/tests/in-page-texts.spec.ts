import { expect, test, type Browser, type Page } from '@playwright/test';
import { DRUCKEREI_SHOP, NORTHPRINT_SHOP, signIn, type DemoShop } from './demo-shops.ts';
import { acceptCookies, waitForHydration, waitForTranslations } from './shell.ts';

// In-page editing of texts in both demo shops (spec §4 "Editing mode", decisions 0083 and 0084): an
// admin with translations.edit turns the editing mode on, opens a text's popover by click and by
// keyboard, changes its English text and sees it at once; a shopper's browser, open meanwhile, shows
// it on its next page; a shopper never gets the button or the editor's code.

const TEXT = '[data-testid="manage-cookies"]';
const popover = (page: Page) => page.getByTestId('in-page-text-popover');
const englishField = (page: Page) =>
  popover(page).getByTestId('in-page-language-en-GB').getByTestId('in-page-text-input');

/** A shopper's browser on the shop's home page, holding every text (the text version check needs it). */
async function openShopper(browser: Browser, shop: DemoShop) {
  const context = await browser.newContext({ locale: 'en-GB' });
  const page = await context.newPage();
  const editorCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/editor-[\w-]+\.js/.test(request.url())) editorCode.push(request.url());
  });
  await page.goto(shop.origin);
  await waitForHydration(page);
  await acceptCookies(page);
  await waitForTranslations(page);
  return { context, page, editorCode };
}

/** Opens the text's popover by click, sets its English text and saves it; answers the old text. */
async function changeEnglish(page: Page, text: string): Promise<string> {
  await page.locator(TEXT).click();
  await expect(popover(page)).toBeVisible();
  const before = await englishField(page).inputValue();
  await englishField(page).fill(text);
  await popover(page).getByTestId('in-page-text-save').click();
  await expect(popover(page).getByTestId('in-page-text-notice')).toHaveText('Saved');
  return before;
}

for (const shop of [DRUCKEREI_SHOP, NORTHPRINT_SHOP]) {
  test.describe(`in-page texts in ${shop.name}`, () => {
    test.use({ locale: 'en-GB' });

    test('an admin edits a text on the page; a shopper sees it on the next page and never gets the editor', async ({
      page,
      browser,
    }, testInfo) => {
      test.setTimeout(150_000);
      const shopper = await openShopper(browser, shop);
      const shown = (await shopper.page.locator(TEXT).textContent())?.trim();
      expect(shown).toBeTruthy();
      await expect(shopper.page.getByTestId('edit-mode-fab')).toHaveCount(0);

      await signIn(page, shop, shop.admin);
      await page.goto(shop.origin);
      await waitForHydration(page);
      await page.getByTestId('edit-mode-fab').click();
      await expect(page.locator(TEXT)).toHaveAttribute('data-edit', 't:shell.footerManageCookies');

      // By click: the popover opens instead of the cookie settings; Escape closes it, focus is back.
      await page.locator(TEXT).click();
      await expect(popover(page)).toBeVisible();
      await expect(englishField(page)).toHaveValue(shown!);
      await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(popover(page)).toHaveCount(0);
      await expect(page.locator(TEXT)).toBeFocused();

      // By keyboard: Enter on the focused text.
      await page.keyboard.press('Enter');
      await expect(popover(page)).toBeVisible();
      for (const width of [375, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.locator(TEXT).scrollIntoViewIfNeeded();
        await page.screenshot({ path: testInfo.outputPath(`text-popover-${width}.png`) });
      }
      await page.keyboard.press('Escape');
      await expect(popover(page)).toHaveCount(0);

      const changed = `Cookie choices ${shop.name} ${String(Date.now()).slice(-5)}`;
      const original = await changeEnglish(page, changed);
      await expect(page.locator(TEXT)).toHaveText(changed);
      await page.keyboard.press('Escape');

      // The shopper's next page (a client-side navigation) brings the new text version.
      await shopper.page.locator('a[href="/catalog"]').first().click();
      await expect(shopper.page).toHaveURL(/\/catalog$/);
      await expect(shopper.page.locator(TEXT)).toHaveText(changed);
      await expect(shopper.page.getByTestId('edit-mode-fab')).toHaveCount(0);
      expect(shopper.editorCode).toEqual([]);
      await shopper.context.close();

      // Back as it was, for the other specs.
      await changeEnglish(page, original);
      await expect(page.locator(TEXT)).toHaveText(original);
    });
  });
}
