import { pageBlocksOfType } from '@print/core/pages/page-blocks';
import { data, type AppLoadContext } from 'react-router';
import type { ContentPage } from '../features/content-page/content-page-api.ts';
import { loadProductRows } from '../features/catalog/product-row-api.ts';
import { loadBlockData } from '../features/content-page/content-page-block-data.ts';
import type { BlockData } from '../lib/pages/page-render.tsx';

// What the shop's page routes (`/:slug` and `/`, issue 25) read besides a page's document: the data of
// its blocks that need the server's, by block id, for all blocks of a kind at once (one call per kind,
// whatever the number of blocks: a page of 30 product rows asks for their products once). Here, beside
// the block registry, because each kind's loader lives with the feature owning its data. A `.server`
// module: loader code only, which React Router keeps out of a shopper's bundle.

/** Every block's data of the page, by block id. */
export async function loadPageBlockData(context: AppLoadContext, page: ContentPage): Promise<BlockData> {
  const [productRows, feedsAndIcons] = await Promise.all([
    loadProductRows(context.api, context.shell.language, pageBlocksOfType(page.document, 'productRow')),
    loadBlockData(context, page),
  ]);
  return { ...productRows, ...feedsAndIcons };
}

/**
 * A page with an end date is not kept whole by the page cache (which serves a kept page for minutes,
 * also past its end): `private` makes the cache leave it, so it leaves the shop exactly on time, read
 * live at every visit (decision 0070). A page going live needs nothing: "not found" is never kept. The
 * loader's headers go with a client-side navigation's data; the route's `headers` give them to the
 * document.
 */
const UNTIL_ITS_END = { 'Cache-Control': 'private, no-cache' };

/** A page route's answer: as it is, or kept by no cache when the page has an end. */
export const pageAnswer = <T extends object>(page: ContentPage, payload: T) =>
  page.liveUntil ? data(payload, { headers: UNTIL_ITS_END }) : payload;
