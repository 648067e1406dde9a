import { pageBlocksOfType } from '@print/core/pages/page-blocks';
import { PAGE_LIMITS } from '@print/core/pages/page-constants';
import { readPageDocument, type PageDocument } from '@print/core/pages/page-document';
import { data, type AppLoadContext } from 'react-router';
import type { ContentPage } from '../features/content-page/content-page-api.ts';
import { loadProductRows } from '../features/catalog/product-row-api.ts';
import { loadBlockData, loadDraftBlockData } from '../features/content-page/content-page-block-data.ts';
import type { BlockData } from '../lib/pages/page-render.tsx';
import type { DraftDataAsk } from '../lib/pages/preview-path.ts';

// What the shop's page routes (`/:slug` and `/`, issue 25) read besides a page's document: the data of
// its blocks that need the server's, by block id, for all blocks of a kind at once (one call per kind,
// whatever the number of blocks: a page of 30 product rows asks for their products once). Here, beside
// the block registry, because each kind's loader lives with the feature owning its data. A `.server`
// module: loader code only, which React Router keeps out of a shopper's bundle. The page builder's
// canvas gets a draft's block data by the same loaders (decision 0078).

/** The product rows' data beside the other kinds' (`others`), all asked at once. */
async function withProductRows(
  context: AppLoadContext,
  document: PageDocument,
  language: string,
  others: Promise<BlockData>,
): Promise<BlockData> {
  const [productRows, rest] = await Promise.all([
    loadProductRows(context.api, language, pageBlocksOfType(document, 'productRow')),
    others,
  ]);
  return { ...productRows, ...rest };
}

/** Every block's data of the page, by block id. */
export const loadPageBlockData = (context: AppLoadContext, page: ContentPage): Promise<BlockData> =>
  withProductRows(context, page.document, context.shell.language, loadBlockData(context, page));

/**
 * The page builder's canvas asks for the data of the draft's blocks it lacks (`DraftDataAsk`, JSON):
 * user input, so bounded (a page document's length), read by the page reader in the shop's languages,
 * its language one of them. The caller has checked the right (cms.edit); the API checks it again.
 */
export async function loadAskedBlockData(context: AppLoadContext, request: Request): Promise<BlockData> {
  if (!request.headers.get('content-type')?.startsWith('application/json')) throw data(null, { status: 415 });
  const text = await boundedText(request, PAGE_LIMITS.jsonLength);
  if (text === null) throw data(null, { status: 413 });
  let ask: Partial<DraftDataAsk>;
  try {
    ask = JSON.parse(text) as Partial<DraftDataAsk>;
  } catch {
    throw data(null, { status: 400 });
  }
  const languages = context.shell.tenant.languages.map((language) => language.code);
  const { document } = readPageDocument(ask?.document, { languages });
  const language = languages.find((code) => code === ask?.language) ?? context.shell.language;
  return withProductRows(context, document, language, loadDraftBlockData(context, document));
}

/** The request's body as text, or null when it holds more than `maxBytes`. */
async function boundedText(request: Request, maxBytes: number): Promise<string | null> {
  const reader = request.body?.getReader();
  if (!reader) return '';
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    bytes += part.value.byteLength;
    if (bytes > maxBytes) {
      await reader.cancel();
      return null;
    }
    text += decoder.decode(part.value, { stream: true });
  }
  return text + decoder.decode();
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
