import { isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/content-pages';
import { requireAdminPage } from '../../shell/admin/admin-access.ts';
import { adminPage } from '../../shell/admin/admin-pages.ts';
import { pageMeta } from '../../shell/page-title.ts';
import { AdminErrorPage } from '../../shell/admin/admin-status.tsx';
import { ContentPagesPage } from '../../features/admin-content-pages/content-pages-page.tsx';

/** /admin/pages: the shop's CMS pages (issue 25) for holders of cms.edit. */
export function loader({ context, request }: Route.LoaderArgs) {
  requireAdminPage(context, request, 'pages');
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, adminPage('pages').labelKey);

export default function ContentPagesRoute() {
  return <ContentPagesPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
