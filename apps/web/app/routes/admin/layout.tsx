import { isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/layout';
import { requireAdminRight } from '../../features/admin/admin-access.ts';
import { AdminLayout } from '../../features/admin/admin-layout.tsx';
import { AdminErrorPage } from '../../features/admin/admin-status.tsx';
import { pageMeta } from '../../shell/page-title.ts';
import { QueryProvider } from '../../lib/api/query-provider.tsx';

/** Without a session → /login (and back); signed in without admin.access → 403. */
export function loader({ context, request }: Route.LoaderArgs) {
  requireAdminRight(context, request, 'admin.access');
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'admin.panelTitle'),
  { name: 'robots', content: 'noindex' },
];

export default function AdminLayoutRoute() {
  // The admin pages list and edit through TanStack Query; the storefront's shell carries none.
  return (
    <QueryProvider>
      <AdminLayout />
    </QueryProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
