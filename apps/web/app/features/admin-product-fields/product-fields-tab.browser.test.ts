import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  data,
  openHarness,
  userInputError,
  type GraphqlCall,
  type GraphqlHandler,
} from '../../testing/browser-driver.ts';
import { eventually, harnessBrowser, toasts } from '../../testing/harness-browser.ts';
import { field, fieldMessage } from '../../ui/admin-kit/test/admin-test-kit.ts';

// The product editor's Fields tab on the one form approach (decision 0063), in Chromium: a field's
// overrides checked by the shared rules, the server's error at its input with everything typed kept
// and gone once edited, and two saves in one go sending once.

const HARNESS = fileURLToPath(new URL('./test/harness.tsx', import.meta.url));

const use = (fieldId: string, name: string, label: string) => ({
  fieldId,
  name,
  type: 'text',
  options: [],
  min: null,
  max: null,
  step: null,
  libraryLabel: { 'en-GB': label },
  libraryRequired: false,
  libraryDefault: null,
  label: null,
  required: null,
  defaultValue: null,
  conditions: {},
});
const USES = [use('f1', 'notes', 'Notes'), use('f2', 'giftMessage', 'Gift message')];

/** The fake API: the product's two fields, saves answered as saved (after `delayMs`). */
const server =
  (overrides: Record<string, GraphqlHandler> = {}, delayMs = 0): GraphqlHandler =>
  (call) => {
    const own = overrides[call.operationName];
    if (own) return own(call);
    switch (call.operationName) {
      case 'ProductFieldUses':
        return data({ productFieldUses: USES });
      case 'ProductFieldLibrary':
        return data({ productFieldLibrary: [] });
      case 'SaveProductFieldUses':
        return { ...data({ saveProductFieldUses: [] }), delayMs };
      default:
        return data({});
    }
  };

const browser = harnessBrowser((chromium, handler: GraphqlHandler = server()) =>
  openHarness(chromium, { entry: HARNESS, config: {}, handler, readyTestId: 'ready' }),
);

const saves = (calls: GraphqlCall[]) =>
  calls.filter((call) => call.operationName === 'SaveProductFieldUses').map((call) => call.variables);

describe('the Fields tab', { timeout: 60_000 }, () => {
  it("shows the server's error at its input, keeps the typing and drops the error once edited", async () => {
    const refuse = () =>
      userInputError('validation.tooLong', {
        'fields.0.defaultValue': { key: 'validation.tooLong', params: { max: '5' } },
      });
    const { page, calls } = await browser.open(server({ SaveProductFieldUses: refuse }));
    await field(page, 'label-notes-en-GB').fill('Your notes');
    await field(page, 'default-notes').fill('Please call');
    await page.getByTestId('tab-save').click();
    await eventually(() => fieldMessage(page, 'default-notes')).toContain('At most 5 characters');
    await eventually(() => toasts(page)).toContain('Error saving field');
    expect(await field(page, 'label-notes-en-GB').inputValue()).toBe('Your notes');
    expect(await field(page, 'default-notes').inputValue()).toBe('Please call');
    expect(await page.getByTestId('tab-dirty').textContent()).toBe('true');
    expect(saves(calls)).toEqual([
      {
        productId: 'p1',
        fields: [
          {
            fieldId: 'f1',
            label: [{ language: 'en-GB', text: 'Your notes' }],
            defaultValue: 'Please call',
          },
          { fieldId: 'f2', label: [] },
        ],
      },
    ]);

    await field(page, 'default-notes').fill('Call');
    await eventually(() => fieldMessage(page, 'default-notes')).not.toContain('At most 5 characters');
  });

  it('checks the shared rules before sending: nothing is sent while a text is refused', async () => {
    const { page, calls } = await browser.open();
    await field(page, 'label-notes-en-GB').fill('Notes <b>');
    await page.getByTestId('tab-save').click();
    await eventually(() => fieldMessage(page, 'label-notes-en-GB')).toContain('Forbidden characters');
    await eventually(() => toasts(page)).toContain('Error saving field');
    expect(saves(calls)).toEqual([]);
  });

  it('sends two saves in one go once, says "Field saved" and is unchanged after', async () => {
    const { page, calls } = await browser.open(server({}, 300));
    await field(page, 'default-notes').fill('None');
    await eventually(() => page.getByTestId('tab-dirty').textContent()).toBe('true');
    await page.getByTestId('tab-form').evaluate((form: HTMLFormElement) => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await eventually(() => toasts(page)).toContain('Field saved');
    await eventually(() => page.getByTestId('tab-dirty').textContent()).toBe('false');
    expect(saves(calls)).toHaveLength(1);
  });

  it('counts a new order as a change, the old one again as none, and sends the fields in their order', async () => {
    const { page, calls } = await browser.open();
    await page.getByRole('button', { name: 'Move down: Notes' }).click();
    await eventually(() => page.getByTestId('tab-dirty').textContent()).toBe('true');
    await page.getByRole('button', { name: 'Move up: Notes' }).click();
    await eventually(() => page.getByTestId('tab-dirty').textContent()).toBe('false');
    await page.getByRole('button', { name: 'Move down: Notes' }).click();
    await page.getByTestId('tab-save').click();
    await eventually(() => toasts(page)).toContain('Field saved');
    expect(
      saves(calls).map((call) => (call.fields as { fieldId: string }[]).map((use) => use.fieldId)),
    ).toEqual([['f2', 'f1']]);
  });
});
