import { isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/domains';
import { requireAdminPage } from '../../shell/admin/admin-access.ts';
import { adminPage } from '../../shell/admin/admin-pages.ts';
import { pageMeta } from '../../shell/page-title.ts';
import { AdminErrorPage } from '../../shell/admin/admin-status.tsx';
import { DomainsPage } from '../../features/admin-domains/domains-page.tsx';

/** /admin/domains: the shop's own domains (spec §3, the tenant detail's Domain tab) for holders of tenant.settings. */
export function loader({ context, request }: Route.LoaderArgs) {
  requireAdminPage(context, request, 'domains');
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, adminPage('domains').labelKey);

export default function DomainsPageRoute() {
  return <DomainsPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
