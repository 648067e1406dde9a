import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { userInputError } from '../../testing/browser-driver.ts';
import { eventually, harnessBrowser, toasts } from '../../testing/harness-browser.ts';
import {
  HEADER_SETTINGS,
  fakeThemeServer,
  frame,
  frameReady,
  openEditor,
  sent,
  type EditorShop,
} from './test/theme-editor-fixtures.ts';

// The theme editor's Header tab in Chromium (spec §3 "Theme header settings"): edited and saved with
// its own button apart from the theme, core's messages at their fields before anything is sent, the
// frame reloaded once saved, Close asking while header changes are unsaved, and a read-only view with a
// note for an editor without the right to change the shop settings.

const browser = harnessBrowser(openEditor);

const SETTINGS_EDITOR: EditorShop = {
  languages: ['de-DE', 'en-GB'],
  rights: ['admin.access', 'theme.edit', 'tenant.settings'],
};
const open = (server = fakeThemeServer()) => browser.open(server, undefined, SETTINGS_EDITOR);

async function headerTab(page: Page) {
  await frameReady(page);
  await page.getByTestId('theme-tab-header').click();
  await eventually(() => page.getByTestId('header-cta-link').inputValue()).toBe('/catalog');
}
// What a screen reader says with the input: its description and its error.
const describedBy = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((input) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
/** Marks the frame's page, so a reload shows as the mark gone. */
const markFrame = (page: Page) =>
  frame(page)
    .locator('html')
    .evaluate((root) => root.setAttribute('data-mark', '1'));
const frameMark = (page: Page) =>
  frame(page)
    .locator('html')
    .evaluate((root) => root.getAttribute('data-mark'));

describe('the header settings in the theme editor', { timeout: 60_000 }, () => {
  it('saves the edited settings with their own button and reloads the frame', async () => {
    const { page, calls } = await open();
    await headerTab(page);
    await page.getByTestId('header-notifications').click();
    await page.getByTestId('header-type-simple').check({ force: true });
    await page.getByTestId('header-topCta-on').click();
    await page.getByTestId('header-topCta-link').fill('https://druckerei.example/news');
    await page.getByTestId('header-topCta-suffix-de-DE').fill('Neu: Kupferfolie');
    await page.getByTestId('header-cta-label-en-GB').fill('Order today');
    await page.getByTestId('header-cta-colour').selectOption('secondary');
    await page.getByTestId('header-user-menu-loginLogout').check({ force: true });
    expect(await page.getByTestId('header-panel').textContent()).toContain(
      'Applies only to screen widths between 768 px and 1152 px.',
    );
    await page.getByTestId('header-mobile-scheme').selectOption({ label: 'Square logo + cart + search' });
    await markFrame(page);

    await page.getByTestId('header-save').click();
    await eventually(() => toasts(page)).toContain('Settings saved');
    expect(sent(calls, 'UpdateHeaderSettings')).toEqual([
      {
        input: {
          ...HEADER_SETTINGS,
          type: 'simple',
          notifications: true,
          topCta: {
            link: 'https://druckerei.example/news',
            suffix: [{ language: 'de-DE', text: 'Neu: Kupferfolie' }],
          },
          cta: {
            link: '/catalog',
            label: [
              { language: 'de-DE', text: 'Jetzt bestellen' },
              { language: 'en-GB', text: 'Order today' },
            ],
            colour: 'secondary',
          },
          userContextMenu: 'loginLogout',
          mobileLayoutScheme: 'square-cart-search',
        },
      },
    ]);
    // The frame reloads to draw the shop's header as saved; the theme itself was not saved.
    await eventually(() => frameMark(page)).toBe(null);
    await frameReady(page);
    expect(sent(calls, 'SaveThemeDraft')).toEqual([]);
    // Saved: Close leaves at once.
    await page.getByTestId('theme-close').click();
    await eventually(() => page.getByTestId('location').textContent()).toBe('/admin/pages');
  });

  it('refuses an invalid link and a missing default-language label with core’s messages at the fields', async () => {
    const { page, calls } = await open();
    await headerTab(page);
    await page.getByTestId('header-cta-link').fill('javascript:alert(1)');
    await page.getByTestId('header-cta-label-de-DE').fill('');
    await page.getByTestId('header-save').click();
    const field = (testId: string) => ({ textContent: () => describedBy(page, testId) });
    await eventually(() => field('header-cta-link').textContent()).toContain(
      'URL is not valid and must start with https:// or be relative and start with /',
    );
    expect(await field('header-cta-label-de-DE').textContent()).toContain('Field is required');
    expect(await page.getByTestId('header-cta-link').getAttribute('aria-invalid')).toBe('true');
    expect(await toasts(page)).toContain('Please check the marked fields.');
    expect(sent(calls, 'UpdateHeaderSettings')).toEqual([]);

    // Corrected, it saves; the message goes as the field is edited.
    await page.getByTestId('header-cta-link').fill('/catalog/cards');
    await eventually(() => field('header-cta-link').textContent()).not.toContain('URL is not valid');
    await page.getByTestId('header-cta-label-de-DE').fill('Bestellen');
    await page.getByTestId('header-save').click();
    await eventually(() => sent(calls, 'UpdateHeaderSettings')).toHaveLength(1);
  });

  it('shows a refusal of the server at its field and keeps the changes', async () => {
    const server = fakeThemeServer({
      UpdateHeaderSettings: () =>
        userInputError('validation.linkUrl', { 'cta.link': { key: 'validation.linkUrl' } }),
    });
    const { page } = await open(server);
    await headerTab(page);
    await page.getByTestId('header-search').click();
    await page.getByTestId('header-save').click();
    await eventually(() => describedBy(page, 'header-cta-link')).toContain('URL is not valid');
    expect(await toasts(page)).toContain('An error occurred while saving tenant settings');
    await page.getByTestId('theme-close').click();
    await eventually(() => page.getByTestId('unsaved-changes-dialog').count()).toBe(1);
  });

  it('asks before closing with unsaved header changes, and Save & Close saves them', async () => {
    const { page, calls } = await open();
    await headerTab(page);
    await page.getByTestId('header-favourites').click();
    await page.getByTestId('theme-close').click();
    await eventually(() => page.getByTestId('unsaved-changes-dialog').count()).toBe(1);
    await page.getByTestId('unsaved-cancel').click();
    expect(await page.getByTestId('location').textContent()).toContain('/themeeditor');

    await page.getByTestId('theme-close').click();
    await page.getByTestId('unsaved-save-close').click();
    await eventually(() => page.getByTestId('location').textContent()).toBe('/admin/pages');
    expect(sent(calls, 'UpdateHeaderSettings')).toEqual([
      { input: expect.objectContaining({ favourites: false }) },
    ]);
    expect(sent(calls, 'SaveThemeDraft')).toEqual([]);
  });

  it('shows the settings read-only with a note to an editor without the shop settings right', async () => {
    const { page, calls } = await browser.open();
    await frameReady(page);
    await page.getByTestId('theme-tab-header').click();
    expect(await page.getByTestId('header-read-only').textContent()).toBe(
      'You can see the header settings but not change them: that needs the right to change the shop settings.',
    );
    expect(await page.getByTestId('header-mobile-scheme').isDisabled()).toBe(true);
    expect(await page.getByTestId('header-type-simple').isDisabled()).toBe(true);
    expect(await page.getByTestId('header-save').count()).toBe(0);
    expect(sent(calls, 'HeaderSettings')).toEqual([]);
  });
});
