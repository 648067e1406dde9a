import { readPageDocument } from '@print/core/pages/page-document';
import { applyPageTextEdit, type PageTextEdit } from '@print/core/pages/page-text-edit';
import { conflict, invalidInput, notFound } from '../../platform/errors.ts';
import { tenantLanguageCodes } from './content-page-input.ts';
import { lockedPage, saveNextVersion, type PageChange } from './content-page-writes.ts';
import type { ContentPageRow } from './content.tables.ts';

// A text of a block changed on the live page (in-page editing, issue 27, decision 0096): a save of the
// page like the page builder's — the next version of its one document, kept in its history, recorded in
// the activity log — of exactly one text in one language. The page's status and schedule stay as they
// are: an active page shows the change at once (its kept pages are dropped by the table's trigger), an
// inactive or scheduled one when it goes live.

/**
 * Sets the text of `edit` when the page is still at `expectedVersion`. An edit to what is stored already
 * changes nothing and answers the page as it is (the same edit twice at once: the second finds its text
 * there); any other edit of a page saved meanwhile is refused like the page builder's save.
 */
export async function editPageText(
  { tx, tenant, actor }: PageChange,
  pageId: string,
  edit: PageTextEdit,
  expectedVersion: number,
): Promise<ContentPageRow> {
  const current = await lockedPage(tx, pageId);
  const languages = tenantLanguageCodes(tenant);
  const stored = readPageDocument(current.document, { languages });
  // Written by a newer app (a rolling deploy): never saved over by this one (decision 0069).
  if (stored.newerThanApp) throw conflict('admin.inPagePageNewer');
  const result = applyPageTextEdit(stored.document, languages, edit);
  if (result.kind === 'missing') throw notFound('admin.pageTextGone');
  if (result.kind === 'invalid')
    throw invalidInput(result.error.key, { text: result.error }, result.error.params);
  if (!result.changed) return current;
  if (current.version !== expectedVersion) throw conflict('admin.pageChanged');
  return saveNextVersion({ tx, tenant, actor }, current, result.document, 'page.update', {
    inPage: { blockId: edit.blockId, path: edit.path, language: edit.language },
  });
}
