import { isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/activity';
import { requireAdminPage } from '../../shell/admin/admin-access.ts';
import { adminPage } from '../../shell/admin/admin-pages.ts';
import { pageMeta } from '../../shell/page-title.ts';
import { AdminErrorPage } from '../../shell/admin/admin-status.tsx';
import { ActivityPage } from '../../features/admin-activity/activity-page.tsx';

/** /admin/activity: the activity log for every admin, each seeing the areas of their rights. */
export function loader({ context, request }: Route.LoaderArgs) {
  requireAdminPage(context, request, 'activity');
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, adminPage('activity').labelKey);

export default function ActivityRoute() {
  return <ActivityPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
