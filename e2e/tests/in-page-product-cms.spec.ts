import { expect, test, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import { DRUCKEREI_SHOP, NORTHPRINT_SHOP, signIn, type DemoShop } from './demo-shops.ts';
import { acceptCookies, waitForHydration } from './shell.ts';

// The in-page product and CMS controls in both demo shops (spec §4 "Editing mode", decision 0096): an
// admin turns the editing mode on with only the product control, renames a product on its page (by click
// and by keyboard), and a shopper's browser shows the new name on its next page; then with the CMS
// control edits a text of a live CMS page, which the shopper sees on their next page too. Everything is
// put back as it was for the other specs.

type Case = {
  shop: DemoShop;
  locale: string;
  /** The page's language (the popover's field for it). */
  language: string;
  product: string;
  /** A live CMS page with a hero block (its subtitle is edited). */
  cmsPath: string;
  saved: string;
};

const CASES: Case[] = [
  {
    shop: DRUCKEREI_SHOP,
    locale: 'de-DE',
    language: 'de-DE',
    product: 'rollup-85x200',
    cmsPath: '/ueber-uns',
    saved: 'Gespeichert',
  },
  {
    shop: NORTHPRINT_SHOP,
    locale: 'en-GB',
    language: 'en-GB',
    product: 'roll-up-banner',
    cmsPath: '/about',
    saved: 'Saved',
  },
];

const SUBTITLE = '[data-block-id="hero"] [data-page-text="subtitle"]';
const catalogPopover = (page: Page) => page.getByTestId('in-page-catalog-popover');
const pagePopover = (page: Page) => page.getByTestId('in-page-page-popover');
const fieldOf = (popover: Locator, language: string) =>
  popover.getByTestId(`in-page-language-${language}`).getByTestId('in-page-text-input');

/** A shopper's browser (another context: no session, the anonymous page cache's pages). */
async function openShopper(browser: Browser, locale: string) {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  const editorCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(editor|catalog-text-popover|page-text-popover)-[\w-]+\.js/.test(request.url()))
      editorCode.push(request.url());
  });
  return { context, page, editorCode };
}

/** Sets the controls: the mode on, exactly these kinds' controls on. */
async function onlyControls(page: Page, kinds: readonly string[]) {
  await page.getByTestId('edit-mode-controls-button').click();
  const controls = page.getByTestId('edit-mode-controls');
  await expect(controls).toBeVisible();
  for (const kind of ['language', 'product', 'cms']) {
    const control = controls.getByTestId(`edit-mode-${kind}`);
    if ((await control.locator('input').isChecked()) !== kinds.includes(kind)) await control.click();
    await expect(control.locator('input')).toBeChecked({ checked: kinds.includes(kind) });
  }
  await page.keyboard.press('Escape');
  await expect(controls).toHaveCount(0);
}

/** Opens the mark's editor by click, sets the page language's text, saves; answers the text before. */
async function editAt(mark: Locator, popover: Locator, c: Case, text: string): Promise<string> {
  await mark.click();
  await expect(popover).toBeVisible();
  const field = fieldOf(popover, c.language);
  await expect(field).not.toHaveValue('');
  const before = await field.inputValue();
  await field.fill(text);
  await popover.getByTestId('in-page-text-save').click();
  await expect(popover.getByTestId('in-page-text-notice')).toHaveText(c.saved);
  await mark.page().keyboard.press('Escape');
  await expect(popover).toHaveCount(0);
  return before;
}

