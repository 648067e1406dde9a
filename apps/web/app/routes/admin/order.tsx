import { isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/order';
import { requireAdminPage } from '../../shell/admin/admin-access.ts';
import { AdminErrorPage } from '../../shell/admin/admin-status.tsx';
import { OrderDetailPage } from '../../features/admin-orders/order-detail-page.tsx';
import { pageMeta } from '../../shell/page-title.ts';

/** /admin/orders/:id: one order, its status history and (with orders.manage) its status changes. */
export function loader({ context, request }: Route.LoaderArgs) {
  requireAdminPage(context, request, 'orders');
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'shop.orderDetails');

export default function OrderPageRoute({ params }: Route.ComponentProps) {
  return <OrderDetailPage key={params.id} id={params.id} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
