import { isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/system';
import { requireAdminPage } from '../../shell/admin/admin-access.ts';
import { adminPage } from '../../shell/admin/admin-pages.ts';
import { pageMeta } from '../../shell/page-title.ts';
import { AdminErrorPage } from '../../shell/admin/admin-status.tsx';
import { SystemPage } from '../../features/admin-system/system-page.tsx';

/** /admin/system: the shop's order workflow settings (spec §3) for holders of tenant.settings. */
export function loader({ context, request }: Route.LoaderArgs) {
  requireAdminPage(context, request, 'system');
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, adminPage('system').labelKey);

export default function SystemPageRoute() {
  return <SystemPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
