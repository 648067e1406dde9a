import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually, harnessBrowser } from '../../testing/harness-browser.ts';
import { fakeThemeServer, frame, frameReady, openEditor } from './test/theme-editor-fixtures.ts';

// The theme editor's font browser in Chromium (issue 26, spec §2): the registry's families for one font
// role, each drawn in itself with its download size; search and kind filters narrow the list; choosing
// one assigns it to the role as one undo step and the frame follows; a family lacking the script of one
// of the shop's languages says so.

const browser = harnessBrowser(openEditor);

const families = (page: Page) =>
  page
    .getByTestId('font-browser')
    .locator('li button')
    .evaluateAll((buttons) => buttons.map((button) => button.querySelector('span span')!.textContent));
const frameVariable = (page: Page, name: string) =>
  frame(page)
    .locator('html')
    .evaluate((root, name) => getComputedStyle(root).getPropertyValue(name).trim(), name);

async function browse(page: Page, slot: string) {
  await page.getByTestId('theme-tab-fonts').click();
  await page.getByTestId(`font-browse-${slot}`).click();
}

describe('the font browser', { timeout: 60_000 }, () => {
  it('lists the 20 families drawn in themselves with their size, narrowed by search and kind', async () => {
    const { page } = await browser.open();
    await frameReady(page);
    await browse(page, 'display');
    expect(await page.getByTestId('font-browse-display').getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByTestId('font-browser').getByRole('heading').textContent()).toBe(
      'Font for: Display',
    );
    expect(await families(page)).toHaveLength(20);
    expect(await page.getByTestId('font-count').textContent()).toBe('20 fonts');
    const lora = page.getByTestId('font-family-lora');
    expect(await lora.textContent()).toContain('Serif · 41 KB');
    expect(
      await lora.getByTestId('font-preview').evaluate((preview) => getComputedStyle(preview).fontFamily),
    ).toBe('Lora, serif');
    // The family in use is marked.
    expect(await page.getByTestId('font-family-montserrat').getAttribute('aria-pressed')).toBe('true');

    await page.getByLabel('Search by name').fill('ro');
    expect(await families(page)).toEqual(['Roboto', 'Roboto Mono']);
    await page.getByTestId('font-filter-mono').click();
    expect(await page.getByTestId('font-filter-mono').getAttribute('aria-pressed')).toBe('true');
    expect(await families(page)).toEqual(['Roboto Mono']);
    expect(await page.getByTestId('font-count').textContent()).toBe('1 font');

    await page.getByLabel('Search by name').fill('');
    expect(await families(page)).toEqual(['Roboto Mono', 'JetBrains Mono']);
    await page.getByTestId('font-filter-serif').click();
    expect(await families(page)).toEqual(['Merriweather', 'Source Serif 4', 'Lora', 'Libre Baskerville']);
    await page.getByLabel('Search by name').fill('mono');
    expect(await families(page)).toEqual([]);
    expect(await page.getByTestId('font-count').textContent()).toBe('No font matches the search and filter.');
    await page.getByTestId('font-filter-all').click();
    expect(await families(page)).toEqual(['Roboto Mono', 'JetBrains Mono']);
  });

  it('assigns the chosen family to the role as one undo step, and the frame follows', async () => {
    const { page } = await browser.open();
    await frameReady(page);
    expect(await frameVariable(page, '--font-body')).toBe("'Inter', sans-serif");
    await browse(page, 'body');
    await page.getByLabel('Search by name').fill('lora');
    await page.getByTestId('font-family-lora').click();
    await eventually(() => frameVariable(page, '--font-body')).toBe("'Lora', serif");
    expect(await page.getByTestId('font-family-lora').getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('font-select-body').inputValue()).toBe('Lora');
    expect(await page.getByTestId('theme-undo').getAttribute('title')).toBe('Undo: Body text');
    // Other roles keep theirs.
    expect(await frameVariable(page, '--font-display')).toBe("'Montserrat', sans-serif");

    await page.getByTestId('theme-undo').click();
    await eventually(() => frameVariable(page, '--font-body')).toBe("'Inter', sans-serif");
    expect(await page.getByTestId('theme-undo').isDisabled()).toBe(true);
  });

  it('warns at each family lacking the script of one of the shop’s languages', async () => {
    const { page } = await browser.open(fakeThemeServer(), undefined, { languages: ['de-DE', 'ru-RU'] });
    await frameReady(page);
    await browse(page, 'sans');
    expect(await page.getByTestId('font-family-lato').getByTestId('font-family-missing').textContent()).toBe(
      'Does not cover the script of these shop languages: ru-RU',
    );
    expect(await page.getByTestId('font-family-inter').getByTestId('font-family-missing').count()).toBe(0);
    // Families without Cyrillic: Poppins, Lato, Work Sans, DM Sans, Libre Baskerville.
    expect(await page.getByTestId('font-family-missing').count()).toBe(5);
  });
});
