import type { BlockData, PageBlockView } from '../../lib/pages/page-render.tsx';
import type { ContentPage } from './content-page-api.ts';
import { PageDocumentView } from './page-document-view.tsx';
import { EmptyPageForEditors, useCanEditPages } from './page-screens.tsx';

/**
 * A live CMS page at its address. A page without blocks shows its editors the empty-page screen (spec
 * §2) and shoppers an empty page, nothing broken.
 */
export function ContentPageView({
  page,
  views,
  blockData,
}: {
  page: ContentPage;
  views: readonly PageBlockView[];
  blockData?: BlockData;
}) {
  const canEdit = useCanEditPages();
  const empty = page.document.sections.every((section) => section.blocks.length === 0);
  if (empty && canEdit) return <EmptyPageForEditors pageId={page.id} />;
  return <PageDocumentView document={page.document} pageId={page.id} views={views} blockData={blockData} />;
}
