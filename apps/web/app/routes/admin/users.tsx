import { isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/users';
import { requireAdminRight } from '../../features/admin/admin-access.ts';
import { AdminErrorPage } from '../../features/admin/admin-status.tsx';
import { UsersPage } from '../../features/admin/users/users-page.tsx';
import { pageMeta } from '../../shell/page-title.ts';

/** /admin/users: the users list (spec §2) for holders of users.manage. */
export function loader({ context, request }: Route.LoaderArgs) {
  requireAdminRight(context, request, 'users.manage');
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'admin.navUsers');

export default function UsersPageRoute() {
  return <UsersPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
