// Blocks written for a page being edited — the AI's, from the insert-block picker's "create with AI
// instead" (issue 25) — put into the page's document where the picker inserts: into the list it names
// (a section's blocks, or a block's slot such as a column) at an index, or, on a page without
// sections, as the page's sections. Read like any input first; fresh ids as a template's get; bounded
// by PAGE_LIMITS. Pure: the page builder puts the result into its history as one step and saves it
// like any change.
import { PAGE_LIMITS } from './page-constants.ts';
import { readPageDocument, type PageBlock, type PageDocument } from './page-document.ts';
import { forEachBlock, mapBlocks, pageNodeIds } from './page-nodes.ts';
import { freshIds, randomId, type ApplyOptions } from './templates/apply-template.ts';

/**
 * Where blocks go: the list at `path` of the section or block `parentId` (`blocks` of a section,
 * `columns[0].blocks` of a columns block), before the item at `index` (`'end'`: after the last).
 */
export type InsertPlace = { parentId: string; path: string; index: number | 'end' };

/** Why nothing was inserted (catalogue group cms). */
export type FragmentError = 'cms.aiNothingToInsert' | 'cms.aiInsertFailed';

export type FragmentInsertion =
  /** `index`: where the first of them went in its list (with no place: the first new section's). */
  | { document: PageDocument; blocks: number; index: number; error?: undefined }
  | { error: FragmentError; document?: undefined; blocks?: undefined; index?: undefined };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `value` with the list at `steps` changed by `change`; `null` when there is no list there. */
function changeListAt(
  value: unknown,
  steps: readonly string[],
  change: (list: unknown[]) => unknown[],
): unknown {
  if (steps.length === 0) return Array.isArray(value) ? change(value) : null;
  const [step, ...rest] = steps as [string, ...string[]];
  if (Array.isArray(value)) {
    const index = Number(step);
    if (!Number.isInteger(index) || index < 0 || index >= value.length) return null;
    const inner = changeListAt(value[index], rest, change);
    return inner === null ? null : value.with(index, inner);
  }
  if (!isRecord(value) || !(step in value)) return null;
  const inner = changeListAt(value[step], rest, change);
  return inner === null ? null : { ...value, [step]: inner };
}

const countBlocks = (document: PageDocument) => {
  let count = 0;
  forEachBlock(document, () => count++);
  return count;
};

/** The document with `blocks` inserted at `place` and where they went; null when the place is not in it. */
function insertAt(
  document: PageDocument,
  blocks: PageBlock[],
  place: InsertPlace,
): { document: PageDocument; index: number } | null {
  let index = 0;
  const splice = (list: unknown[]) => {
    index = place.index === 'end' ? list.length : Math.min(Math.max(place.index, 0), list.length);
    return [...list.slice(0, index), ...blocks, ...list.slice(index)];
  };
  const steps = place.path.split(/[.[\]]/).filter(Boolean);
  let found = false;
  const sections = document.sections.map((section) => {
    if (section.id === place.parentId && place.path === 'blocks') {
      found = true;
      return { ...section, blocks: splice(section.blocks) as PageBlock[] };
    }
    const inner = mapBlocks(section.blocks, (block) => {
      if (block.id !== place.parentId) return block;
      const props = changeListAt(block.props, steps, splice);
      if (!isRecord(props)) return block;
      found = true;
      return { ...block, props };
    });
    return { ...section, blocks: inner };
  });
  return found ? { document: { ...document, sections }, index } : null;
}

/**
 * `fragment` (a page document: sections of blocks) put into `document`: its blocks, in order, at
 * `place`; with no place (a page without sections) its sections are appended as a template's are.
 * 'The AI wrote nothing to insert' for a fragment without blocks; 'cms.aiInsertFailed' when the place
 * is gone or the page would grow beyond PAGE_LIMITS.
 */
export function insertFragment(
  document: PageDocument,
  fragment: unknown,
  place: InsertPlace | null,
  options: ApplyOptions,
): FragmentInsertion {
  const reading = readPageDocument(fragment, { languages: options.languages });
  const written = { ...reading.document, sections: reading.document.sections.filter((s) => s.blocks.length) };
  if (reading.newerThanApp || written.sections.length === 0) return { error: 'cms.aiNothingToInsert' };
  const sections = freshIds(written.sections, pageNodeIds(document), options.newId ?? randomId);
  const blocks = sections.flatMap((section) => section.blocks);
  const inserted = place
    ? insertAt(document, blocks, place)
    : {
        document: { ...document, sections: [...document.sections, ...sections] },
        index: document.sections.length,
      };
  if (
    !inserted ||
    inserted.document.sections.length > PAGE_LIMITS.sections ||
    countBlocks(inserted.document) > PAGE_LIMITS.blocks
  )
    return { error: 'cms.aiInsertFailed' };
  const added = countBlocks(inserted.document) - countBlocks(document);
  return { document: inserted.document, blocks: added, index: inserted.index };
}