async function screenshots(page: Page, mark: Locator, testInfo: TestInfo, name: string) {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await mark.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const c of CASES) {
  test.describe(`in-page product and CMS editing in ${c.shop.name}`, () => {
    test.use({ locale: c.locale });

    test("an admin renames a product and edits a page's text in place; a shopper sees both on the next page", async ({
      page,
      browser,
    }, testInfo) => {
      test.setTimeout(180_000);
      const origin = c.shop.origin;
      const productUrl = `${origin}/products/${c.product}`;
      const shopper = await openShopper(browser, c.locale);
      await shopper.page.goto(productUrl);
      await waitForHydration(shopper.page);
      await acceptCookies(shopper.page);
      const oldName = (await shopper.page.locator('h1').textContent())!.trim();

      // The admin: the mode on with the product control only; the product's name is marked and outlined.
      await signIn(page, c.shop, c.shop.admin);
      await page.goto(productUrl);
      await waitForHydration(page);
      await page.getByTestId('edit-mode-fab').click();
      await onlyControls(page, ['product']);
      const name = page.locator('h1[data-edit^="product:"]');
      await expect(name).toHaveAttribute('data-edit', /^product:[0-9a-f-]{36}\.name$/);
      // One style outlines the active kinds' marks (a <style> has no rendered text: its source is read).
      const outlines = () => page.locator('style[data-edit-outlines]').evaluate((style) => style.textContent);
      await expect.poll(outlines).toContain('[data-edit^="product:"]');
      expect(await outlines()).not.toContain('[data-page-text]');

      // By keyboard: Enter on the focused name opens it, Escape closes it and focus is back.
      await name.focus();
      await page.keyboard.press('Enter');
      const popover = catalogPopover(page);
      await expect(popover).toBeVisible();
      await expect(fieldOf(popover, c.language)).toHaveValue(oldName);
      await screenshots(page, name, testInfo, 'product-popover');
      await page.keyboard.press('Escape');
      await expect(popover).toHaveCount(0);
      await expect(name).toBeFocused();

      const newName = `${oldName} ${String(Date.now()).slice(-5)}`;
      expect(await editAt(name, popover, c, newName)).toBe(oldName);
      await expect(name).toHaveText(newName);

      // The shopper's next page: the category (a client-side navigation) lists the new name, and the
      // product's page (a new document, from the shop's kept pages) shows it.
      await shopper.page.getByTestId('product-breadcrumb').locator('a').nth(1).click();
      await expect(shopper.page.getByText(newName)).toBeVisible();
      await shopper.page.goto(productUrl);
      await expect(shopper.page.locator('h1')).toHaveText(newName);

      // The CMS control: a text of a live page, edited where it shows.
      await shopper.page.goto(`${origin}${c.cmsPath}`);
      const oldSubtitle = (await shopper.page.locator(SUBTITLE).textContent())!.trim();
      await page.goto(`${origin}${c.cmsPath}`);
      await waitForHydration(page);
      await onlyControls(page, ['cms']);
      const subtitle = page.locator(SUBTITLE);
      await subtitle.click();
      const cms = pagePopover(page);
      await expect(cms).toBeVisible();
      await expect(fieldOf(cms, c.language)).toHaveValue(oldSubtitle);
      await screenshots(page, subtitle, testInfo, 'cms-popover');
      await page.keyboard.press('Escape');
      await expect(cms).toHaveCount(0);
      const newSubtitle = `${oldSubtitle.slice(0, 200)} ${String(Date.now()).slice(-5)}`;
      expect(await editAt(subtitle, cms, c, newSubtitle)).toBe(oldSubtitle);
      await expect(subtitle).toHaveText(newSubtitle);

      await shopper.page.goto(`${origin}${c.cmsPath}`);
      await expect(shopper.page.locator(SUBTITLE)).toHaveText(newSubtitle);
      await expect(shopper.page.getByTestId('edit-mode-fab')).toHaveCount(0);
      expect(shopper.editorCode).toEqual([]);
      await shopper.context.close();

      // Back as it was, for the other specs.
      await editAt(subtitle, cms, c, oldSubtitle);
      await expect(subtitle).toHaveText(oldSubtitle);
      await page.goto(productUrl);
      await waitForHydration(page);
      await onlyControls(page, ['product']);
      await editAt(name, popover, c, oldName);
      await expect(name).toHaveText(oldName);
    });
  });
}
