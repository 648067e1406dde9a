import { isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/price-lists';
import { requireAdminPage } from '../../shell/admin/admin-access.ts';
import { adminPage } from '../../shell/admin/admin-pages.ts';
import { pageMeta } from '../../shell/page-title.ts';
import { AdminErrorPage } from '../../shell/admin/admin-status.tsx';
import { PriceListsPage } from '../../features/admin-price-lists/price-lists-page.tsx';

/** /admin/price-lists: the price lists (spec §2) for holders of catalog.read; changes need prices.write. */
export function loader({ context, request }: Route.LoaderArgs) {
  requireAdminPage(context, request, 'price-lists');
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, adminPage('price-lists').labelKey);

export default function PriceListsRoute() {
  return <PriceListsPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
