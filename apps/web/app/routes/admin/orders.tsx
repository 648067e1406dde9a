import { isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/orders';
import { adminPageMeta, requireAdminPage } from '../../shell/admin/admin-access.ts';
import { AdminErrorPage } from '../../shell/admin/admin-status.tsx';
import { OrdersPage } from '../../features/admin-orders/orders-page.tsx';

/** /admin/orders: every order of the shop for holders of orders.read (`?status=&sort=&page=`). */
export function loader({ context, request }: Route.LoaderArgs) {
  requireAdminPage(context, request, 'orders');
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta(matches, 'orders');

export default function OrdersPageRoute() {
  return <OrdersPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
