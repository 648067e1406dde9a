import { isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/price-list';
import { requireAdminPage } from '../../shell/admin/admin-access.ts';
import { adminPage } from '../../shell/admin/admin-pages.ts';
import { pageMeta } from '../../shell/page-title.ts';
import { AdminErrorPage } from '../../shell/admin/admin-status.tsx';
import { PriceListEditorPage } from '../../features/admin-price-lists/price-list-editor-page.tsx';

/** /admin/price-lists/:id: the price list editor. */
export function loader({ context, request }: Route.LoaderArgs) {
  requireAdminPage(context, request, 'price-lists');
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, adminPage('price-lists').labelKey);

export default function PriceListRoute({ params }: Route.ComponentProps) {
  return <PriceListEditorPage key={params.id} id={params.id} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
