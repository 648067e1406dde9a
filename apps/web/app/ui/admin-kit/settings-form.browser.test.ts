import { describe, expect, it } from 'vitest';
import { data, operationNames, userInputError } from '../../testing/browser-driver.ts';
import {
  adminBrowser,
  adminServer,
  eventually,
  field,
  fieldMessage,
  holdsUnload,
  location,
  toasts,
} from './test/admin-test-kit.ts';

// The one form approach (ui/form/use-app-form.ts) in its settings section, in Chromium: the binder
// and the shared rules, the server's field errors, one save at a time, typing kept on failure, the
// spec's toasts and the unsaved-changes guard. The section is test/settings-page.tsx in the harness.

const admin = adminBrowser();
const saves = (calls: Parameters<typeof operationNames>[0]) =>
  operationNames(calls).filter((name) => name === 'SaveSettings');

describe('settings section', { timeout: 60_000 }, () => {
  it('checks the shared rules before sending: the error at its input, gone once typed again', async () => {
    const { page, calls } = await admin.open('/settings');
    await field(page, 'title').fill('');
    await field(page, 'note').fill('Matt');
    await page.getByTestId('save-settings').click();
    await eventually(() => fieldMessage(page, 'title')).toBe('Field is required');
    expect(await field(page, 'title').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('settings-form-error').textContent()).toBe(
      'Please fill in all mandatory fields.',
    );
    await eventually(() => toasts(page)).toContain('Please check the marked fields.');
    // The first wrong input gets the focus (a long section may have it out of sight).
    expect(await field(page, 'title').evaluate((input) => input === document.activeElement)).toBe(true);
    expect(saves(calls)).toEqual([]);

    await field(page, 'title').fill('Druckerei Neu');
    await eventually(() => fieldMessage(page, 'title')).toBe('');
    expect(await field(page, 'note').inputValue()).toBe('Matt');
  });

  it("shows the server's field error at its input, the spec's error toast, and keeps the typing", async () => {
    // A limit only the server knows (the browser's rules let it pass).
    const refuse = () =>
      userInputError('validation.tooLong', { note: { key: 'validation.tooLong', params: { max: '5' } } });
    const { page, calls } = await admin.open('/settings', adminServer({ SaveSettings: refuse }));
    await field(page, 'title').fill('Druckerei Neu');
    await field(page, 'note').fill('Glossy paper');
    await field(page, 'note').press('Enter');
    await eventually(() => toasts(page)).toContain('An error occurred while saving tenant settings');
    await eventually(() => fieldMessage(page, 'note')).toBe('At most 5 characters');
    expect(await field(page, 'title').inputValue()).toBe('Druckerei Neu');
    expect(await field(page, 'note').inputValue()).toBe('Glossy paper');
    expect(await fieldMessage(page, 'title')).toBe('');
    // Still unsaved: leaving would ask.
    expect(await holdsUnload(page)).toBe(true);
    expect(saves(calls)).toHaveLength(1);
  });

  it('sends two submits in one go once, says "Settings saved" and is unchanged after', async () => {
    const slow = () => ({ ...data({ ok: true }), delayMs: 300 });
    const { page, calls } = await admin.open('/settings', adminServer({ SaveSettings: slow }));
    await field(page, 'title').fill('Druckerei Neu');
    await page.getByTestId('settings-form').evaluate((element: HTMLFormElement) => {
      element.requestSubmit();
      element.requestSubmit();
    });
    await eventually(() => toasts(page)).toContain('Settings saved');
    expect(
      calls.filter((call) => call.operationName === 'SaveSettings').map((call) => call.variables),
    ).toEqual([{ input: { title: 'Druckerei Neu', note: '' } }]);
    await eventually(() => holdsUnload(page)).toBe(false);
    await page.getByTestId('nav-list').click();
    await page.getByTestId('list-page').waitFor();
  });

  it('holds a link while changes are unsaved; Save & Close saves and leaves', async () => {
    const { page, calls } = await admin.open('/settings');
    await field(page, 'note').fill('Glossy');
    await page.getByTestId('nav-list').click();
    await page.getByTestId('unsaved-changes-dialog').waitFor();
    expect(await location(page)).toBe('/settings');
    await page.getByTestId('unsaved-save-close').click();
    await page.getByTestId('list-page').waitFor();
    expect(
      calls.filter((call) => call.operationName === 'SaveSettings').map((call) => call.variables),
    ).toEqual([{ input: { title: 'Druckerei Muster', note: 'Glossy' } }]);
  });
});
