import { isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/roles';
import { adminPageMeta, requireAdminPage } from '../../shell/admin/admin-access.ts';
import { AdminErrorPage } from '../../shell/admin/admin-status.tsx';
import { RolesPage } from '../../features/admin-roles/roles-page.tsx';

/** /admin/roles: the roles table (spec §2, §6) for holders of roles.manage. */
export function loader({ context, request }: Route.LoaderArgs) {
  requireAdminPage(context, request, 'roles');
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta(matches, 'roles');

export default function RolesPageRoute() {
  return <RolesPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
