import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { userInputError } from '../../testing/browser-driver.ts';
import { eventually, harnessBrowser, toasts } from '../../testing/harness-browser.ts';
import { fakeThemeServer, frameReady, openEditor, sent, shopButton } from './test/theme-editor-fixtures.ts';

// Saving and leaving the theme editor in Chromium (issue 26): the draft saved with the revision it
// started from, Publish asked first, a refusal explained by path, Close with unsaved changes asking
// Save & Close or Discard, and a published version restored (asked first) or the draft discarded.

const browser = harnessBrowser(openEditor);

const strongCorners = async (page: Page) => {
  await page.getByTestId('theme-tab-shapes').click();
  await page.getByTestId('shape-radius-strong').check({ force: true });
};
const status = (page: Page) => page.getByTestId('theme-status').textContent();
const confirmDialog = (page: Page) => page.getByRole('alertdialog');

describe('saving the theme', { timeout: 60_000 }, () => {
  it('saves the draft with its revision, then publishes after asking', async () => {
    const { page, calls } = await browser.open();
    await frameReady(page);
    expect(await status(page)).toBe('Published');
    expect(await page.getByTestId('theme-save').isDisabled()).toBe(true);
    await strongCorners(page);
    await page.getByTestId('theme-save').click();
    await eventually(() => status(page)).toBe('Draft, not published');
    expect(sent(calls, 'SaveThemeDraft')).toEqual([
      { config: expect.objectContaining({ border: { radius: 'strong', width: 'thin' } }), baseRevision: 0 },
    ]);
    expect(await toasts(page)).toContain('Draft saved');

    await page.getByTestId('shape-outline-thick').check({ force: true });
    await page.getByTestId('theme-publish').click();
    await eventually(() => confirmDialog(page).textContent()).toContain('Publish this theme?');
    await confirmDialog(page).getByRole('button', { name: 'Publish' }).click();
    await eventually(() => status(page)).toBe('Published');
    expect(sent(calls, 'PublishTheme')).toEqual([
      { config: expect.objectContaining({ button: { outline: 'thick' } }), baseRevision: 1 },
    ]);
    // The new version heads the list.
    await page.getByTestId('theme-tab-versions').click();
    await eventually(() => page.getByTestId('theme-version-3').textContent()).toContain('Live');
  });

  it('explains a refused save by path and keeps the changes', async () => {
    const server = fakeThemeServer({
      SaveThemeDraft: () =>
        userInputError('admin.themeInvalid', {
          'colors.primary.background': { key: 'admin.themeInvalidColour' },
        }),
    });
    const { page } = await browser.open(server);
    await frameReady(page);
    await strongCorners(page);
    await page.getByTestId('theme-save').click();
    await eventually(() => toasts(page)).toContain(
      'colors.primary.background: A colour must be a colour path (colors. or applications.), #hex, rgb or rgba.',
    );
    expect(await status(page)).toBe('Unsaved changes');
    expect(await shopButton(page)).toMatchObject({ radius: '12px' });
  });

  it('asks Save & Close or Discard when closing with unsaved changes', async () => {
    const { page, calls } = await browser.open();
    await frameReady(page);
    await strongCorners(page);
    await page.getByTestId('theme-close').click();
    await eventually(() => page.getByTestId('unsaved-changes-dialog').count()).toBe(1);
    await page.getByTestId('unsaved-cancel').click();
    await eventually(() => page.getByTestId('unsaved-changes-dialog').count()).toBe(0);
    expect(await page.getByTestId('location').textContent()).toContain('/themeeditor');

    await page.getByTestId('theme-close').click();
    await page.getByTestId('unsaved-save-close').click();
    await eventually(() => page.getByTestId('location').textContent()).toBe('/admin/pages');
    expect(sent(calls, 'SaveThemeDraft')).toHaveLength(1);
  });

  it('discards unsaved changes on Discard, and closes at once without any', async () => {
    const { page, calls } = await browser.open();
    await frameReady(page);
    await strongCorners(page);
    await page.getByTestId('theme-close').click();
    await page.getByTestId('unsaved-discard').click();
    await eventually(() => page.getByTestId('location').textContent()).toBe('/admin/pages');
    expect(sent(calls, 'SaveThemeDraft')).toEqual([]);

    const { page: again } = await browser.open(fakeThemeServer(), '/themeeditor?path=/shop');
    await frameReady(again);
    await again.getByTestId('theme-close').click();
    await eventually(() => again.getByTestId('location').textContent()).toBe('/admin');
  });

  it('restores a published version after asking, and discards the draft', async () => {
    const { page, calls } = await browser.open();
    await frameReady(page);
    await page.getByTestId('theme-tab-versions').click();
    const older = page.getByTestId('theme-version-1');
    expect(await older.textContent()).toContain('by Ada Admin');
    await older.getByTestId('theme-version-restore').click();
    await eventually(() => confirmDialog(page).textContent()).toContain('Restore version 1?');
    await confirmDialog(page).getByRole('button', { name: 'Cancel' }).click();
    expect(sent(calls, 'RestoreThemeVersion')).toEqual([]);

    await older.getByTestId('theme-version-restore').click();
    await confirmDialog(page).getByRole('button', { name: 'Restore' }).click();
    await eventually(() => shopButton(page)).toEqual({ background: 'rgb(21, 128, 61)', radius: '0px' });
    expect(sent(calls, 'RestoreThemeVersion')).toEqual([{ id: 'version-1' }]);
    expect(await toasts(page)).toContain('Version 1 restored');
    // Restored is where the history starts.
    expect(await page.getByTestId('theme-undo').isDisabled()).toBe(true);

    await strongCorners(page);
    await page.getByTestId('theme-save').click();
    await page.getByTestId('theme-tab-versions').click();
    await page.getByTestId('theme-discard-draft').click();
    await confirmDialog(page).getByRole('button', { name: 'Discard draft' }).click();
    await eventually(() => status(page)).toBe('Published');
    expect(sent(calls, 'DiscardThemeDraft')).toEqual([{}]);
  });
});
