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
import { field, fieldMessage } from '../../ui/admin-kit/test/admin-test-kit.ts';
import type { ProductFormsHarnessConfig } from './test/harness.tsx';

// The product editor's forms on the one form approach (decision 0063), in Chromium: the Prices tab
// with its scale rows and the media modal's alternative texts and external link. Each shows the
// server's field error at its input with everything typed kept, drops it once the input is edited,
// and sends two submits in one go once.

const HARNESS = fileURLToPath(new URL('./test/harness.tsx', import.meta.url));

const PRICING = {
  productPricing: {
    pricingMode: 'simple',
    priceListId: null,
    simplePriceMinor: 1000,
    currency: 'EUR',
    scales: [{ minQuantity: 10, unitPriceMinor: 900 }],
    priceDisplay: 'net',
    pricesEnteredAs: 'net',
    taxRateBasisPoints: 1900,
  },
  priceLists: { items: [] },
};

const image = (alt: string) => ({
  url: '/media/a.png',
  thumbnailUrl: '/media/a-thumb.png',
  thumbnailReady: true,
  thumbnailFailed: false,
  cover: false,
  alt: alt ? [{ language: 'en-GB', text: alt }] : [],
  alternatives: [],
});
const gallery = (alt = '', externalMediaUrl: string | null = null) => ({
  productId: 'p1',
  externalMediaUrl,
  images: [image(alt)],
});

/** The fake API: the stored pricing and gallery, every change answered as saved (after `delayMs`). */
const server =
  (overrides: Record<string, GraphqlHandler> = {}, delayMs = 0): GraphqlHandler =>
  (call) => {
    const own = overrides[call.operationName];
    if (own) return own(call);
    switch (call.operationName) {
      case 'ProductPricing':
        return data(PRICING);
      case 'ProductPricePreview':
        return data({ productPricePreview: [] });
      case 'SaveProductPricing':
        return { ...data({ saveProductPricing: { pricingMode: 'simple' } }), delayMs };
      case 'ProductMedia':
        return data({ productMedia: gallery() });
      case 'SetProductImageAlt': {
        const [alt] = (call.variables as { alt: { text: string }[] }).alt;
        return { ...data({ setProductImageAlt: gallery(alt?.text) }), delayMs };
      }
      case 'SetProductExternalMedia': {
        const { url } = call.variables as { url: string };
        return { ...data({ setProductExternalMedia: gallery('', url) }), delayMs };
      }
      default:
        return data({});
    }
  };

const browser = harnessBrowser(
  (chromium, path: ProductFormsHarnessConfig['path'], handler: GraphqlHandler = server()) => {
    const config: ProductFormsHarnessConfig = { path };
    return openHarness(chromium, { entry: HARNESS, config, handler, readyTestId: 'ready' });
  },
);

const sent = (calls: GraphqlCall[], operation: string) =>
  calls.filter((call) => call.operationName === operation).map((call) => call.variables);
/** Submits a form twice in one tick (Enter and a click, a double tap). */
const submitTwice = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((form: HTMLFormElement) => {
    form.requestSubmit();
    form.requestSubmit();
  });

