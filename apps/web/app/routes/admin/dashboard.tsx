import { isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/dashboard';
import { requireAdminPage } from '../../shell/admin/admin-access.ts';
import { adminPage } from '../../shell/admin/admin-pages.ts';
import { pageMeta } from '../../shell/page-title.ts';
import { AdminErrorPage } from '../../shell/admin/admin-status.tsx';
import { DashboardPage } from '../../features/admin-dashboard/dashboard-page.tsx';
import { DASHBOARD_CARDS } from './dashboard-cards.ts';

/** /admin/dashboard: every admin may open it; each card shows for its own right. */
export function loader({ context, request }: Route.LoaderArgs) {
  requireAdminPage(context, request, 'dashboard');
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, adminPage('dashboard').labelKey);

export default function DashboardRoute() {
  return <DashboardPage cards={DASHBOARD_CARDS} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
