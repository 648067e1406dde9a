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
import { eventually, harnessBrowser } from '../../testing/harness-browser.ts';
import type { PriceListHarnessConfig } from './test/harness.tsx';

// The price list editor's Scales tab in Chromium (testing/browser-driver.ts says why a real browser):
// the table asks the server for one page — sorted, filtered, searched — as the address says; a scale
// is added, changed or removed (after confirmation) on its own, and the page stays where it was.

const HARNESS = fileURLToPath(new URL('./test/harness.tsx', import.meta.url));
const EDITOR = '/admin/price-lists/l1?tab=scales';
const PREMIUM = { id: 'v1', code: 'PO-GLOSS', name: 'Glossy', productName: 'Poster' };

/** 60 scales: 50 for all variants (1 … 50 units), then 10 of the glossy variant. */
const SCALES = Array.from({ length: 60 }, (_, i) => ({
  id: `s${i + 1}`,
  variantId: i < 50 ? null : PREMIUM.id,
  minQuantity: i < 50 ? i + 1 : (i - 49) * 100,
  unitPriceMinor: 5000 - i * 10,
  variant: i < 50 ? null : PREMIUM,
}));

/** The fake API: pages of SCALES as asked (offset, limit), changes answered as saved. */
const scaleServer =
  (overrides: Record<string, GraphqlHandler> = {}): GraphqlHandler =>
  (call) => {
    const own = overrides[call.operationName];
    if (own) return own(call);
    const { offset = 0, limit = 25 } = call.variables as { offset?: number; limit?: number };
    switch (call.operationName) {
      case 'PriceListScales':
        return data({
          priceListScales: { total: SCALES.length, items: SCALES.slice(offset, offset + limit) },
        });
      case 'AddPriceScale':
      case 'UpdatePriceScale': {
        const scale = (call.variables as { scale: Record<string, unknown> }).scale;
        const saved = { id: 'new', variant: null, variantId: null, ...scale };
        return data({
          [call.operationName === 'AddPriceScale' ? 'addPriceScale' : 'updatePriceScale']: saved,
        });
      }
      case 'RemovePriceScale':
        return data({ removePriceScale: true });
      default:
        return data({});
    }
  };

const browser = harnessBrowser(
  (
    chromium,
    path: string,
    handler: GraphqlHandler = scaleServer(),
    rights: PriceListHarnessConfig['rights'] = ['prices.write'],
  ) => {
    const config: PriceListHarnessConfig = { path, rights };
    return openHarness(chromium, { entry: HARNESS, config, handler, readyTestId: 'location' });
  },
);

const location = (page: Page) => page.getByTestId('location').textContent();
const pages = (calls: GraphqlCall[]) =>
  calls.filter((call) => call.operationName === 'PriceListScales').map((call) => call.variables);
const lastPage = (calls: GraphqlCall[]) => pages(calls).at(-1);
const rowCount = (page: Page) => page.getByTestId('price-scales-table').locator('tbody tr').count();
const changes = (calls: GraphqlCall[]) =>
  calls
    .filter((call) => call.operationName !== 'PriceListScales')
    .map((call) => [call.operationName, call.variables]);

