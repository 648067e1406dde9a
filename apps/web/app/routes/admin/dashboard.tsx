import { isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/dashboard';
import { requireAdminRight } from '../../features/admin/admin-access.ts';
import { AdminErrorPage } from '../../features/admin/admin-status.tsx';
import { DashboardPage } from '../../features/admin/dashboard/dashboard-page.tsx';
import { pageMeta } from '../../shell/page-title.ts';
import { DASHBOARD_CARDS } from './dashboard-cards.ts';

/** /admin/dashboard: every admin may open it; each card shows for its own right. */
export function loader({ context, request }: Route.LoaderArgs) {
  requireAdminRight(context, request, 'admin.access');
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'admin.navDashboard');

export default function DashboardRoute() {
  return <DashboardPage cards={DASHBOARD_CARDS} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
