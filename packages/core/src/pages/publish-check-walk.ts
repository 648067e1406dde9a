// Visiting a read page document for the publish check (issue 25): every block in reading order, those
// in slots (a columns block's columns) included, with its path in the document, and every value of its
// props with the field control that declares it — found through the declarations, as the reader does.
import { BLOCKS_BY_TYPE } from './blocks/index.ts';
import type { FieldControl } from './fields.ts';
import type { PageBlock, PageDocument } from './page-document.ts';

/** A block where it stands: its section's id and its path (`sections.0.blocks.2.props.columns.1.blocks.0`). */
export type PlacedBlock = { block: PageBlock; path: string; sectionId: string };

/** A prop's value with its control and path (`….props.image.alt`). */
export type PlacedValue = { value: unknown; control: FieldControl; path: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Calls `visit` for every value under a control, depth first (an object's fields, a list's items); a
 * slot's blocks go to `onSlot`, not to `visit`.
 */
function walkValue(
  placed: PlacedValue,
  visit: (placed: PlacedValue) => void,
  onSlot: (blocks: PageBlock[], path: string) => void,
): void {
  const { value, control, path } = placed;
  visit(placed);
  if (control.kind === 'slot') {
    if (Array.isArray(value)) onSlot(value as PageBlock[], path);
  } else if (control.kind === 'list' && Array.isArray(value)) {
    value.forEach((item, index) =>
      walkValue({ value: item, control: control.item, path: `${path}.${index}` }, visit, onSlot),
    );
  } else if ((control.kind === 'object' || control.kind === 'image') && isRecord(value)) {
    for (const [key, inner] of Object.entries(control.fields)) {
      walkValue({ value: value[key], control: inner, path: `${path}.${key}` }, visit, onSlot);
    }
  }
}

/** The props of a block with their controls (a block of an unknown type has none). */
export function blockValues(placed: PlacedBlock): PlacedValue[] {
  const values: PlacedValue[] = [];
  const declaration = BLOCKS_BY_TYPE.get(placed.block.type);
  if (!declaration) return values;
  for (const [key, field] of Object.entries(declaration.fields)) {
    const path = `${placed.path}.props.${key}`;
    walkValue(
      { value: placed.block.props[key], control: field.control, path },
      (value) => values.push(value),
      () => {},
    );
  }
  return values;
}

/** Every block of the document in reading order (a block before the blocks in its slots). */
export function placedBlocks(document: PageDocument): PlacedBlock[] {
  const found: PlacedBlock[] = [];
  const visitBlocks = (blocks: readonly PageBlock[], path: string, sectionId: string) => {
    blocks.forEach((block, index) => {
      const placed = { block, path: `${path}.${index}`, sectionId };
      found.push(placed);
      const declaration = BLOCKS_BY_TYPE.get(block.type);
      if (!declaration) return;
      for (const [key, field] of Object.entries(declaration.fields)) {
        // The reader bounds the depth of slots (PAGE_LIMITS.slotDepth), so this recursion is bounded too.
        walkValue(
          { value: block.props[key], control: field.control, path: `${placed.path}.props.${key}` },
          () => {},
          (inner, slotPath) => visitBlocks(inner, slotPath, sectionId),
        );
      }
    });
  };
  document.sections.forEach((section, index) =>
    visitBlocks(section.blocks, `sections.${index}.blocks`, section.id),
  );
  return found;
}

/** Whether a localized value holds something in this language (a text, or rich text with nodes). */
export function hasValue(values: unknown, language: string): boolean {
  if (!isRecord(values)) return false;
  const value = values[language];
  return typeof value === 'string' ? value.trim() !== '' : Array.isArray(value) && value.length > 0;
}

/** Whether a localized value holds something in any language. */
export const hasAnyValue = (values: unknown): boolean =>
  isRecord(values) && Object.keys(values).some((language) => hasValue(values, language));

/** An image field: an object of a link `src` and a localized `alt` (content-fields.ts `image`). */
export const isImageControl = (control: FieldControl): boolean => control.kind === 'image';