describe('the price list editor’s scales table', { timeout: 60_000 }, () => {
  it('asks the server for one page, sorted, filtered and searched as the address says', async () => {
    const { page, calls } = await browser.open(EDITOR);
    await eventually(() => rowCount(page)).toBe(25);
    expect(pages(calls)[0]).toEqual({
      priceListId: 'l1',
      variantId: null,
      forAllVariants: null,
      quantity: null,
      offset: 0,
      limit: 25,
      sortBy: 'variant',
      sortDirection: 'asc',
    });
    expect(await page.getByTestId('price-scales-range').textContent()).toBe('1–25 of 60');
    const firstRow = page.getByTestId('price-scales-table').locator('tbody tr').first();
    expect(await firstRow.textContent()).toContain('All variants');
    expect(await firstRow.textContent()).toContain('€50.00');

    await page.getByTestId('price-scales-next').click();
    await eventually(() => lastPage(calls)?.offset).toBe(25);
    await eventually(() => location(page)).toBe(`${EDITOR}&page=2`);

    // A new sort starts again at page 1.
    await page.getByRole('columnheader', { name: /From quantity/ }).click();
    await eventually(() => lastPage(calls)).toMatchObject({ sortBy: 'quantity', offset: 0 });
    await page.getByRole('columnheader', { name: /Price per single unit/ }).click();
    await eventually(() => lastPage(calls)).toMatchObject({ sortBy: 'price', sortDirection: 'asc' });
    await page.getByRole('columnheader', { name: /Price per single unit/ }).click();
    await eventually(() => lastPage(calls)).toMatchObject({ sortBy: 'price', sortDirection: 'desc' });

    await page.getByTestId('price-scales-variant').click();
    await page.getByRole('option', { name: 'Only for all variants' }).click();
    await eventually(() => lastPage(calls)).toMatchObject({ forAllVariants: true, variantId: null });
    await page.getByTestId('price-scales-variant').click();
    await page.getByRole('option', { name: 'PO-GLOSS – Poster Glossy' }).click();
    await eventually(() => lastPage(calls)).toMatchObject({ forAllVariants: null, variantId: 'v1' });

    await page.getByTestId('price-scales-search').fill('10');
    await eventually(() => lastPage(calls)).toMatchObject({ quantity: '10', variantId: 'v1', offset: 0 });
    expect(await location(page)).toBe(`${EDITOR}&sort=-price&variant=v1&q=10`);
    expect(changes(calls)).toEqual([]);
  });

  it('changes one scale in a dialog, sends only that scale and stays on the page', async () => {
    const { page, calls } = await browser.open(`${EDITOR}&page=2`);
    await eventually(() => rowCount(page)).toBe(25);
    await page.getByTestId('price-scales-edit-0').click();
    const dialog = page.getByTestId('price-scale-form');
    await dialog.waitFor();
    expect(await page.getByTestId('price-scale-quantity').inputValue()).toBe('26');
    expect(await page.getByTestId('price-scale-price').inputValue()).toBe('47.50');
    await page.getByTestId('price-scale-price').fill('45.00');
    await page.getByTestId('save-price-scale').click();
    await eventually(() => dialog.count()).toBe(0);
    expect(changes(calls)).toEqual([
      [
        'UpdatePriceScale',
        { priceListId: 'l1', id: 's26', scale: { variantId: null, minQuantity: 26, unitPriceMinor: 4500 } },
      ],
    ]);
    await page.getByText('Scale saved').waitFor();
    // The page is asked again where it was.
    await eventually(() => pages(calls).length).toBe(2);
    expect(lastPage(calls)).toMatchObject({ offset: 25 });
    expect(await location(page)).toBe(`${EDITOR}&page=2`);
  });

  it('adds a scale: its errors at the fields, the server’s too, and a double submit sends once', async () => {
    let refuse = true;
    const handler = scaleServer({
      AddPriceScale: (call) =>
        refuse
          ? ((refuse = false),
            userInputError('admin.priceScaleDuplicate', {
              'scale.minQuantity': { key: 'admin.priceScaleDuplicate', params: { quantity: '5' } },
            }))
          : { ...scaleServer()(call), delayMs: 500 },
    });
    const { page, calls } = await browser.open(`${EDITOR}&variant=v1`, handler);
    await eventually(() => rowCount(page)).toBe(25);
    await page.getByTestId('price-scales-add').click();
    await page.getByTestId('price-scale-quantity').fill('5 units');
    await page.getByTestId('price-scale-price').fill('1,2,3');
    await page.getByTestId('save-price-scale').click();
    const form = page.getByTestId('price-scale-form');
    await eventually(() => form.textContent()).toContain('Enter a whole quantity from 1 to 1000000');
    expect(await form.textContent()).toContain('Enter a price of 0 or more');
    expect(changes(calls)).toEqual([]);

    await page.getByTestId('price-scale-quantity').fill('5');
    await page.getByTestId('price-scale-price').fill('1.20');
    await page.getByTestId('save-price-scale').click();
    await eventually(() => form.textContent()).toContain('There is already a scale for quantity 5');

    await page.getByTestId('price-scale-quantity').fill('7');
    // Two submits in one go (Enter held down, a double tap): the second arrives before the first
    // has re-drawn the dialog with Save disabled.
    await form.locator('form').evaluate((element: HTMLFormElement) => {
      element.requestSubmit();
      element.requestSubmit();
    });
    await eventually(() => form.count()).toBe(0);
    // The new scale is the filtered variant's.
    const scale = { variantId: 'v1', minQuantity: 7, unitPriceMinor: 120 };
    expect(changes(calls)).toEqual([
      ['AddPriceScale', { priceListId: 'l1', scale: { ...scale, minQuantity: 5 } }],
      ['AddPriceScale', { priceListId: 'l1', scale }],
    ]);
  });

  it('removes a scale only after confirmation, and stays on the page', async () => {
    const { page, calls } = await browser.open(`${EDITOR}&page=3`);
    await eventually(() => rowCount(page)).toBe(10);
    await page.getByTestId('price-scales-remove-1').click();
    const question = page.getByRole('alertdialog');
    await eventually(() => question.textContent()).toContain(
      'Do you really want to remove this quantity scale?',
    );
    await question.getByRole('button', { name: 'Cancel' }).click();
    await eventually(() => question.count()).toBe(0);
    expect(changes(calls)).toEqual([]);

    await page.getByTestId('price-scales-remove-1').click();
    await question.getByRole('button', { name: 'Remove scale' }).click();
    await page.getByText('Scale removed').waitFor();
    expect(changes(calls)).toEqual([['RemovePriceScale', { priceListId: 'l1', id: 's52' }]]);
    await eventually(() => pages(calls).length).toBe(2);
    expect(lastPage(calls)).toMatchObject({ offset: 50 });
    expect(await location(page)).toBe(`${EDITOR}&page=3`);
  });

  it('saves the settings without any scale', async () => {
    const { page, calls } = await browser.open('/admin/price-lists/l1');
    await page.locator('[name="name"]').fill('Plakate 2027');
    await page.getByTestId('price-list-editor-save').click();
    await page.getByText('Price list saved').waitFor();
    expect(changes(calls)).toEqual([
      [
        'UpdatePriceList',
        {
          id: 'l1',
          input: { name: 'Plakate 2027', currency: 'EUR', priceEntry: 'net', taxCategory: 'standard' },
        },
      ],
    ]);
  });

  it('shows a reader without prices.write the scales, but nothing to change them with', async () => {
    const { page } = await browser.open(EDITOR, scaleServer(), []);
    await eventually(() => rowCount(page)).toBe(25);
    expect(await page.getByTestId('price-scales-add').count()).toBe(0);
    expect(await page.getByTestId('price-scales-edit-0').count()).toBe(0);
    expect(await page.getByTestId('price-scales-remove-0').count()).toBe(0);
  });
});
