import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { userInputError } from '../../testing/browser-driver.ts';
import { eventually, harnessBrowser, toasts } from '../../testing/harness-browser.ts';
import { fakeThemeServer, frameReady, openEditor, sent, shopButton } from './test/theme-editor-fixtures.ts';

// The preset manager in Chromium (issue 26): a preset applied in one undoable step, the current theme
// saved under a name (core's name rule first, the server's refusal at the input, one request key per
// dialog), renamed, exported and deleted after asking; a theme file imported — applied when valid,
// explained and not applied when not.

const browser = harnessBrowser(openEditor);

const presets = async (page: Page) => {
  await frameReady(page);
  await page.getByTestId('theme-tab-presets').click();
};
const file = (name: string, content: string) => ({
  name,
  mimeType: 'application/json',
  buffer: Buffer.from(content),
});

describe('the preset manager', { timeout: 60_000 }, () => {
  it('applies a preset as one undoable step', async () => {
    const { page } = await browser.open();
    await presets(page);
    await page.getByTestId('theme-preset-Autumn').getByTestId('theme-preset-apply').click();
    await eventually(() => shopButton(page)).toMatchObject({ background: 'rgb(180, 83, 9)' });
    expect(await page.getByTestId('theme-undo').getAttribute('title')).toBe('Undo: Preset Autumn');
    await page.getByTestId('theme-undo').click();
    await eventually(() => shopButton(page)).toMatchObject({ background: 'rgb(37, 99, 235)' });
  });

  it('saves the current theme under a name, once, with the name checked first', async () => {
    let refused = false;
    const server = fakeThemeServer({
      SaveThemePreset: (call) => {
        if (!refused) {
          refused = true;
          return userInputError('admin.themeInvalid', {
            name: { key: 'validation.tooLong', params: { max: '60' } },
          });
        }
        return fakeThemeServer()(call);
      },
    });
    const { page, calls } = await browser.open(server);
    await presets(page);
    await page.getByTestId('theme-save-preset').click();
    await page.getByTestId('save-theme-preset').click();
    await eventually(() => page.getByTestId('theme-preset-dialog').textContent()).toContain(
      'Field is required',
    );
    expect(sent(calls, 'SaveThemePreset')).toEqual([]);

    await page.getByTestId('theme-preset-name').fill('  Winter  ');
    await page.getByTestId('save-theme-preset').click();
    await eventually(() => page.getByTestId('theme-preset-dialog').textContent()).toContain(
      'At most 60 characters',
    );
    await page.getByTestId('save-theme-preset').click();
    await eventually(() => page.getByTestId('theme-preset-Winter').count()).toBe(1);
    const [first, second] = sent(calls, 'SaveThemePreset') as { requestKey: string; name: string }[];
    expect(first).toMatchObject({ name: 'Winter', requestKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    // The same dialog sends the same key: a save that arrives twice makes one preset.
    expect(second!.requestKey).toBe(first!.requestKey);
    await eventually(() => toasts(page)).toContain('Preset saved');
  });

  it('renames, exports and deletes a preset of the shop’s own (asked first)', async () => {
    const { page, calls } = await browser.open();
    await presets(page);
    const autumn = page.getByTestId('theme-preset-Autumn');
    await autumn.getByTestId('theme-preset-rename').click();
    await page.getByTestId('theme-preset-name').fill('Herbst');
    await page.getByTestId('theme-preset-name').press('Enter');
    await eventually(() => page.getByTestId('theme-preset-Herbst').count()).toBe(1);
    expect(sent(calls, 'RenameThemePreset')).toEqual([{ id: 'preset-autumn', name: 'Herbst' }]);

    const herbst = page.getByTestId('theme-preset-Herbst');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      herbst.getByTestId('theme-preset-export').click(),
    ]);
    expect(download.suggestedFilename()).toBe('herbst.theme.json');
    const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
      name: string;
      theme: unknown;
    };
    expect(exported).toMatchObject({
      name: 'Herbst',
      theme: { colors: { colors: { primary: { background: { color: '#b45309' } } } } },
    });

    await herbst.getByTestId('theme-preset-delete').click();
    const dialog = page.getByRole('alertdialog');
    await eventually(() => dialog.textContent()).toContain('Delete the preset “Herbst”?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await eventually(() => page.getByTestId('theme-preset-Herbst').count()).toBe(0);
    expect(sent(calls, 'DeleteThemePreset')).toEqual([{ id: 'preset-autumn' }]);
    expect(await page.getByTestId('presets-panel').textContent()).toContain(
      'No presets of your own saved yet.',
    );
  });

  it('imports a valid theme file, and explains an invalid one without applying anything', async () => {
    const { page } = await browser.open();
    await presets(page);
    const input = page.getByTestId('theme-import-file');
    await input.setInputFiles(file('broken.json', '{ "colors": '));
    await eventually(() => page.getByTestId('theme-import-refusal').textContent()).toBe(
      'The file broken.json is not a JSON file. Nothing was applied.',
    );
    const cycle = {
      name: 'Loop',
      theme: {
        colors: {
          colors: {
            primary: {
              background: { linkedTo: 'colors.primary.hover' },
              hover: { linkedTo: 'colors.primary.background' },
            },
          },
        },
        fonts: { body: 'Comic Sans' },
      },
    };
    await input.setInputFiles(file('loop.json', JSON.stringify(cycle)));
    await eventually(() => page.getByTestId('theme-import-refusal').textContent()).toContain(
      'The file loop.json is not a valid theme. Nothing was applied:',
    );
    const refusal = await page.getByTestId('theme-import-refusal').textContent();
    expect(refusal).toContain('colors.primary.background: This link goes round in a circle');
    expect(refusal).toContain('fonts.body: The font Comic Sans is not available.');
    expect(await page.getByTestId('theme-undo').isDisabled()).toBe(true);
    expect(await shopButton(page)).toMatchObject({ background: 'rgb(37, 99, 235)' });

    await input.setInputFiles(
      file(
        'green.json',
        JSON.stringify({
          name: 'Green',
          theme: { colors: { colors: { primary: { background: { color: '#15803d' } } } } },
        }),
      ),
    );
    await eventually(() => shopButton(page)).toMatchObject({ background: 'rgb(21, 128, 61)' });
    expect(await page.getByTestId('theme-import-refusal').count()).toBe(0);
    await eventually(() => toasts(page)).toContain('“Green” imported');
  });
});
