import { isRouteErrorResponse, useLocation, useSearchParams } from 'react-router';
import type { Route } from './+types/tenant-new';
import { requireAdminRight } from '../../shell/admin/admin-access.ts';
import { AdminErrorPage } from '../../shell/admin/admin-status.tsx';
import { pageMeta } from '../../shell/page-title.ts';
import { TenantWizard } from '../../features/tenant-wizard/tenant-wizard.tsx';

/**
 * /admin/tenants/new: the tenant setup wizard (spec §2) for platform operators; `?tenant=<id>`
 * continues a setup that was left (the Tenants list links its setup rows here).
 */
export function loader({ context, request }: Route.LoaderArgs) {
  requireAdminRight(context, request, 'platform.tenants');
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'admin.wizardTitle');

export default function TenantNewRoute() {
  const [params] = useSearchParams();
  const location = useLocation();
  // Each visit is a wizard of its own ("New tenant" from a resumed setup starts afresh); the wizard
  // writes `?tenant=` past the router once it made the tenant, which keeps it on screen.
  return <TenantWizard key={location.key} resumeId={params.get('tenant')} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
