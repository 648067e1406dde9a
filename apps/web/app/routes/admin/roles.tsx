import { isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/roles';
import { requireAdminPage } from '../../shell/admin/admin-access.ts';
import { adminPage } from '../../shell/admin/admin-pages.ts';
import { pageMeta } from '../../shell/page-title.ts';
import { AdminErrorPage } from '../../shell/admin/admin-status.tsx';
import { RolesPage } from '../../features/admin-roles/roles-page.tsx';

/** /admin/roles: the roles table (spec §2, §6) for holders of roles.manage. */
export function loader({ context, request }: Route.LoaderArgs) {
  requireAdminPage(context, request, 'roles');
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, adminPage('roles').labelKey);

export default function RolesPageRoute() {
  return <RolesPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