describe('the Prices tab', { timeout: 60_000 }, () => {
  it("shows the server's error at its scale row, keeps the typing and drops the error once edited", async () => {
    const refuse = () =>
      userInputError('admin.priceScalePrice', {
        'scales.0.unitPriceMinor': { key: 'admin.priceScalePrice' },
      });
    const { page, calls } = await browser.open('/prices', server({ SaveProductPricing: refuse }));
    await page.getByTestId('pricing-simple-price').fill('12.00');
    await page.getByTestId('pricing-scales-price-0').fill('8.50');
    await page.getByTestId('tab-save').click();
    await eventually(() => fieldMessage(page, 'scales.0.unitPriceMinor')).toBe(
      'Enter a price of 0 or more, e.g. 12.50',
    );
    await eventually(() => toasts(page)).toContain('Error saving prices');
    expect(await page.getByTestId('pricing-simple-price').inputValue()).toBe('12.00');
    expect(await page.getByTestId('pricing-scales-price-0').inputValue()).toBe('8.50');
    expect(await page.getByTestId('tab-dirty').textContent()).toBe('true');
    expect(sent(calls, 'SaveProductPricing')).toEqual([
      {
        productId: 'p1',
        input: {
          pricingMode: 'simple',
          simplePriceMinor: 1200,
          scales: [{ minQuantity: 10, unitPriceMinor: 850 }],
        },
      },
    ]);

    await page.getByTestId('pricing-scales-price-0').fill('8.40');
    await eventually(() => fieldMessage(page, 'scales.0.unitPriceMinor')).toBe('');
  });

  it('checks the rows before sending: nothing is sent while a row cannot be read', async () => {
    const { page, calls } = await browser.open('/prices');
    await page.getByTestId('pricing-scales-add').click();
    await eventually(() => page.getByTestId('pricing-scales-quantity-1').inputValue()).toBe('100');
    await page.getByTestId('tab-save').click();
    await eventually(() => fieldMessage(page, 'scales.1.unitPriceMinor')).toBe(
      'Enter a price of 0 or more, e.g. 12.50',
    );
    await eventually(() => toasts(page)).toContain('Error saving prices');
    expect(sent(calls, 'SaveProductPricing')).toEqual([]);
  });

  it('sends two saves in one go once, says "Prices saved" and is unchanged after', async () => {
    const { page, calls } = await browser.open('/prices', server({}, 300));
    await page.getByTestId('pricing-simple-price').fill('11.00');
    await eventually(() => page.getByTestId('tab-dirty').textContent()).toBe('true');
    await submitTwice(page, 'tab-form');
    await eventually(() => toasts(page)).toContain('Prices saved');
    await eventually(() => page.getByTestId('tab-dirty').textContent()).toBe('false');
    expect(sent(calls, 'SaveProductPricing')).toHaveLength(1);
  });
});

describe('the media modal', { timeout: 60_000 }, () => {
  it("shows the server's error at the alternative text, keeps it, and sends two saves once", async () => {
    let refuse = true;
    const handler = server(
      {
        SetProductImageAlt: (call) =>
          refuse
            ? userInputError('validation.tooLong', {
                'alt.en-GB': { key: 'validation.tooLong', params: { max: '5' } },
              })
            : server({}, 300)(call),
      },
      300,
    );
    const { page, calls } = await browser.open('/media', handler);
    const alt = page.getByTestId('media-alt-en-GB');
    await alt.fill('Front page');
    await page.getByTestId('media-save-alt').click();
    await eventually(() => fieldMessage(page, 'alt.en-GB')).toBe('At most 5 characters');
    await eventually(() => toasts(page)).toContain('Error updating thumbnail');
    expect(await alt.inputValue()).toBe('Front page');

    await alt.fill('Front');
    await eventually(() => fieldMessage(page, 'alt.en-GB')).toBe('');
    refuse = false;
    await submitTwice(page, 'media-alt-form');
    await eventually(() => toasts(page)).toContain('Image saved');
    expect(sent(calls, 'SetProductImageAlt').map((call) => call.alt)).toEqual([
      [{ language: 'en-GB', text: 'Front page' }],
      [{ language: 'en-GB', text: 'Front' }],
    ]);
  });

  it("shows the server's error at the external link, keeps it, and sends two saves once", async () => {
    let refuse = true;
    const handler = server(
      {
        SetProductExternalMedia: (call) =>
          refuse
            ? userInputError('validation.validUrl', { url: { key: 'validation.validUrl' } })
            : server({}, 300)(call),
      },
      300,
    );
    const { page, calls } = await browser.open('/media', handler);
    const url = field(page, 'url');
    await url.fill('https://example.com/video');
    await url.press('Enter');
    await eventually(() => fieldMessage(page, 'url')).toContain('Please enter a valid URL');
    await eventually(() => toasts(page)).toContain('Error when saving external media link');
    expect(await url.inputValue()).toBe('https://example.com/video');

    await url.fill('https://example.com/film');
    await eventually(() => fieldMessage(page, 'url')).not.toContain('Please enter a valid URL');
    refuse = false;
    await submitTwice(page, 'media-external-form');
    await eventually(() => toasts(page)).toContain('External media link saved');
    expect(sent(calls, 'SetProductExternalMedia').map((call) => call.url)).toEqual([
      'https://example.com/video',
      'https://example.com/film',
    ]);
  });
});
