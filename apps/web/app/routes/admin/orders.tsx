import { isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/orders';
import { requireAdminPage } from '../../shell/admin/admin-access.ts';
import { adminPage } from '../../shell/admin/admin-pages.ts';
import { pageMeta } from '../../shell/page-title.ts';
import { AdminErrorPage } from '../../shell/admin/admin-status.tsx';
import { OrdersPage } from '../../features/admin-orders/orders-page.tsx';

/** /admin/orders: every order of the shop for holders of orders.read (`?status=&sort=&page=`). */
export function loader({ context, request }: Route.LoaderArgs) {
  requireAdminPage(context, request, 'orders');
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, adminPage('orders').labelKey);

export default function OrdersPageRoute() {
  return <OrdersPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
