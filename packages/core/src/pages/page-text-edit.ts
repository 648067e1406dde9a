// One text of a live page changed in place (issue 27, decision 0096): the text a page shows at
// `data-block-id` and `data-page-text` (decision 0080), in one language. The browser checks an edit with
// this before sending it and the server again before saving it: the document after the edit is read by
// the page reader, whose rules (length, forbidden characters, rich text shapes) are the page builder's.
import type { ValidationError } from '../validation/messages.ts';
import { pageFail } from './page-messages.ts';
import { readPageDocument, type PageDocument } from './page-document.ts';
import { forEachBlock, mapBlocks } from './page-nodes.ts';
import { mapBlockTexts, type PageText } from './page-texts.ts';

export type PageTextEdit = {
  blockId: string;
  /** The text's path in the block's props (`title`, `items.2.label`). */
  path: string;
  language: string;
  /** Plain text, or a rich text as Slate JSON; '' removes the language (the fallback chain shows another). */
  text: string;
};

export type PageTextEditResult =
  | { kind: 'missing' }
  | { kind: 'invalid'; error: ValidationError }
  | { kind: 'edited'; document: PageDocument; text: PageText; changed: boolean };

/** The text of the block `blockId` (slots included) at `path` in its props, or null. */
export function findBlockText(document: PageDocument, blockId: string, path: string): PageText | null {
  let found: PageText | null = null;
  forEachBlock(document, (block) => {
    if (block.id !== blockId) return;
    mapBlockTexts(block, (text) => {
      if (text.path === path) found = text;
      return undefined;
    });
  });
  return found;
}

/**
 * The document with the edit applied and read again, the text after it, and whether it changed (an
 * edit to what is stored already changes nothing: the same edit sent twice). `missing` when the page
 * has no such text (the block was removed meanwhile, a made-up path); `invalid` with the reader's first
 * problem, or for a language the shop does not offer.
 */
export function applyPageTextEdit(
  document: PageDocument,
  languages: readonly string[],
  edit: PageTextEdit,
): PageTextEditResult {
  const before = findBlockText(document, edit.blockId, edit.path);
  if (!before) return { kind: 'missing' };
  if (!languages.includes(edit.language))
    return { kind: 'invalid', error: pageFail('validation.unknownLanguage') };
  const sections = document.sections.map((section) => ({
    ...section,
    blocks: mapBlocks(section.blocks, (block) =>
      block.id !== edit.blockId
        ? block
        : mapBlockTexts(block, (text) =>
            text.path === edit.path ? { ...text.values, [edit.language]: edit.text } : undefined,
          ),
    ),
  }));
  // The rich text field reads Slate JSON as sent; an empty text is dropped by the language's reader.
  const reading = readPageDocument({ ...document, sections }, { languages });
  const problem = reading.problems[0];
  if (problem) return { kind: 'invalid', error: problem.error };
  const after = findBlockText(reading.document, edit.blockId, edit.path);
  if (!after) return { kind: 'missing' };
  const changed = JSON.stringify(after.values) !== JSON.stringify(before.values);
  return { kind: 'edited', document: reading.document, text: after, changed };
}
