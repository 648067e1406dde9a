import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { operationNames, userInputError } from '../../testing/browser-driver.ts';
import {
  adminBrowser,
  adminServer,
  eventually,
  field,
  fieldMessage,
  holdsUnload,
  location,
} from './test/admin-test-kit.ts';

// The admin kit in Chromium (testing/browser-driver.ts says why a real browser): the editor's
// unsaved-changes guard, the form dialog's discard question and failed saves, and the table's view in
// the address. The harness (test/harness.tsx) mounts them on pages of a memory router.

const admin = adminBrowser();

describe('admin editor', { timeout: 60_000 }, () => {
  it('holds a link while changes are unsaved: Cancel stays, Save & Close saves and leaves', async () => {
    const { page, calls } = await admin.open('/editor');
    await field(page, 'title').fill('Flyer A5');
    await page.getByTestId('nav-list').click();
    const question = page.getByTestId('unsaved-changes-dialog');
    await question.waitFor();
    expect(await question.textContent()).toContain('You have unsaved changes.');
    expect(await location(page)).toBe('/editor');

    await page.getByTestId('unsaved-cancel').click();
    await eventually(() => question.count()).toBe(0);
    expect(await location(page)).toBe('/editor');
    expect(await field(page, 'title').inputValue()).toBe('Flyer A5');

    // Another tab is the same page: not held. Then Close, the editor's own way out.
    await page.getByTestId('editor-tab-notes').click();
    await eventually(() => location(page)).toBe('/editor?tab=notes');
    // Only the chosen tab shows; the other keeps what was typed, out of sight.
    await eventually(() => field(page, 'title').isVisible()).toBe(false);
    await field(page, 'note').fill('Matt paper');
    expect(await question.count()).toBe(0);
    await page.getByTestId('editor-close').click();
    await page.getByTestId('unsaved-save-close').click();
    await page.getByTestId('list-page').waitFor();
    expect(await location(page)).toBe('/list');
    expect(calls.map((call) => [call.operationName, call.variables])).toEqual([
      ['SaveProduct', { input: { title: 'Flyer A5', note: 'Matt paper' } }],
    ]);
  });

  it('leaves without saving on Discard', async () => {
    const { page, calls } = await admin.open('/editor');
    await field(page, 'title').fill('Flyer A6');
    await page.getByTestId('nav-list').click();
    await page.getByTestId('unsaved-discard').click();
    await page.getByTestId('list-page').waitFor();
    expect(await location(page)).toBe('/list');
    expect(calls).toEqual([]);
  });

  it('stays with the typing and the failure when Save & Close cannot save', async () => {
    const refuse = () => userInputError('validation.required');
    const { page } = await admin.open('/editor', adminServer({ SaveProduct: refuse }));
    await field(page, 'title').fill('Flyer A7');
    await page.getByTestId('nav-list').click();
    await page.getByTestId('unsaved-save-close').click();
    await eventually(() => page.getByTestId('editor-error').textContent()).toBe('Not saved');
    await eventually(() => page.getByTestId('unsaved-changes-dialog').count()).toBe(0);
    expect(await location(page)).toBe('/editor');
    expect(await field(page, 'title').inputValue()).toBe('Flyer A7');
  });

  it('lets a link go at once without changes, and asks before unloading only with them', async () => {
    const { page } = await admin.open('/editor');
    expect(await holdsUnload(page)).toBe(false);
    await field(page, 'title').fill('Flyer A8');
    await eventually(() => holdsUnload(page)).toBe(true);
    // Typed back to what is stored: nothing is unsaved any more.
    await field(page, 'title').fill('Flyer');
    await eventually(() => holdsUnload(page)).toBe(false);
    await page.getByTestId('nav-list').click();
    await page.getByTestId('list-page').waitFor();
    expect(await page.getByTestId('unsaved-changes-dialog').count()).toBe(0);
  });
});

