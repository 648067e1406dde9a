import { isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/products';
import { requireAdminRight } from '../../features/admin/admin-access.ts';
import { AdminErrorPage } from '../../features/admin/admin-status.tsx';
import { ProductsPage } from '../../features/admin/products/products-page.tsx';
import { pageMeta } from '../../shell/page-title.ts';

/** /admin/products: the products list (spec §2) for holders of catalog.read. */
export function loader({ context, request }: Route.LoaderArgs) {
  requireAdminRight(context, request, 'catalog.read');
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'admin.navProducts');

export default function ProductsPageRoute() {
  return <ProductsPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
