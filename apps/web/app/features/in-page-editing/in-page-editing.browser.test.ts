import { describe, expect, it } from 'vitest';
import { eventually } from '../../testing/harness-browser.ts';
import { PRODUCT_ID } from './test/record-ids.ts';
import {
  controls,
  editMark,
  editorBrowser,
  fab,
  FIRST_PAGE_LEDGER,
  openControls,
  storedState,
  text,
} from './test/editor-fixtures.ts';

// The in-page editor in Chromium (spec §4 "Editing mode", decision 0083): the switches kept in local
// storage with a previous state, the controls popover that Escape, another window or a hidden tab
// close, and the catalogue texts of a rendered page found by the ledger.

const browser = editorBrowser();
const cookie = (page: Parameters<typeof storedState>[0]) => page.evaluate(() => document.cookie);

describe('the editing mode', { timeout: 60_000 }, () => {
  it('keeps its switches across a reload, restores the previous ones, and follows another tab', async () => {
    const { page } = await browser.open();
    expect(await fab(page).getAttribute('aria-pressed')).toBe('false');
    expect(await page.getByTestId('edit-mode-controls-button').count()).toBe(0);

    await fab(page).click();
    expect(await cookie(page)).toContain('print_edit=1');
    await openControls(page);
    for (const kind of ['language', 'product', 'cms'])
      expect(await page.getByTestId(`edit-mode-${kind}`).locator('input').isChecked()).toBe(true);
    await page.getByTestId('edit-mode-product').click();
    expect(await storedState(page)).toMatchObject({ fab: true, language: true, product: false, cms: true });

    await page.reload();
    await fab(page).waitFor();
    await eventually(() => fab(page).getAttribute('aria-pressed')).toBe('true');
    await openControls(page);
    expect(await page.getByTestId('edit-mode-product').locator('input').isChecked()).toBe(false);

    // Off: everything off, the switches kept as the previous state; on again: they come back.
    await fab(page).click();
    await eventually(() => page.getByTestId('edit-mode-controls-button').count()).toBe(0);
    expect(await storedState(page)).toMatchObject({
      fab: false,
      product: false,
      previous: { fab: true, language: true, product: false, cms: true },
    });
    expect(await cookie(page)).not.toContain('print_edit=');
    await fab(page).click();
    await openControls(page);
    expect(await page.getByTestId('edit-mode-product').locator('input').isChecked()).toBe(false);
    expect(await page.getByTestId('edit-mode-cms').locator('input').isChecked()).toBe(true);

    // Another tab turned it off (the storage event fires in the others).
    await page.evaluate(() => {
      const off = JSON.stringify({ fab: false, language: false, product: false, cms: false });
      localStorage.setItem('print.editMode', off);
      window.dispatchEvent(new StorageEvent('storage', { key: 'print.editMode', newValue: off }));
    });
    await eventually(() => fab(page).getAttribute('aria-pressed')).toBe('false');
    expect(await page.getByTestId('edit-mode-controls-button').count()).toBe(0);
  });

  it('closes the controls on Escape, when the window loses focus and when the tab is hidden', async () => {
    const { page } = await browser.open();
    await fab(page).click();
    await openControls(page);
    await page.keyboard.press('Escape');
    await eventually(() => controls(page).count()).toBe(0);

    await openControls(page);
    await page.evaluate(() => window.dispatchEvent(new Event('blur')));
    await eventually(() => controls(page).count()).toBe(0);

    await openControls(page);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await eventually(() => controls(page).count()).toBe(0);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    });
    // The mode itself stays on, and the controls open again by keyboard.
    expect(await fab(page).getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('edit-mode-controls-button').focus();
    await page.keyboard.press('Enter');
    await controls(page).waitFor();
  });
});

describe('the marks of the page', { timeout: 60_000 }, () => {
  it('marks every catalogue text of a rendered page by the ledger, only while the text editor is active', async () => {
    const { page } = await browser.open({ ledger: FIRST_PAGE_LEDGER });
    expect(await editMark(page, 'search')).toBeNull();
    await fab(page).click();
    await eventually(() => page.locator('h1').getAttribute('data-edit')).toBe('t:shell.cart');
    expect(await editMark(page, 'search')).toBe('t:shell.searchPlaceholder');
    expect(await editMark(page, 'close-icon')).toBe('t:common.close');
    expect(await editMark(page, 'to-other')).toBe('t:shell.footerImprint');
    // The server's entity mark stays; data and CMS texts are no catalogue text.
    expect(await editMark(page, 'product-name')).toBe(`product:${PRODUCT_ID}.name`);
    expect(await editMark(page, 'data-text')).toBeNull();
    expect(await editMark(page, 'cms-text')).toBeNull();

    // Every text on the page is marked (× by its aria-label), or is one of the page's data (allow-list).
    const unmarked = await page.getByTestId('shop-page').evaluate((main) =>
      [...main.querySelectorAll('*')]
        .filter((element) =>
          [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.nodeValue?.trim()),
        )
        .filter((element) => !element.hasAttribute('data-edit') && !element.hasAttribute('data-page-text'))
        .map((element) => element.textContent?.trim()),
    );
    expect(unmarked).toEqual(['Matt paper, 300 g']);

    // Outlines for the active kinds in one style; the marks are reachable by keyboard.
    const outlines = await page.locator('style[data-edit-outlines]').textContent();
    expect(outlines).toContain('[data-edit^="t:"]');
    expect(outlines).toContain('[data-page-text]');
    await page.locator('h1').focus();
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('search');

    // While the text editor is active a click on a marked link opens its text instead of following it.
    await page.getByTestId('to-other').click();
    await page.getByTestId('in-page-text-popover').waitFor();
    expect(await page.getByTestId('shop-page').count()).toBe(1);
    await page.keyboard.press('Escape');
    await eventually(() => page.getByTestId('in-page-text-popover').count()).toBe(0);

    // The text editor off: its marks and outline go, the others stay; the link is a link again.
    await openControls(page);
    await page.getByTestId('edit-mode-language').click();
    await eventually(() => editMark(page, 'search')).toBeNull();
    expect(await editMark(page, 'product-name')).toBe(`product:${PRODUCT_ID}.name`);
    expect(await page.locator('style[data-edit-outlines]').textContent()).not.toContain('"t:"');
    await page.keyboard.press('Escape');
    await page.getByTestId('to-other').click();
    await page.getByTestId('other-page').waitFor();

    // A page the server never saw: the browser's own recording knows its texts.
    await openControls(page);
    await page.getByTestId('edit-mode-language').click();
    await eventually(() => editMark(page, 'privacy')).toBe('t:shell.footerPrivacyPolicy');
    expect(await page.getByTestId('privacy').textContent()).toBe(text('shell.footerPrivacyPolicy'));
  });
});
