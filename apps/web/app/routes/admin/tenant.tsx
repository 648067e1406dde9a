import { isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/tenant';
import { requireAdminPage } from '../../shell/admin/admin-access.ts';
import { adminPage } from '../../shell/admin/admin-pages.ts';
import { pageMeta } from '../../shell/page-title.ts';
import { AdminErrorPage } from '../../shell/admin/admin-status.tsx';
import { TenantDetail } from '../../features/admin-tenants/tenant-detail.tsx';
import { TENANT_TABS } from './tenant-tabs.ts';

/**
 * /admin/tenants/:id: a tenant's tabs, for platform operators. `/admin/tenants/new` (the setup wizard)
 * is a route of its own: a static segment wins over `:id` whatever the order.
 */
export function loader({ context, request }: Route.LoaderArgs) {
  requireAdminPage(context, request, 'tenants');
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, adminPage('tenants').labelKey);

export default function TenantRoute({ params }: Route.ComponentProps) {
  return <TenantDetail key={params.id} tenantId={params.id} tabs={TENANT_TABS} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
