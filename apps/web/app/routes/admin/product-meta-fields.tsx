import { isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/product-meta-fields';
import { requireAdminRight } from '../../features/admin/admin-access.ts';
import { AdminErrorPage } from '../../features/admin/admin-status.tsx';
import { ProductMetaFieldsPage } from '../../features/admin/product-fields/product-meta-fields-page.tsx';
import { pageMeta } from '../../shell/page-title.ts';

/** /admin/product-meta-fields (spec §2) for holders of catalog.read; changes need catalog.write (server). */
export function loader({ context, request }: Route.LoaderArgs) {
  requireAdminRight(context, request, 'catalog.read');
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'admin.navProductMetaFields');

export default function ProductMetaFieldsPageRoute() {
  return <ProductMetaFieldsPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
