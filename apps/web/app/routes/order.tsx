import { data, isRouteErrorResponse, redirect } from 'react-router';
import type { Route } from './+types/order';
import { OrderNotFound } from '../features/orders/order-not-found.tsx';
import { OrderPage } from '../features/orders/order-page.tsx';
import { loadOrderPage } from '../features/orders/orders-api.ts';
import { pageUrl } from '../lib/page-url.ts';
import { loginUrlBackTo } from '../lib/session/deep-link.ts';
import { ErrorPage } from '../shell/error-page.tsx';
import { pageMeta } from '../shell/page-title.ts';

/**
 * Server-rendered from the loader (decision 0009). Without a session: log in first, then back here.
 * Unknown ids and other people's orders are the same 404 (the API answers null for both).
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  if (!context.shell.session) throw redirect(loginUrlBackTo(pageUrl(request)));
  const order = await loadOrderPage(context.api, params.id);
  if (!order) throw data(null, { status: 404 });
  return { order };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...pageMeta(matches, loaderData ? 'shop.orderDetails' : 'orders.notFoundTitle'),
  { name: 'robots', content: 'noindex' },
];

export default function OrderRoute({ loaderData }: Route.ComponentProps) {
  // Keyed: another order is a new page (its reorder state starts afresh).
  return <OrderPage key={loaderData.order.id} order={loaderData.order} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <OrderNotFound />;
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
