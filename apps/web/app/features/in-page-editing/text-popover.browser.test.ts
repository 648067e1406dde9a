import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually } from '../../testing/harness-browser.ts';
import { editorBrowser, fab, FIRST_PAGE_LEDGER, openControls, text } from './test/editor-fixtures.ts';
import { fakeTranslations, LANGUAGES, MEMORY_HIT } from './test/fake-translations.ts';

// The text popover and the page texts panel in Chromium (spec §4 "Editing mode", decision 0083): a
// marked text opens by click or Enter, shows every language (the default first) with its state and
// served-by language, memory hits, an honest machine translation, saves with the revision guard and the
// page as seenOn, and the page shows the new text at once.

const browser = editorBrowser();
const popover = (page: Page) => page.getByTestId('in-page-text-popover');
const field = (page: Page, language: string) =>
  popover(page).getByTestId(`in-page-language-${language}`).getByTestId('in-page-text-input');

async function openEditing() {
  const translations = fakeTranslations();
  const opened = await browser.open(
    { ledger: FIRST_PAGE_LEDGER, languages: [...LANGUAGES] },
    translations.handler,
  );
  await fab(opened.page).click();
  await eventually(() => opened.page.locator('h1').getAttribute('data-edit')).toBe('t:shell.cart');
  return { ...opened, translations };
}

const saves = (calls: readonly { operationName: string; variables: Record<string, unknown> }[]) =>
  calls.filter((call) => call.operationName === 'InPageSaveTranslations').map((call) => call.variables);

describe('the text popover', { timeout: 60_000 }, () => {
  it('opens on a click, shows every language and saves the default text, which the page shows at once', async () => {
    const { page, calls } = await openEditing();
    await page.locator('h1').click();
    await popover(page).waitFor();
    const languages = await popover(page)
      .locator('[data-testid^="in-page-language-"]')
      .evaluateAll((all) => all.map((element) => element.getAttribute('data-testid')));
    expect(languages).toEqual(['in-page-language-en-GB', 'in-page-language-de-DE']);
    expect(await field(page, 'en-GB').inputValue()).toBe(text('shell.cart'));
    const german = popover(page).getByTestId('in-page-language-de-DE');
    expect(await german.getByTestId('in-page-text-state').textContent()).toBe('Untranslated');
    expect(await german.getByTestId('in-page-served-by').textContent()).toContain('English');
    await eventually(() => german.getByTestId('in-page-suggestion').textContent()).toContain(MEMORY_HIT);

    await field(page, 'en-GB').fill('Basket');
    await popover(page).getByTestId('in-page-text-save').click();
    await eventually(() => page.locator('h1').textContent()).toBe('Basket');
    expect(saves(calls)).toEqual([
      {
        address: 't:shell.cart',
        revision: 0,
        texts: [{ languageCode: 'en-GB', text: 'Basket' }],
        seenOn: '/',
      },
    ]);
    // A memory hit fills the German text; saved, the text is no more untranslated.
    await german.getByTestId('in-page-suggestion').click();
    expect(await field(page, 'de-DE').inputValue()).toBe(MEMORY_HIT);
    await popover(page).getByTestId('in-page-text-save').click();
    await eventually(() => german.getByTestId('in-page-text-state').textContent()).toBe('Reviewed');

    // Escape closes it and focus is back on the text.
    await page.keyboard.press('Escape');
    await eventually(() => popover(page).count()).toBe(0);
    // React Aria restores focus on the frame after the popover unmounts: awaited, not read at once.
    await eventually(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
  });

  it('opens by Enter, keeps what was typed when the save fails, applies the rules, and closes on blur', async () => {
    const { page, translations } = await openEditing();
    await page.getByTestId('search').focus();
    await page.keyboard.press('Enter');
    await popover(page).waitFor();
    expect(await popover(page).textContent()).toContain('shell.searchPlaceholder');

    // Another editor saved meanwhile: the message says so, the typed text stays.
    translations.changeElsewhere('t:shell.searchPlaceholder');
    await field(page, 'en-GB').fill('Find anything');
    await popover(page).getByTestId('in-page-text-save').click();
    await eventually(() => popover(page).getByTestId('in-page-text-notice').textContent()).toBe(
      'This text was changed meanwhile. Please reload it and save again.',
    );
    expect(await field(page, 'en-GB').inputValue()).toBe('Find anything');

    // A translation needs the default language filled first.
    await field(page, 'en-GB').fill('');
    await field(page, 'de-DE').fill('Suchen');
    expect(await popover(page).getByRole('alert').first().textContent()).toBe(
      'A translation needs the default language filled first',
    );
    expect(await popover(page).getByTestId('in-page-text-save').isDisabled()).toBe(true);

    // Machine translation without a provider says so.
    await popover(page).getByTestId('in-page-machine-translate').click();
    await eventually(() => popover(page).getByTestId('in-page-text-notice').textContent()).toBe(
      'Configure DeepL or AI in tenant settings → Automatic translation.',
    );

    await page.evaluate(() => window.dispatchEvent(new Event('blur')));
    await eventually(() => popover(page).count()).toBe(0);
    // The mode stays on, nothing is stuck: the next text opens.
    await page.locator('h1').click();
    await popover(page).waitFor();
  });
});

describe('the page texts panel', { timeout: 60_000 }, () => {
  it('lists the texts of the page with the languages they lack and saves them in one go', async () => {
    const { page, calls } = await openEditing();
    await openControls(page);
    await page.getByTestId('edit-mode-page-texts').click();
    const panel = page.getByTestId('in-page-page-texts');
    await eventually(() => panel.getByTestId('in-page-page-text').count()).toBe(4);
    const addresses = await panel
      .getByTestId('in-page-page-text')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-address')));
    expect(addresses).toEqual(Object.keys(FIRST_PAGE_LEDGER).map((key) => `t:${key}`));
    expect(await panel.getByTestId('in-page-page-text-missing').first().textContent()).toBe(
      'Missing: German (Germany)',
    );

    const row = (key: string) => panel.locator(`[data-address="t:${key}"]`);
    await row('shell.cart').getByTestId('in-page-page-text-de-DE').fill('Warenkorb');
    await row('common.close').getByTestId('in-page-page-text-de-DE').fill('Schließen');
    await panel.getByTestId('in-page-page-texts-save').click();
    await eventually(() => panel.getByRole('status').textContent()).toBe('Saved');
    expect(saves(calls)).toEqual([
      {
        address: 't:shell.cart',
        revision: 0,
        texts: [{ languageCode: 'de-DE', text: 'Warenkorb' }],
        seenOn: '/',
      },
      {
        address: 't:common.close',
        revision: 0,
        texts: [{ languageCode: 'de-DE', text: 'Schließen' }],
        seenOn: '/',
      },
    ]);
    expect(await row('shell.cart').getByTestId('in-page-page-text-missing').count()).toBe(0);
    await page.keyboard.press('Escape');
    await eventually(() => panel.count()).toBe(0);
  });
});
