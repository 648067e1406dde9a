import { isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/activity';
import { requireAdminRight } from '../../features/admin/admin-access.ts';
import { AdminErrorPage } from '../../features/admin/admin-status.tsx';
import { ActivityPage } from '../../features/admin/activity/activity-page.tsx';
import { pageMeta } from '../../shell/page-title.ts';

/** /admin/activity: the activity log for every admin, each seeing the areas of their rights. */
export function loader({ context, request }: Route.LoaderArgs) {
  requireAdminRight(context, request, 'admin.access');
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'admin.navActivity');

export default function ActivityRoute() {
  return <ActivityPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
