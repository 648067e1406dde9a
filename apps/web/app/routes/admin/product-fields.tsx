import { isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/product-fields';
import { requireAdminRight } from '../../features/admin/admin-access.ts';
import { AdminErrorPage } from '../../features/admin/admin-status.tsx';
import { ProductFieldsPage } from '../../features/admin/product-fields/product-fields-page.tsx';
import { pageMeta } from '../../shell/page-title.ts';

/** /admin/product-fields (spec §2) for holders of catalog.read; changes need catalog.write (server). */
export function loader({ context, request }: Route.LoaderArgs) {
  requireAdminRight(context, request, 'catalog.read');
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'admin.navProductFields');

export default function ProductFieldsPageRoute() {
  return <ProductFieldsPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
