// Finding blocks in a read page document (issue 25): the server collects what its blocks need (RSS
// feeds, icons) and the shop's loader hands each block its data, wherever the block sits — in a section
// or in a column of a block (a slot). Works on what the page reader returned, where a slot's blocks are
// the only values shaped like blocks (id, type, props); imports no declaration, so the shop's loader can
// use it without pulling the declarations and their reader into a page's modules.
import type { PageBlockDeclaration, PageBlockType } from './blocks/index.ts';
import type { BlockProps } from './block.ts';
import type { PageBlock, PageDocument } from './page-document.ts';

/** The props a block type declares, as the page reader leaves them. */
export type PagePropsOf<T extends PageBlockType> = BlockProps<Extract<PageBlockDeclaration, { type: T }>>;

/** A block of a known type with its props as the page reader left them. */
export type TypedPageBlock<T extends PageBlockType> = { id: string; type: T; props: PagePropsOf<T> };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isBlock = (value: unknown): value is PageBlock =>
  isRecord(value) && typeof value.id === 'string' && typeof value.type === 'string' && isRecord(value.props);

/** Nesting followed at most: the reader's slot depth (3) with the lists and objects around each slot. */
const MAX_NESTING = 24;

/** Every block of the page, those inside other blocks included, in reading order (depth first). */
export function allPageBlocks(document: PageDocument): PageBlock[] {
  const all: PageBlock[] = [];
  const visit = (value: unknown, nesting: number) => {
    if (nesting > MAX_NESTING) return;
    if (isBlock(value)) {
      all.push(value);
      for (const prop of Object.values(value.props)) visit(prop, nesting + 1);
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item, nesting + 1);
    } else if (isRecord(value)) {
      for (const inner of Object.values(value)) visit(inner, nesting + 1);
    }
  };
  for (const section of document.sections) visit(section.blocks, 0);
  return all;
}

/** The page's blocks of one type (a read document: their props are the declared ones). */
export function pageBlocksOfType<T extends PageBlockType>(
  document: PageDocument,
  type: T,
): TypedPageBlock<T>[] {
  return allPageBlocks(document).filter((block) => block.type === type) as unknown as TypedPageBlock<T>[];
}
