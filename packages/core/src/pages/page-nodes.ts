// Walking a read page document's blocks, those inside slots (a columns block's columns) included. Where
// a block keeps blocks follows from its declaration's fields (a `slot` control, inside lists and
// objects), so a new block type with a slot needs nothing here.
import { BLOCKS_BY_TYPE } from './blocks/index.ts';
import type { FieldControl } from './fields.ts';
import type { PageBlock, PageDocument } from './page-document.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value with `map` applied to every block list it holds at a slot of this control. */
function mapSlots(value: unknown, control: FieldControl, map: (blocks: PageBlock[]) => PageBlock[]): unknown {
  switch (control.kind) {
    case 'slot':
      return Array.isArray(value) ? map(value as PageBlock[]) : value;
    case 'list':
      return Array.isArray(value) ? value.map((item) => mapSlots(item, control.item, map)) : value;
    case 'object': {
      if (!isRecord(value)) return value;
      const mapped: Record<string, unknown> = { ...value };
      for (const [key, inner] of Object.entries(control.fields)) {
        if (key in value) mapped[key] = mapSlots(value[key], inner, map);
      }
      return mapped;
    }
    default:
      return value;
  }
}

/**
 * The blocks with `change` applied to each, depth first: a block's slots are mapped before the block
 * itself is given to `change`. Returns new arrays and blocks; the input is left as it was.
 */
export function mapBlocks(
  blocks: readonly PageBlock[],
  change: (block: PageBlock) => PageBlock,
): PageBlock[] {
  return blocks.map((block) => {
    const declaration = BLOCKS_BY_TYPE.get(block.type);
    if (!declaration) return change(block);
    const props: Record<string, unknown> = { ...block.props };
    for (const [key, field] of Object.entries(declaration.fields)) {
      if (key in props) props[key] = mapSlots(props[key], field.control, (inner) => mapBlocks(inner, change));
    }
    return change({ ...block, props });
  });
}

/** Calls `visit` for every block of the document, those in slots included. */
export function forEachBlock(document: PageDocument, visit: (block: PageBlock) => void): void {
  for (const section of document.sections) {
    mapBlocks(section.blocks, (block) => {
      visit(block);
      return block;
    });
  }
}

/** Every id of the document: its sections', their anchors and its blocks' (slots included). */
export function pageNodeIds(document: PageDocument): Set<string> {
  const ids = new Set<string>();
  for (const section of document.sections) {
    ids.add(section.id);
    if (section.settings.anchor) ids.add(section.settings.anchor);
  }
  forEachBlock(document, (block) => ids.add(block.id));
  return ids;
}
