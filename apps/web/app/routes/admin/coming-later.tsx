import { data, isRouteErrorResponse, useLocation } from 'react-router';
import type { Route } from './+types/coming-later';
import { requireAdminRight } from '../../features/admin/admin-access.ts';
import { adminNavEntry } from '../../features/admin/admin-nav.ts';
import { pageUrl } from '../../lib/page-url.ts';
import { AdminErrorPage, ComingLater } from '../../features/admin/admin-status.tsx';
import { pageMeta } from '../../shell/page-title.ts';

// One module for every admin page a later release brings (routes.ts gives each path its own id).

export function loader({ context, request }: Route.LoaderArgs) {
  const entry = adminNavEntry(pageUrl(request).pathname);
  if (!entry) throw data(null, { status: 404 });
  requireAdminRight(context, request, entry.right);
  return null;
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, adminNavEntry(location.pathname)?.labelKey);

export default function ComingLaterRoute() {
  const { pathname } = useLocation();
  return <ComingLater titleKey={adminNavEntry(pathname)?.labelKey ?? 'admin.panelTitle'} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