describe('admin form dialog', { timeout: 60_000 }, () => {
  const confirmDialog = (page: Page) => page.getByTestId('confirm-dialog');

  it('asks before Escape or Cancel drop what was typed; cancelling the question keeps it', async () => {
    const { page, calls } = await admin.open('/dialog');
    await page.getByTestId('new-thing').click();
    await field(page, 'name').fill('Poster');
    await page.keyboard.press('Escape');
    await eventually(() => confirmDialog(page).textContent()).toContain(
      'Do you want to discard what you entered?',
    );
    await confirmDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await eventually(() => confirmDialog(page).count()).toBe(0);
    expect(await field(page, 'name').inputValue()).toBe('Poster');

    await page.getByTestId('thing-form').getByRole('button', { name: 'Cancel' }).click();
    await confirmDialog(page).getByRole('button', { name: 'Discard' }).click();
    await eventually(() => page.getByTestId('thing-form').count()).toBe(0);
    expect(calls).toEqual([]);
  });

  it('closes on Escape at once when nothing was typed', async () => {
    const { page } = await admin.open('/dialog');
    await page.getByTestId('new-thing').click();
    await field(page, 'name').waitFor();
    await page.keyboard.press('Escape');
    await eventually(() => page.getByTestId('thing-form').count()).toBe(0);
    expect(await confirmDialog(page).count()).toBe(0);
  });

  it('saves on Enter; a refused save keeps all typing and shows the error at its input', async () => {
    let attempts = 0;
    const server = adminServer({
      CreateThing: () =>
        ++attempts === 1
          ? userInputError('validation.forbiddenCharacters', {
              name: { key: 'validation.forbiddenCharacters', params: { chars: '<' } },
            })
          : { body: { data: { ok: true } } },
    });
    const { page, calls } = await admin.open('/dialog', server);
    await page.getByTestId('new-thing').click();
    await field(page, 'name').fill('Po<ster');
    await field(page, 'description').fill('A2, matt');
    await field(page, 'description').press('Enter');
    await eventually(() => fieldMessage(page, 'name')).toBe('Forbidden characters <');
    expect(await field(page, 'name').getAttribute('aria-invalid')).toBe('true');
    expect(await fieldMessage(page, 'description')).toBe('');
    expect(await field(page, 'name').inputValue()).toBe('Po<ster');
    expect(await field(page, 'description').inputValue()).toBe('A2, matt');

    await field(page, 'name').fill('Poster');
    await field(page, 'name').press('Enter');
    await eventually(() => page.getByTestId('thing-form').count()).toBe(0);
    expect(operationNames(calls)).toEqual(['CreateThing', 'CreateThing']);
    expect(calls[1]?.variables).toEqual({ input: { name: 'Poster', description: 'A2, matt' } });
  });
});

describe('admin table', { timeout: 60_000 }, () => {
  it('keeps a question open while the table’s own address changes (a search applied after a pause)', async () => {
    const { page } = await admin.open('/table');
    await page.getByTestId('items-search').fill('Item 1');
    // Asked before the search is written to the address, as a quick person does.
    await page.getByTestId('items-delete-first').click();
    const question = page.getByTestId('confirm-dialog');
    await eventually(() => question.textContent()).toContain('Delete Item 01?');
    await eventually(() => location(page)).toBe('/table?q=Item+1');
    expect(await question.count()).toBe(1);
    await question.getByRole('button', { name: 'Cancel' }).click();
    await eventually(() => question.count()).toBe(0);
  });

  const names = (page: Page) => page.getByTestId('items').getByRole('rowheader').allTextContents();
  const range = (page: Page) => page.getByTestId('items-range').textContent();

  it('writes sort, page and search into the address', async () => {
    const { page } = await admin.open('/table');
    await eventually(() => names(page)).toHaveLength(10);
    expect((await names(page))[0]).toBe('Item 01');

    await page.getByRole('columnheader', { name: 'Name' }).click();
    await eventually(() => location(page)).toBe('/table?sort=-name');
    expect((await names(page))[0]).toBe('Item 30');

    await page.getByTestId('items-next').click();
    await eventually(() => location(page)).toBe('/table?sort=-name&page=2');
    expect(await range(page)).toBe('11–20 of 30');

    // The search goes in once typing pauses, back at page 1.
    await page.getByTestId('items-search').fill('Item 1');
    await eventually(() => location(page)).toBe('/table?sort=-name&q=Item+1');
    await eventually(() => range(page)).toBe('1–10 of 10');
    expect((await names(page))[0]).toBe('Item 19');
  });

  it('shows the view an address asks for', async () => {
    const { page } = await admin.open('/table?sort=-name&page=2');
    await eventually(() => names(page)).toEqual([
      'Item 20',
      ...['19', '18', '17', '16', '15', '14', '13', '12', '11'].map((n) => `Item ${n}`),
    ]);
    expect(await range(page)).toBe('11–20 of 30');

    const filtered = await admin.open('/table?q=Hamburg&size=25');
    await eventually(() => range(filtered.page)).toBe('1–15 of 15');
    expect(await filtered.page.getByTestId('items-search').inputValue()).toBe('Hamburg');
  });
});
