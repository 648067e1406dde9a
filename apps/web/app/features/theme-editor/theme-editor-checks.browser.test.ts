import { readFile } from 'node:fs/promises';
import { colourFollowers } from '@print/core/theme/colour-followers';
import { defaultTheme } from '@print/core/theme/default-theme';
import { resolveColor } from '@print/core/theme/resolve-color';
import { BUILT_IN_THEME_PRESETS } from '@print/core/theme/theme-presets';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually, harnessBrowser } from '../../testing/harness-browser.ts';
import {
  frame,
  frameReady,
  openEditor,
  openGroup,
  shopButton,
  typeColour,
} from './test/theme-editor-fixtures.ts';

// What the theme editor tells about a theme in Chromium (issue 26): who follows a colour, the pairs that
// fail WCAG 2.2 AA with a one-click fix (and named when publishing), the built-in presets, and the
// colour tree as Design Tokens out and in.

const browser = harnessBrowser(openEditor);

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`;
};
const buttonText = (page: Page) =>
  frame(page)
    .getByTestId('shop-button')
    .evaluate((button) => getComputedStyle(button).color);
const file = (name: string, content: unknown) => ({
  name,
  mimeType: 'application/json',
  buffer: Buffer.from(JSON.stringify(content)),
});

describe('the theme editor’s checks', { timeout: 60_000 }, () => {
  it('says how many entries and which elements follow a colour', async () => {
    const { page } = await browser.open();
    await frameReady(page);
    const count = colourFollowers(defaultTheme).get('colors.secondary.background')!.paths.length;
    await openGroup(page, 'colors.secondary');
    const followers = page.getByTestId('colour-followers-colors.secondary.background');
    expect(await followers.textContent()).toBe(
      `Changing Background changes ${count} entries: Buttons, Page fancies`,
    );
    // Linking Primary · Background to it brings Primary's followers along.
    const primary = colourFollowers(defaultTheme).get('colors.primary.background')!.paths.length;
    await openGroup(page, 'colors.primary');
    await page
      .getByTestId('colour-link-colors.primary.background')
      .selectOption('colors.secondary.background');
    await eventually(() => followers.textContent()).toContain(`changes ${count + primary + 1} entries`);
  });

  it('lists the pairs that fail contrast, fixes one with a click, and names them when publishing', async () => {
    const { page } = await browser.open();
    await frameReady(page);
    await page.getByTestId('theme-tab-contrast').click();
    expect(await page.getByTestId('contrast-all-pass').textContent()).toBe(
      'Every colour pair reaches WCAG 2.2 AA.',
    );

    await page.getByTestId('theme-tab-colours').click();
    await openGroup(page, 'colors.primary');
    await typeColour(page, 'colors.primary.text', '#6b9cf5');
    await eventually(() => buttonText(page)).toBe(rgb('#6b9cf5'));
    await eventually(() => page.getByTestId('theme-tab-contrast').textContent()).toMatch(/^Contrast\d+$/);
    await page.getByTestId('theme-tab-contrast').click();
    const primary = page.getByTestId('contrast-button.primary');
    expect(await primary.textContent()).toMatch(/^AaPrimary button\d\.\d\d:1 · needs: Text \(4\.5:1\)Fix$/);

    // Publishing names them first.
    await page.getByTestId('theme-publish').click();
    const dialog = page.getByRole('alertdialog');
    await eventually(() => dialog.textContent()).toContain(
      'These colour pairs do not reach the contrast WCAG 2.2 AA asks for:',
    );
    expect(await dialog.textContent()).toMatch(/Primary button: \d\.\d\d:1 \(needs 4\.5:1\)/);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await primary.getByTestId('contrast-fix').click();
    await eventually(() => page.getByTestId('contrast-button.primary').count()).toBe(0);
    expect(await buttonText(page)).not.toBe(rgb('#6b9cf5'));
    expect(await page.getByTestId('theme-undo').getAttribute('title')).toBe('Undo: Contrast: Primary button');
  });

  it('applies a built-in preset as one step', async () => {
    const { page } = await browser.open();
    await frameReady(page);
    await page.getByTestId('theme-tab-presets').click();
    const forest = BUILT_IN_THEME_PRESETS.find((preset) => preset.id === 'forest')!;
    await page.getByTestId('theme-preset-Forest green').getByTestId('theme-preset-apply').click();
    await eventually(() => shopButton(page)).toMatchObject({
      background: rgb(resolveColor(forest.config, 'colors.primary.background')),
    });
    expect(await page.getByTestId('theme-undo').getAttribute('title')).toBe('Undo: Preset Forest green');
  });

  it('exports the colours as Design Tokens and imports them back, refusing a file that is no tree', async () => {
    const { page } = await browser.open();
    await frameReady(page);
    await page.getByTestId('theme-tab-presets').click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('theme-export-tokens').click(),
    ]);
    const tokens = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
      colors: { primary: { background: { $value: string } } };
      applications: { button: { primary: { background: { $value: string } } } };
    };
    expect(tokens.colors.primary.background).toEqual({ $type: 'color', $value: '#2563eb' });
    expect(tokens.applications.button.primary.background.$value).toBe('{colors.primary.background}');

    const input = page.getByTestId('theme-import-tokens-file');
    await input.setInputFiles(file('agency.tokens.json', { typography: { body: { $value: 'Inter' } } }));
    await eventually(() => page.getByTestId('theme-import-tokens-refusal').textContent()).toContain(
      'The file agency.tokens.json is not a valid theme. Nothing was applied:',
    );
    tokens.colors.primary.background.$value = '#7c3aed';
    await input.setInputFiles(file('agency.tokens.json', tokens));
    await eventually(() => shopButton(page)).toMatchObject({ background: rgb('#7c3aed') });
    expect(await page.getByTestId('theme-import-tokens-refusal').count()).toBe(0);
  });
});
