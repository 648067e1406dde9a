import { isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/content-page';
import { requireAdminPage } from '../../shell/admin/admin-access.ts';
import { adminPage } from '../../shell/admin/admin-pages.ts';
import { pageMeta } from '../../shell/page-title.ts';
import { AdminErrorPage } from '../../shell/admin/admin-status.tsx';
import { ContentPageSettingsPage } from '../../features/admin-content-pages/content-page-settings-page.tsx';

/** /admin/pages/:id: a CMS page's settings (its content is the page builder's). */
export function loader({ context, request }: Route.LoaderArgs) {
  requireAdminPage(context, request, 'pages');
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, adminPage('pages').labelKey);

export default function ContentPageRoute({ params }: Route.ComponentProps) {
  return <ContentPageSettingsPage key={params.id} id={params.id} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
