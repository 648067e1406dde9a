import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { data, operationNames, userInputError } from '../../testing/browser-driver.ts';
import { adminBrowser, adminServer, eventually, field, fieldMessage, toasts } from './test/admin-test-kit.ts';

// A field library page in Chromium (test/field-library-page.tsx: colour, copies, notes): the order
// changed with the move buttons or by dragging with the keyboard, shown at once and saved; delete after
// typing the name; the create dialog with the rules' errors at their inputs.

const admin = adminBrowser();

const names = (page: Page) => page.getByTestId('fields-table').getByRole('rowheader').allTextContents();

describe('field library page', { timeout: 60_000 }, () => {
  it('moves a field with its button and saves the order at once; a refused save puts it back', async () => {
    let attempts = 0;
    const server = adminServer({
      ReorderFields: () => (++attempts === 1 ? data({ ok: true }) : userInputError('validation.required')),
    });
    const { page, calls } = await admin.open('/fields', server);
    await eventually(() => names(page)).toEqual(['colour', 'copies', 'notes']);

    await page.getByRole('button', { name: 'Move down: colour' }).click();
    await eventually(() => names(page)).toEqual(['copies', 'colour', 'notes']);
    await eventually(() => toasts(page)).toContain('Field order saved');
    expect(calls.map((call) => [call.operationName, call.variables])).toEqual([
      ['ReorderFields', { ids: ['f2', 'f1', 'f3'] }],
    ]);

    await page.getByRole('button', { name: 'Move up: notes' }).click();
    await eventually(() => toasts(page)).toContain('Error saving field order');
    await eventually(() => names(page)).toEqual(['copies', 'colour', 'notes']);
  });

  it('drags a field with the keyboard: Enter on its handle, an arrow to the gap, Enter', async () => {
    const { page, calls } = await admin.open('/fields');
    await eventually(() => names(page)).toEqual(['colour', 'copies', 'notes']);
    await page.getByTestId('fields-table').getByRole('row').nth(1).focus();
    // The handle is the row's first cell: its arrow goes there; Enter picks the row up at the first
    // gap, an arrow moves on to the next (announced as 'Insert between copies and notes').
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await eventually(() => names(page)).toEqual(['copies', 'colour', 'notes']);
    await eventually(() => toasts(page)).toContain('Field order saved');
    expect(operationNames(calls)).toEqual(['ReorderFields']);
  });

  it('deletes a field once its name is typed', async () => {
    const { page, calls } = await admin.open('/fields');
    await page.getByTestId('delete-field-copies').click();
    const question = page.getByTestId('confirm-dialog');
    await eventually(() => question.textContent()).toContain('copies');
    await page.getByTestId('confirm-phrase').locator('input').fill('copies');
    await question.getByRole('button', { name: 'Delete' }).click();
    await eventually(() => names(page)).toEqual(['colour', 'notes']);
    await eventually(() => toasts(page)).toContain('Field deleted');
    expect(calls.map((call) => [call.operationName, call.variables])).toEqual([
      ['DeleteField', { id: 'f2' }],
    ]);
  });

  it("creates a field; the rules' errors show at their inputs before anything is sent", async () => {
    const { page, calls } = await admin.open('/fields');
    await eventually(() => names(page)).toHaveLength(3);
    await page.getByTestId('new-field').click();
    await field(page, 'name').fill('gift message');
    await field(page, 'label').fill('Gift message');
    await page.getByTestId('field-required').click();
    await page.getByTestId('save-field').click();
    await eventually(() => fieldMessage(page, 'name')).toBe('Only letters and numbers are allowed');
    expect(calls).toEqual([]);

    await field(page, 'name').fill('giftMessage');
    await page.getByTestId('save-field').click();
    await eventually(() => page.getByTestId('field-form').count()).toBe(0);
    await eventually(() => names(page)).toEqual(['colour', 'copies', 'notes', 'giftMessage']);
    expect(await toasts(page)).toContain('Field saved');
    expect(calls[0]?.variables).toEqual({
      id: null,
      input: { name: 'giftMessage', type: 'text', required: true, label: 'Gift message' },
    });
  });
});
