import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  data,
  openHarness,
  userInputError,
  type GraphqlCall,
  type GraphqlHandler,
  type GraphqlReply,
} from '../../testing/browser-driver.ts';
import { eventually, harnessBrowser, toasts } from '../../testing/harness-browser.ts';
import type { StockPhotosHarnessConfig } from './test/harness.tsx';

// The page builder's stock photo search in Chromium (testing/browser-driver.ts says why a real
// browser), against answers of the server's stockPhotos and useStockPhoto: the "not configured" state,
// the search with its filters as sent, the photographers' credit, the spec's error messages, paging,
// and the chosen photo handed to onPick once stored.

const HARNESS = fileURLToPath(new URL('./test/harness.tsx', import.meta.url));

const credit = (username: string, name: string) => ({
  authorName: name,
  authorUrl: `https://unsplash.com/@${username}?utm_source=shop&utm_medium=referral`,
  sourceUrl: 'https://unsplash.com/?utm_source=shop&utm_medium=referral',
});
const photo = (id: string, username: string, name: string) => ({
  id,
  widthPx: 400,
  heightPx: 300,
  colour: '#c07030',
  description: `photo ${id}`,
  thumbnailUrl: `/media/thumb-${id}`,
  credit: credit(username, name),
});
const page = (photos: unknown[], extra: Record<string, unknown> = {}) => ({
  configured: true,
  page: 1,
  total: photos.length,
  totalPages: 1,
  photos,
  ...extra,
});
const PHOTOS = [photo('desk', 'ada_lens', 'Ada Lens'), photo('stack', 'bo_pixel', 'Bo Pixel')];
const STORED = {
  id: '0b3c8a52-8f5e-4c39-9f0e-5b1c6d2e7a10',
  url: '/media/0b3c8a52-8f5e-4c39-9f0e-5b1c6d2e7a10',
  thumbnailUrl: '/media/0b3c8a52-8f5e-4c39-9f0e-5b1c6d2e7a10/thumb',
  widthPx: 2400,
  heightPx: 1800,
  altSuggestion: 'photo desk',
  credit: credit('ada_lens', 'Ada Lens'),
};

/** The fake API: photos for any term, the chosen one stored. */
const stockServer =
  (overrides: Record<string, GraphqlHandler> = {}): GraphqlHandler =>
  (call) => {
    const own = overrides[call.operationName];
    if (own) return own(call);
    const { query } = call.variables as { query: string };
    if (call.operationName === 'StockPhotos')
      return data({ stockPhotos: query ? page(PHOTOS) : page([], { total: 0 }) });
    if (call.operationName === 'UseStockPhoto') return data({ useStockPhoto: STORED });
    return data({});
  };

const browser = harnessBrowser(
  (
    chromium,
    handler: GraphqlHandler = stockServer(),
    language: StockPhotosHarnessConfig['language'] = 'en-GB',
  ) =>
    openHarness(chromium, {
      entry: HARNESS,
      config: { language } satisfies StockPhotosHarnessConfig,
      handler,
      readyTestId: 'stock-photo-search',
    }),
);

const searches = (calls: GraphqlCall[]) =>
  calls.filter((call) => call.operationName === 'StockPhotos').map((call) => call.variables);
const tiles = (page: Page) =>
  page
    .getByTestId('stock-photo-grid')
    .locator('li')
    .evaluateAll((items) =>
      items.map((item) => ({
        label: item.querySelector('button')?.getAttribute('aria-label'),
        src: item.querySelector('img')?.getAttribute('src'),
        credit: item.querySelector('small')?.textContent,
        links: [...item.querySelectorAll('small a')].map((a) => a.getAttribute('href')),
      })),
    );
const picked = async (page: Page) => JSON.parse((await page.getByTestId('picked').textContent()) ?? '[]');

async function searchFor(page: Page, term: string) {
  await page.getByTestId('stock-photo-query').fill(term);
  await page.getByTestId('stock-photo-query').press('Enter');
}

