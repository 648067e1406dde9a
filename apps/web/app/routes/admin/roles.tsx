import { isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/roles';
import { requireAdminRight } from '../../features/admin/admin-access.ts';
import { AdminErrorPage } from '../../features/admin/admin-status.tsx';
import { RolesPage } from '../../features/admin/roles/roles-page.tsx';
import { pageMeta } from '../../shell/page-title.ts';

/** /admin/roles: the roles table (spec §2, §6) for holders of roles.manage. */
export function loader({ context, request }: Route.LoaderArgs) {
  requireAdminRight(context, request, 'roles.manage');
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'admin.navRoles');

export default function RolesPageRoute() {
  return <RolesPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
