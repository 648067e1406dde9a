import { isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/user-fields';
import { requireAdminRight } from '../../features/admin/admin-access.ts';
import { AdminErrorPage } from '../../features/admin/admin-status.tsx';
import { UserFieldsPage } from '../../features/admin/user-fields/user-fields-page.tsx';
import { pageMeta } from '../../shell/page-title.ts';

/** /admin/user-fields: the user-fields table (spec §2) for holders of fields.manage. */
export function loader({ context, request }: Route.LoaderArgs) {
  requireAdminRight(context, request, 'fields.manage');
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'admin.navUserFields');

export default function UserFieldsPageRoute() {
  return <UserFieldsPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