async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('the stock photo search', { timeout: 60_000 }, () => {
  it('says what to configure when the shop has no key, and offers no search', async () => {
    const notConfigured = (): GraphqlReply => data({ stockPhotos: page([], { configured: false }) });
    const { page: tab, calls } = await browser.open(stockServer({ StockPhotos: notConfigured }));
    await eventually(() => tab.getByTestId('stock-photos-not-configured').textContent()).toContain(
      'Enter an Unsplash access key under System → Stock photos',
    );
    expect(await tab.getByTestId('stock-photo-submit').isDisabled()).toBe(true);
    expect(searches(calls)).toEqual([{ query: '', colour: null, orientation: null, page: 1 }]);
  });

  it('searches the term with the chosen filters and shows each photo with its credit', async () => {
    const { page: tab, calls } = await browser.open();
    await eventually(() => tab.getByTestId('stock-photos-prompt').textContent()).toBe(
      'Enter a search term to find photos on Unsplash.',
    );
    await searchFor(tab, 'business cards');
    await eventually(() => tiles(tab)).toHaveLength(2);
    expect((await tiles(tab))[0]).toEqual({
      label: 'Use photo by Ada Lens',
      src: '/media/thumb-desk',
      credit: 'Photo by Ada Lens on Unsplash',
      links: [PHOTOS[0]!.credit.authorUrl, PHOTOS[0]!.credit.sourceUrl],
    });

    await choose(tab, 'stock-photo-colour', 'Blue');
    await choose(tab, 'stock-photo-orientation', 'Square');
    await eventually(() => searches(calls).at(-1)).toEqual({
      query: 'business cards',
      colour: 'blue',
      orientation: 'squarish',
      page: 1,
    });
  });

  it("says 'Error loading images. Please try again.' and searches again when asked", async () => {
    let failing = true;
    const { page: tab } = await browser.open(
      stockServer({
        StockPhotos: ({ variables }) =>
          failing && (variables as { query: string }).query
            ? userInputError('cms.errorLoadingImages')
            : data({ stockPhotos: page((variables as { query: string }).query ? PHOTOS : []) }),
      }),
    );
    await searchFor(tab, 'flyers');
    await eventually(() => tab.getByTestId('stock-photos-error').textContent()).toContain(
      'Error loading images. Please try again.',
    );
    failing = false;
    await tab.getByTestId('stock-photos-retry').click();
    await eventually(() => tiles(tab)).toHaveLength(2);
  });

  it('pages through the results', async () => {
    const { page: tab, calls } = await browser.open(
      stockServer({
        StockPhotos: ({ variables }) => {
          const { query, page: number } = variables as { query: string; page: number };
          if (!query) return data({ stockPhotos: page([]) });
          const photos = number === 1 ? PHOTOS : [photo('third', 'cy_shots', 'Cy Shots')];
          return data({ stockPhotos: page(photos, { page: number, total: 3, totalPages: 2 }) });
        },
      }),
    );
    await searchFor(tab, 'print');
    await eventually(() => tiles(tab)).toHaveLength(2);
    expect(await tab.getByTestId('stock-photos-count').textContent()).toBe('3 images found');
    expect(await tab.getByTestId('stock-photos-page').textContent()).toBe('Page 1 of 2');
    expect(await tab.getByTestId('stock-photos-previous').isDisabled()).toBe(true);
    await tab.getByTestId('stock-photos-next').click();
    await eventually(() => tiles(tab)).toHaveLength(1);
    expect(searches(calls).at(-1)).toMatchObject({ query: 'print', page: 2 });
    expect(await tab.getByTestId('stock-photos-page').textContent()).toBe('Page 2 of 2');
    expect(await tab.getByTestId('stock-photos-next').isDisabled()).toBe(true);

    // Another search starts at its first page.
    await searchFor(tab, 'flyers');
    await eventually(() => searches(calls).at(-1)).toMatchObject({ query: 'flyers', page: 1 });
  });

  it('stores the chosen photo and hands it over with its credit, saying meanwhile that it is added', async () => {
    const { page: tab, calls } = await browser.open(
      stockServer({ UseStockPhoto: () => ({ ...data({ useStockPhoto: STORED }), delayMs: 600 }) }),
    );
    await searchFor(tab, 'business');
    await tab.getByTestId('stock-photo-desk').click();
    await eventually(() => tab.getByTestId('stock-photo-grid').textContent()).toContain('Adding image…');
    expect(await tab.getByTestId('stock-photo-stack').isDisabled()).toBe(true);
    await eventually(() => picked(tab)).toEqual([STORED]);
    expect(calls.find((call) => call.operationName === 'UseStockPhoto')?.variables).toEqual({
      photoId: 'desk',
    });
    expect(await tab.getByTestId('stock-photo-stack').isDisabled()).toBe(false);
  });

  it("says 'Error adding Unsplash image' when the photo cannot be stored, in the editor's language", async () => {
    const { page: tab } = await browser.open(
      stockServer({ UseStockPhoto: () => ({ status: 502, body: 'Bad gateway' }) }),
      'de-DE',
    );
    await searchFor(tab, 'business');
    await tab.getByTestId('stock-photo-desk').click();
    await eventually(() => toasts(tab)).toContain('Fehler beim Hinzufügen des Unsplash-Bildes');
    expect(await picked(tab)).toEqual([]);
  });
});
