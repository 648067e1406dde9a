import { isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/navigation';
import { requireAdminPage } from '../../shell/admin/admin-access.ts';
import { adminPage } from '../../shell/admin/admin-pages.ts';
import { pageMeta } from '../../shell/page-title.ts';
import { AdminErrorPage } from '../../shell/admin/admin-status.tsx';
import { NavigationPage } from '../../features/admin-navigation/navigation-page.tsx';

/** /admin/navigation: the shop's own main navigation (spec §2 tenant detail tab Navigation) for holders of tenant.settings. */
export function loader({ context, request }: Route.LoaderArgs) {
  requireAdminPage(context, request, 'navigation');
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, adminPage('navigation').labelKey);

export default function NavigationPageRoute() {
  return <NavigationPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
