import { isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/price-lists';
import { requireAdminRight } from '../../features/admin/admin-access.ts';
import { AdminErrorPage } from '../../features/admin/admin-status.tsx';
import { PriceListsPage } from '../../features/admin/price-lists/price-lists-page.tsx';
import { pageMeta } from '../../shell/page-title.ts';

/** /admin/price-lists: the price lists (spec §2) for holders of catalog.read; changes need prices.write. */
export function loader({ context, request }: Route.LoaderArgs) {
  requireAdminRight(context, request, 'catalog.read');
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'admin.navPriceLists');

export default function PriceListsRoute() {
  return <PriceListsPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
