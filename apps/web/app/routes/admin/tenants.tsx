import { isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/tenants';
import { requireAdminPage } from '../../shell/admin/admin-access.ts';
import { adminPage } from '../../shell/admin/admin-pages.ts';
import { pageMeta } from '../../shell/page-title.ts';
import { AdminErrorPage } from '../../shell/admin/admin-status.tsx';
import { TenantsPage } from '../../features/admin-tenants/tenants-page.tsx';

/** /admin/tenants: the platform's tenants (spec §2) for platform operators (platform.tenants). */
export function loader({ context, request }: Route.LoaderArgs) {
  requireAdminPage(context, request, 'tenants');
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, adminPage('tenants').labelKey);

export default function TenantsRoute() {
  return <TenantsPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
