import { isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/users';
import { requireAdminPage } from '../../shell/admin/admin-access.ts';
import { adminPage } from '../../shell/admin/admin-pages.ts';
import { pageMeta } from '../../shell/page-title.ts';
import { AdminErrorPage } from '../../shell/admin/admin-status.tsx';
import { UsersPage } from '../../features/admin-users/users-page.tsx';

/** /admin/users: the users list (spec §2) for holders of users.manage. */
export function loader({ context, request }: Route.LoaderArgs) {
  requireAdminPage(context, request, 'users');
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, adminPage('users').labelKey);

export default function UsersPageRoute() {
  return <UsersPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
