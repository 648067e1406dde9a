import { isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/user-fields';
import { requireAdminPage } from '../../shell/admin/admin-access.ts';
import { adminPage } from '../../shell/admin/admin-pages.ts';
import { pageMeta } from '../../shell/page-title.ts';
import { AdminErrorPage } from '../../shell/admin/admin-status.tsx';
import { UserFieldsPage } from '../../features/admin-user-fields/user-fields-page.tsx';

/** /admin/user-fields: the user-fields table (spec §2) for holders of fields.manage. */
export function loader({ context, request }: Route.LoaderArgs) {
  requireAdminPage(context, request, 'user-fields');
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, adminPage('user-fields').labelKey);

export default function UserFieldsPageRoute() {
  return <UserFieldsPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
