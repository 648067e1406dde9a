import type { PageDocument } from '@print/core/pages/page-document';
import { isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/content-page';
import { requireAdminPage } from '../../shell/admin/admin-access.ts';
import { adminPage } from '../../shell/admin/admin-pages.ts';
import { pageMeta } from '../../shell/page-title.ts';
import { AdminErrorPage } from '../../shell/admin/admin-status.tsx';
import { ContentPageSettingsPage } from '../../features/admin-content-pages/content-page-settings-page.tsx';
import { PageDocumentView } from '../../features/content-page/page-document-view.tsx';
import { PAGE_BLOCK_VIEWS } from '../page-block-views.ts';

/** /admin/pages/:id: a CMS page's settings and versions (its content is the page builder's). */
export function loader({ context, request }: Route.LoaderArgs) {
  requireAdminPage(context, request, 'pages');
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, adminPage('pages').labelKey);

/** A saved version as the shop shows it (the version list's View): the shop's renderer and blocks. */
const renderVersion = (document: PageDocument) => (
  <PageDocumentView document={document} views={PAGE_BLOCK_VIEWS} />
);

export default function ContentPageRoute({ params }: Route.ComponentProps) {
  return <ContentPageSettingsPage key={params.id} id={params.id} renderDocument={renderVersion} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
