import { allPageBlocks } from '@print/core/pages/page-blocks';
import { PAGE_SCHEMA_VERSION } from '@print/core/pages/page-migrations';
import type { PageBlock, PageDocument } from '@print/core/pages/page-document';
import type { BlockData } from '../../../lib/pages/page-render.tsx';
import type { DraftDataAsk } from '../../../lib/pages/preview-path.ts';

// Which of the draft's blocks the canvas lacks server data for (decision 0078): a block whose data the
// server adds (product rows, RSS feeds, icon lists) has data for the props it was loaded with; when it is
// new, or those props changed, the canvas asks for it — and only for such blocks, with only those props
// (no texts: typing a title asks the server nothing), all in one request.

type Props = Readonly<Record<string, unknown>>;

/**
 * The props each kind's data depends on: the inputs of its loader (product-row-api.ts; the server's
 * feed filter, feeds/feed-blocks.ts; the icons' names). A product row's names and prices also depend on
 * the language.
 */
const DATA_PROPS: Readonly<Record<string, (props: Props) => Props>> = {
  productRow: ({ source, categoryId, productIds, limit }) => ({ source, categoryId, productIds, limit }),
  rss: ({ feedUrl, categoryFilter, lastDays, maxItems, descriptionMode }) => ({
    feedUrl,
    categoryFilter,
    lastDays,
    maxItems,
    descriptionMode,
  }),
  iconList: ({ items }) => ({
    items: Array.isArray(items) ? items.map((item: { icon?: unknown }) => ({ icon: item.icon })) : [],
  }),
};
const BY_LANGUAGE = new Set(['productRow']);

/** A block whose data the server adds: its data props, and them as one string (with the language). */
export type DataBlock = { id: string; type: string; props: Props; key: string };

/** What the canvas holds data for: block id → the key it was loaded for. */
export type HeldData = { blockData: BlockData; keys: ReadonlyMap<string, string> };

export const NO_DATA: HeldData = { blockData: {}, keys: new Map() };

function dataBlock(block: PageBlock, language: string): DataBlock | null {
  const pick = DATA_PROPS[block.type];
  if (!pick) return null;
  const props = pick(block.props);
  const key = JSON.stringify([BY_LANGUAGE.has(block.type) ? language : '', props]);
  return { id: block.id, type: block.type, props, key };
}

/** The draft's blocks whose data the canvas lacks or holds for other props, in reading order. */
export function missingData(document: PageDocument, language: string, held: HeldData): DataBlock[] {
  return allPageBlocks(document).flatMap((block) => {
    const wanted = dataBlock(block, language);
    return wanted && held.keys.get(wanted.id) !== wanted.key ? [wanted] : [];
  });
}

/** Whether two lists ask for the same. */
export const sameAsk = (one: readonly DataBlock[], other: readonly DataBlock[]) =>
  one.length === other.length && one.every((block, index) => block.key === other[index]!.key);

/** The request for them: a page of those blocks (out of their columns), which the server's reader reads. */
export function draftDataAsk(blocks: readonly DataBlock[], language: string): DraftDataAsk {
  return {
    document: {
      schemaVersion: PAGE_SCHEMA_VERSION,
      sections: [
        {
          id: 'asked',
          settings: {},
          blocks: blocks.map(({ id, type, props }) => ({ id, type, props: { ...props } })),
        },
      ],
    } as unknown as PageDocument,
    language,
  };
}

/**
 * The server's answer taken in: the asked blocks hold data for what they were asked with (also those it
 * sent nothing for, so they are not asked again); the other blocks keep theirs.
 */
export function withAnswer(held: HeldData, asked: readonly DataBlock[], answer: BlockData): HeldData {
  const keys = new Map(held.keys);
  const blockData: Record<string, unknown> = { ...held.blockData };
  for (const block of asked) {
    keys.set(block.id, block.key);
    if (Object.hasOwn(answer, block.id)) blockData[block.id] = answer[block.id];
    else delete blockData[block.id];
  }
  return { blockData, keys };
}
