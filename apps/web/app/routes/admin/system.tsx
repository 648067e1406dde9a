import { isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/system';
import { requireAdminRight } from '../../features/admin/admin-access.ts';
import { AdminErrorPage } from '../../features/admin/admin-status.tsx';
import { SystemPage } from '../../features/admin/system/system-page.tsx';
import { pageMeta } from '../../shell/page-title.ts';

/** /admin/system: the shop's order workflow settings (spec §3) for holders of tenant.settings. */
export function loader({ context, request }: Route.LoaderArgs) {
  requireAdminRight(context, request, 'tenant.settings');
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'admin.navSystem');

export default function SystemPageRoute() {
  return <SystemPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
