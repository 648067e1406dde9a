import { isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/price-list';
import { requireAdminRight } from '../../features/admin/admin-access.ts';
import { AdminErrorPage } from '../../features/admin/admin-status.tsx';
import { PriceListEditorPage } from '../../features/admin/price-lists/price-list-editor-page.tsx';
import { pageMeta } from '../../shell/page-title.ts';

/** /admin/price-lists/:id: the price list editor. */
export function loader({ context, request }: Route.LoaderArgs) {
  requireAdminRight(context, request, 'catalog.read');
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'admin.navPriceLists');

export default function PriceListRoute({ params }: Route.ComponentProps) {
  return <PriceListEditorPage key={params.id} id={params.id} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
