import { isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/product-meta-fields';
import { requireAdminPage } from '../../shell/admin/admin-access.ts';
import { adminPage } from '../../shell/admin/admin-pages.ts';
import { pageMeta } from '../../shell/page-title.ts';
import { AdminErrorPage } from '../../shell/admin/admin-status.tsx';
import { ProductMetaFieldsPage } from '../../features/admin-product-fields/product-meta-fields-page.tsx';

/** /admin/product-meta-fields (spec §2) for holders of catalog.read; changes need catalog.write (server). */
export function loader({ context, request }: Route.LoaderArgs) {
  requireAdminPage(context, request, 'product-meta-fields');
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, adminPage('product-meta-fields').labelKey);

export default function ProductMetaFieldsPageRoute() {
  return <ProductMetaFieldsPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
