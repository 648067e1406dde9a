// Finding blocks in a read page document (issue 25): the server collects what its blocks need (RSS
// feeds, icons) and the shop's loader hands each block its data, wherever the block sits — in a section
// or in a column of a block (a slot), found through the declarations' controls, not by guessing.
import type { BlockProps } from './block.ts';
import { BLOCKS_BY_TYPE, type PageBlockDeclaration, type PageBlockType } from './blocks/index.ts';
import type { FieldControl } from './fields.ts';
import type { PageBlock, PageDocument } from './page-document.ts';

/** The props a block type declares, as the page reader leaves them. */
export type PagePropsOf<T extends PageBlockType> = BlockProps<Extract<PageBlockDeclaration, { type: T }>>;

/** A block of a known type with its props as the page reader left them. */
export type TypedPageBlock<T extends PageBlockType> = { id: string; type: T; props: PagePropsOf<T> };

function nestedBlocks(value: unknown, control: FieldControl, found: PageBlock[]): void {
  if (control.kind === 'slot') {
    if (Array.isArray(value)) found.push(...(value as PageBlock[]));
  } else if (control.kind === 'list') {
    if (Array.isArray(value)) for (const item of value) nestedBlocks(item, control.item, found);
  } else if (control.kind === 'object' && typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    for (const [key, inner] of Object.entries(control.fields)) nestedBlocks(record[key], inner, found);
  }
}

/** Every block of the page, those inside other blocks included, in reading order (depth first). */
export function allPageBlocks(document: PageDocument): PageBlock[] {
  const all: PageBlock[] = [];
  const visit = (blocks: readonly PageBlock[]) => {
    for (const block of blocks) {
      all.push(block);
      const declaration = BLOCKS_BY_TYPE.get(block.type);
      if (!declaration) continue;
      const inner: PageBlock[] = [];
      for (const [key, field] of Object.entries(declaration.fields)) {
        nestedBlocks(block.props[key], field.control, inner);
      }
      // The reader bounds the depth (PAGE_LIMITS.slotDepth), so this recursion is bounded too.
      if (inner.length > 0) visit(inner);
    }
  };
  for (const section of document.sections) visit(section.blocks);
  return all;
}

/** The page's blocks of one type (a read document: their props are the declared ones). */
export function pageBlocksOfType<T extends PageBlockType>(
  document: PageDocument,
  type: T,
): TypedPageBlock<T>[] {
  return allPageBlocks(document).filter((block) => block.type === type) as unknown as TypedPageBlock<T>[];
}
