import { isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/product-fields';
import { adminPageMeta, requireAdminPage } from '../../shell/admin/admin-access.ts';
import { AdminErrorPage } from '../../shell/admin/admin-status.tsx';
import { ProductFieldsPage } from '../../features/admin-product-fields/product-fields-page.tsx';

/** /admin/product-fields (spec §2) for holders of catalog.read; changes need catalog.write (server). */
export function loader({ context, request }: Route.LoaderArgs) {
  requireAdminPage(context, request, 'product-fields');
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta(matches, 'product-fields');

export default function ProductFieldsPageRoute() {
  return <ProductFieldsPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
