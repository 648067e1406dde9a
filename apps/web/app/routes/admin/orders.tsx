import { isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/orders';
import { requireAdminRight } from '../../features/admin/admin-access.ts';
import { AdminErrorPage } from '../../features/admin/admin-status.tsx';
import { OrdersPage } from '../../features/admin/orders/orders-page.tsx';
import { pageMeta } from '../../shell/page-title.ts';

/** /admin/orders: every order of the shop for holders of orders.read (`?status=&sort=&page=`). */
export function loader({ context, request }: Route.LoaderArgs) {
  requireAdminRight(context, request, 'orders.read');
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'admin.navOrders');

export default function OrdersPageRoute() {
  return <OrdersPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
