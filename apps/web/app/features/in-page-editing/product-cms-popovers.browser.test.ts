import type { Right } from '@print/core/rights';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually } from '../../testing/harness-browser.ts';
import { editorBrowser, fab, openControls } from './test/editor-fixtures.ts';
import { fakeRecords } from './test/fake-records.ts';
import { PAGE_ID, PRODUCT_ID } from './test/record-ids.ts';

// The product and CMS controls in Chromium (spec §4 "Editing mode", decision 0096): a product's name
// and description and a CMS block's texts open by click (a link's too) or Enter, show what is stored,
// are checked by the rules as typed, saved at the revision or version read; a refused save keeps what
// was typed; Escape and another window close them; each kind only for its right.

const browser = editorBrowser();
const LANGUAGES = ['en-GB', 'de-DE'];
const catalogPopover = (page: Page) => page.getByTestId('in-page-catalog-popover');
const pagePopover = (page: Page) => page.getByTestId('in-page-page-popover');
const field = (popover: ReturnType<typeof catalogPopover>, language: string) =>
  popover.getByTestId(`in-page-language-${language}`).getByTestId('in-page-text-input');
const notice = (popover: ReturnType<typeof catalogPopover>) =>
  popover.getByTestId('in-page-text-notice').textContent();

async function openEditing(rights?: Right[]) {
  const records = fakeRecords();
  const opened = await browser.open({ languages: LANGUAGES, ...(rights && { rights }) }, records.handler);
  await fab(opened.page).click();
  await eventually(() => opened.page.locator('style[data-edit-outlines]').count()).toBe(1);
  return { ...opened, records };
}

const callsOf = (calls: readonly { operationName: string; variables: unknown }[], name: string) =>
  calls.filter((call) => call.operationName === name).map((call) => call.variables);

describe('the product control', { timeout: 60_000 }, () => {
  it("edits a product's name in every language by the product editor's rules, and keeps a refused description", async () => {
    const { page, calls, records } = await openEditing();
    await page.getByTestId('product-name').click();
    const popover = catalogPopover(page);
    await popover.waitFor();
    expect(await popover.getByRole('heading').textContent()).toBe('Product name');
    expect(await field(popover, 'en-GB').inputValue()).toBe('Flyer A5');
    expect(await field(popover, 'de-DE').inputValue()).toBe('Flyer A5');

    await field(popover, 'en-GB').fill(' ');
    await eventually(() => popover.getByRole('alert').first().textContent()).toBe('Field is required');
    expect(await popover.getByTestId('in-page-text-save').isDisabled()).toBe(true);
    await field(popover, 'en-GB').fill('Flyer {A5}');
    await eventually(() => popover.getByRole('alert').first().textContent()).toBe('Forbidden characters { }');

    await field(popover, 'en-GB').fill('Flyer A5 premium');
    await popover.getByTestId('in-page-text-save').click();
    await eventually(() => notice(popover)).toBe('Saved');
    expect(callsOf(calls, 'SaveInPageCatalogText')).toEqual([
      {
        address: `product:${PRODUCT_ID}.name`,
        revision: 3,
        texts: [{ language: 'en-GB', text: 'Flyer A5 premium' }],
        seenOn: '/',
      },
    ]);
    await page.keyboard.press('Escape');
    await eventually(() => popover.count()).toBe(0);
    await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'product-name',
    );

    // By keyboard: the description, in the admin's rich text editor.
    await page.getByTestId('product-description').focus();
    await page.keyboard.press('Enter');
    await popover.waitFor();
    expect(await popover.getByRole('heading').textContent()).toBe('Product description');
    const editor = popover.getByTestId(`in-page-language-en-GB`).getByTestId('in-page-rich-text');
    await eventually(() => editor.textContent()).toBe('Printed on both sides');
    records.changeElsewhere(`product:${PRODUCT_ID}.description`);
    await editor.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' in colour');
    await popover.getByTestId('in-page-text-save').click();
    await eventually(() => notice(popover)).toBe(
      'This text was changed meanwhile. Please reload it and save again.',
    );
    expect(await editor.textContent()).toBe('Printed on both sides in colour');

    await page.evaluate(() => window.dispatchEvent(new Event('blur')));
    await eventually(() => popover.count()).toBe(0);
  });
});

describe('the CMS control', { timeout: 60_000 }, () => {
  it("edits a block's text in the page's language, a link's too, as the page's next version", async () => {
    const { page, calls, records } = await openEditing();
    // A link of the page opens its text instead of leaving the page.
    await page.getByTestId('cms-button').click();
    const popover = pagePopover(page);
    await popover.waitFor();
    expect(await page.getByTestId('shop-page').count()).toBe(1);
    const input = field(popover, 'en-GB');
    expect(await input.inputValue()).toBe('');
    expect(await input.getAttribute('placeholder')).toBe('Los');
    expect(await popover.getByTestId('in-page-served-by').textContent()).toContain('German');

    await input.fill('a {b}');
    await eventually(() => popover.getByRole('alert').first().textContent()).toBe('Forbidden characters { }');
    expect(await popover.getByTestId('in-page-text-save').isDisabled()).toBe(true);
    await input.fill('Start now');
    await popover.getByTestId('in-page-text-save').click();
    await eventually(() => notice(popover)).toBe('Saved');
    expect(callsOf(calls, 'InPageEditPageText')).toEqual([
      {
        pageId: PAGE_ID,
        blockId: 'hero',
        path: 'buttonLabel',
        language: 'en-GB',
        text: 'Start now',
        expectedVersion: 4,
      },
    ]);
    expect(records.page.version).toBe(5);

    // Someone saved the page meanwhile: refused with the page builder's message, the text stays.
    records.changeElsewhere();
    await input.fill('Go');
    await popover.getByTestId('in-page-text-save').click();
    await eventually(() => notice(popover)).toBe(
      'Someone else has saved the page in the meantime. Please reload it before saving.',
    );
    expect(await input.inputValue()).toBe('Go');
    await page.keyboard.press('Escape');
    await eventually(() => popover.count()).toBe(0);

    // By keyboard: the title, stored in the page's language.
    await page.getByTestId('cms-text').focus();
    await page.keyboard.press('Enter');
    await popover.waitFor();
    expect(await field(popover, 'en-GB').inputValue()).toBe('Welcome');
  });

  it('offers each control only for its right', async () => {
    const { page } = await openEditing(['catalog.write']);
    await openControls(page);
    const switches = await page
      .getByTestId('edit-mode-controls')
      .locator('[data-testid^="edit-mode-"]')
      .evaluateAll((all) => all.map((element) => element.getAttribute('data-testid')));
    expect(switches).toEqual(['edit-mode-product']);
    await page.keyboard.press('Escape');
    // A CMS text is no editable text for this user: its link works as it does for everyone.
    await page.getByTestId('cms-button').click();
    await page.getByTestId('other-page').waitFor();
    expect(await pagePopover(page).count()).toBe(0);
  });
});
