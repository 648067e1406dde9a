import { isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/products';
import { requireAdminPage } from '../../shell/admin/admin-access.ts';
import { adminPage } from '../../shell/admin/admin-pages.ts';
import { pageMeta } from '../../shell/page-title.ts';
import { AdminErrorPage } from '../../shell/admin/admin-status.tsx';
import { ProductsPage } from '../../features/admin-products/products-page.tsx';

/** /admin/products: the products list (spec §2) for holders of catalog.read. */
export function loader({ context, request }: Route.LoaderArgs) {
  requireAdminPage(context, request, 'products');
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, adminPage('products').labelKey);

export default function ProductsPageRoute() {
  return <ProductsPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
