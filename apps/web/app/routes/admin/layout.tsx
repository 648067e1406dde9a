import { isRouteErrorResponse, useMatches } from 'react-router';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/layout';
import { requireAdminRight } from '../../shell/admin/admin-access.ts';
import { AdminLayout } from '../../shell/admin/admin-layout.tsx';
import { AdminErrorPage } from '../../shell/admin/admin-status.tsx';
import { loadAdminTenants } from '../../shell/admin/admin-tenants.ts';
import { pageMeta } from '../../shell/page-title.ts';
import { QueryProvider } from '../../lib/api/query-provider.tsx';
import { pageUrl } from '../../lib/page-url.ts';

/** Without a session → /login (and back); signed in without admin.access → 403. */
export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdminRight(context, request, 'admin.access');
  return { tenants: await loadAdminTenants(context.api, context.shell.session, pageUrl(request)) };
}

/** The tenants change with platform administration, not with the admin page shown: load them once. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod.toUpperCase() !== 'GET') return defaultShouldRevalidate;
  return currentUrl.href === nextUrl.href && defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'admin.panelTitle'),
  { name: 'robots', content: 'noindex' },
];

/** What an admin route module says about its frame (`export const handle`). */
export type AdminRouteHandle = { fullScreen?: boolean };

export default function AdminLayoutRoute({ loaderData }: Route.ComponentProps) {
  const fullScreen = useMatches().some((match) => (match.handle as AdminRouteHandle | undefined)?.fullScreen);
  // The admin pages list and edit through TanStack Query; the storefront's shell carries none.
  return (
    <QueryProvider>
      <AdminLayout tenants={loaderData.tenants} fullScreen={fullScreen} />
    </QueryProvider>
  );
}

/** A refused or failed admin keeps its frame (top bar: the shop, the user), without the page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <AdminLayout>
      <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />
    </AdminLayout>
  );
}
