import { isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/settings';
import { requireAdminPage } from '../../shell/admin/admin-access.ts';
import { adminPage } from '../../shell/admin/admin-pages.ts';
import { pageMeta } from '../../shell/page-title.ts';
import { AdminErrorPage } from '../../shell/admin/admin-status.tsx';
import { TenantDetail } from '../../features/admin-tenants/tenant-detail.tsx';
import { TENANT_TABS } from './tenant-tabs.ts';

/**
 * /admin/settings: the shop's own tenant tabs (spec §2 Tenant detail) for its admins with
 * tenant.settings, who do not reach the platform's Tenants area (decision 0093).
 */
export function loader({ context, request }: Route.LoaderArgs) {
  requireAdminPage(context, request, 'settings');
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, adminPage('settings').labelKey);

export default function SettingsRoute() {
  return <TenantDetail tenantId="own" tabs={TENANT_TABS} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
