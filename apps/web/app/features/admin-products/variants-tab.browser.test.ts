import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  data,
  openHarness,
  userInputError,
  type GraphqlCall,
  type GraphqlHandler,
} from '../../testing/browser-driver.ts';
import { eventually, harnessBrowser, toasts } from '../../testing/harness-browser.ts';
import { fieldMessage } from '../../ui/admin-kit/test/admin-test-kit.ts';
import type { ProductFormsHarnessConfig } from './test/harness.tsx';

// The product editor's Variants tab on the one form approach (decision 0063), in Chromium: its waiting
// edits are the form's values, a refused Save's field error shows at the variant's input in its dialog
// with everything typed kept, two saves in one go send once, and the shared rules check what is sent.

const HARNESS = fileURLToPath(new URL('./test/harness.tsx', import.meta.url));

const variant = (id: string, code: string) => ({
  id,
  code,
  name: { 'en-GB': code },
  published: true,
  archivedAt: null,
  fieldValues: {},
  stock: null,
  ordered: false,
});
const VARIANTS = [variant('v1', 'EN-DL'), variant('v2', 'EN-C5')];
const COMPANY = { name: 'companyName', label: 'Company', type: 'text', defaultValue: 'Acme' };

/** The fake API: two variants and one field a variant may overwrite; every Save answered as saved. */
const server =
  (overrides: Record<string, GraphqlHandler> = {}, delayMs = 0): GraphqlHandler =>
  (call) => {
    const own = overrides[call.operationName];
    if (own) return own(call);
    switch (call.operationName) {
      case 'ProductVariantsAdmin':
        return data({ productVariantsAdmin: { variants: VARIANTS, fields: [COMPANY] } });
      case 'SaveProductVariants':
        return { ...data({ saveProductVariants: VARIANTS }), delayMs };
      default:
        return data({});
    }
  };

const browser = harnessBrowser((chromium, handler: GraphqlHandler = server()) => {
  const config: ProductFormsHarnessConfig = { path: '/variants' };
  return openHarness(chromium, { entry: HARNESS, config, handler, readyTestId: 'ready' });
});

const saves = (calls: GraphqlCall[]) =>
  calls
    .filter((call) => call.operationName === 'SaveProductVariants')
    .map((call) => call.variables as { variants: { code: string }[]; removedIds: string[] });
const row = (page: Page, code: string) => page.locator(`[data-testid="variant-row"][data-code="${code}"]`);

/** Opens a variant's dialog, sets its code and applies it (waiting for the editor's Save). */
async function editCode(page: Page, code: string, to: string) {
  await row(page, code).getByTestId('edit-variant').click();
  await page.getByTestId('variant-code').fill(to);
  await page.getByTestId('save-variant').click();
  await eventually(() => row(page, to).count()).toBe(1);
}

const TAKEN = 'A variant with this code already exists. Please change the code.';

describe('the Variants tab', { timeout: 60_000 }, () => {
  it("shows the server's error at the variant's input, keeps the typing and drops it once edited", async () => {
    const refuse = () =>
      userInputError('validation.variantCodeExists', { code: { key: 'validation.variantCodeExists' } });
    const { page, calls } = await browser.open(server({ SaveProductVariants: refuse }));
    await editCode(page, 'EN-DL', 'EN-C6');
    await page.getByTestId('tab-save').click();
    await eventually(() => toasts(page)).toContain('Error saving variants');
    await eventually(() => row(page, 'EN-C6').getByTestId('variant-errors').textContent()).toBe(TAKEN);
    expect(await page.getByTestId('tab-dirty').textContent()).toBe('true');
    expect(saves(calls).map((save) => save.variants.map((sent) => sent.code))).toEqual([['EN-C6']]);

    await row(page, 'EN-C6').getByTestId('edit-variant').click();
    expect(await page.getByTestId('variant-code').inputValue()).toBe('EN-C6');
    await eventually(() => fieldMessage(page, 'code')).toBe(TAKEN);
    await page.getByTestId('variant-code').fill('EN-C7');
    await eventually(() => fieldMessage(page, 'code')).toBe('');
    await page.getByTestId('save-variant').click();
    await eventually(() => row(page, 'EN-C7').getByTestId('variant-errors').count()).toBe(0);
  });

  it('sends two saves in one go once, says "Variants saved" and is unchanged after', async () => {
    const { page, calls } = await browser.open(server({}, 300));
    await editCode(page, 'EN-DL', 'EN-DL2');
    await eventually(() => page.getByTestId('tab-dirty').textContent()).toBe('true');
    await page.getByTestId('tab-form').evaluate((form: HTMLFormElement) => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await eventually(() => toasts(page)).toContain('Variants saved');
    await eventually(() => page.getByTestId('tab-dirty').textContent()).toBe('false');
    expect(saves(calls)).toHaveLength(1);
  });

  it('checks what Save sends with the shared rules: a field the product no longer has is not sent', async () => {
    let fields = [COMPANY];
    const handler = server({
      ProductVariantsAdmin: () => data({ productVariantsAdmin: { variants: VARIANTS, fields } }),
      UnlinkProductVariant: () => {
        // Meanwhile the product lost its field (the list is read again after unlinking).
        fields = [];
        return data({ unlinkProductVariant: { id: 'p2', slug: 'en-c5' } });
      },
    });
    const { page, calls } = await browser.open(handler);
    await row(page, 'EN-DL').getByTestId('edit-variant').click();
    await page.getByTestId('variant-field-companyName').fill('Own Ltd');
    await page.getByTestId('save-variant').click();
    await eventually(() => page.getByTestId('tab-dirty').textContent()).toBe('true');
    await row(page, 'EN-C5').getByTestId('unlink-variant').click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Unlink variant' }).click();
    await eventually(() => toasts(page)).toContain('The variant is now an independent product');

    await page.getByTestId('tab-save').click();
    await eventually(() => row(page, 'EN-DL').getByTestId('variant-errors').textContent()).toBe(
      'The product has no such field',
    );
    await eventually(() => toasts(page)).toContain('Error saving variants');
    expect(saves(calls)).toEqual([]);
    expect(await page.getByTestId('tab-dirty').textContent()).toBe('true');
  });
});
