import { fileURLToPath } from 'node:url';
import { readPageDocument } from '@print/core/pages/page-document';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { data, openHarness } from '../../../testing/browser-driver.ts';
import { eventually, harnessBrowser } from '../../../testing/harness-browser.ts';

// The page builder's canvas in Chromium (issue 25, decision 0078): a draft posted into the frame gets the
// data of its product rows from the server in one request with only what the data depends on, the canvas
// draws it, and a changed row keeps its products until the new ones arrive.

const HARNESS = fileURLToPath(new URL('./test/harness.tsx', import.meta.url));
const CARDS = '0b8e7c1a-3f55-4a52-9d9e-2f4e6f7a8b90';
const LETTERS = '1c9f8d2b-4a66-4b63-8e0f-3a5f7a8b9c01';
const PRODUCTS: Record<string, { name: string; price: { total: string; quantity: number } }[]> = {
  [CARDS]: [{ name: 'Classic cards', price: { total: '£12.00', quantity: 100 } }],
  [LETTERS]: [{ name: 'Letterheads', price: { total: '£30.00', quantity: 250 } }],
};

const browser = harnessBrowser((opened) =>
  openHarness(opened, { entry: HARNESS, config: {}, handler: () => data({}), readyTestId: 'canvas-ready' }),
);

const draft = (categoryId: string, title = 'Bestsellers') =>
  readPageDocument(
    {
      schemaVersion: 1,
      sections: [
        {
          id: 's',
          blocks: [
            { id: 'head', type: 'heading', props: { text: { 'en-GB': 'Welcome' } } },
            {
              id: 'row',
              type: 'productRow',
              props: { title: { 'en-GB': title }, source: 'category', categoryId },
            },
          ],
        },
      ],
    },
    { languages: ['en-GB'] },
  ).document;

type Ask = { document: { sections: { blocks: { id: string; props: { categoryId?: string } }[] }[] } };

/** Answers the canvas's data requests (each row with its category's products), once `open` lets it. */
async function answerAsks(page: Page) {
  const asks: Ask[] = [];
  let open: () => void = () => {};
  let gate = Promise.resolve();
  await page.route('**/_page-preview/data', async (route: Route) => {
    const ask = route.request().postDataJSON() as Ask;
    asks.push(ask);
    await gate;
    const blocks = ask.document.sections.flatMap((section) => section.blocks);
    const blockData = Object.fromEntries(
      blocks.map((block) => [block.id, { products: PRODUCTS[block.props.categoryId ?? ''] ?? [] }]),
    );
    await route.fulfill({ json: { blockData } }).catch(() => {}); // a replaced ask is gone
  });
  return {
    asks,
    /** Holds the next answers until `release` is called. */
    hold: () => (gate = new Promise((resolve) => (open = resolve))),
    release: () => open(),
    stop: () => page.unroute('**/_page-preview/data'),
  };
}

const post = (page: Page, document: unknown) =>
  page.evaluate((sent) => window.postDraft(sent as never, 'en-GB'), document);

describe('the canvas’s block data', { timeout: 60_000 }, () => {
  it('is asked for once with only the data props, drawn, and kept while a changed row loads', async () => {
    const { page } = await browser.open();
    const server = await answerAsks(page);
    try {
      const row = page.frameLocator('[data-testid="canvas"]').getByTestId('row');
      await post(page, draft(CARDS));
      await eventually(() => row.textContent()).toBe('Classic cards £12.00');
      expect(server.asks).toHaveLength(1);
      expect(server.asks[0]!.document.sections[0]!.blocks).toEqual([
        {
          id: 'row',
          type: 'productRow',
          props: { source: 'category', categoryId: CARDS, productIds: [], limit: 4 },
        },
      ]);
      expect(JSON.stringify(server.asks[0])).not.toContain('Bestsellers');

      // Another category: the row keeps its products until the new ones are here.
      server.hold();
      await post(page, draft(LETTERS, 'Office'));
      await eventually(() => server.asks.length).toBe(2);
      expect(await row.textContent()).toBe('Classic cards £12.00');
      server.release();
      await eventually(() => row.textContent()).toBe('Letterheads £30.00');
      expect(server.asks[1]!.document.sections[0]!.blocks.map((block) => block.props.categoryId)).toEqual([
        LETTERS,
      ]);
    } finally {
      await server.stop();
    }
  });
});
