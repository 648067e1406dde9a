// What the CMS control opens (decision 0096), read from a page text's mark: kept apart from its editor,
// which loads on first open (the editor chunk stays small).

/** A text of a CMS page: where it is (decision 0080's addresses) and its mark. */
export type OpenPageText = { pageId: string; blockId: string; path: string; anchor: HTMLElement };

/** The texts of a stored page (the page builder's canvas has no page id: nothing to save there). */
export const PAGE_TEXT_MARK = '[data-page-id] [data-page-text]';

/** The page's address of a marked text, or null outside a stored page's block. */
export function pageTextOf(mark: HTMLElement): OpenPageText | null {
  const pageId = mark.closest<HTMLElement>('[data-page-id]')?.dataset.pageId;
  const blockId = mark.closest<HTMLElement>('[data-block-id]')?.dataset.blockId;
  const path = mark.dataset.pageText;
  return pageId && blockId && path ? { pageId, blockId, path, anchor: mark } : null;
}
