import type { OrderStatus } from '@print/core/orders/order-status';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/api/graphql-request.ts';
import {
  ORDER_DETAIL_FIELDS,
  ORDER_SUMMARY_FIELDS,
  type OrderDetail,
  type OrderPage,
  type OrderSummary,
} from '../../../lib/orders/order-types.ts';
import type { OrderListVariables } from './order-filters.ts';

// Operations of the Orders administration (server: modules/orders/orders.schema.ts; orders.read to
// read, orders.manage to change a status).

/** Everything cached about the shop's orders (list pages, details, the dashboard counts). */
export const ADMIN_ORDERS_KEY = ['admin', 'orders'] as const;

export const adminOrdersQuery = (variables: OrderListVariables) =>
  queryOptions({
    queryKey: [...ADMIN_ORDERS_KEY, 'list', variables],
    queryFn: async () =>
      (
        await graphqlRequest<{ orders: OrderPage<OrderSummary> }>(
          'AdminOrders',
          `query AdminOrders($search: String, $status: OrderStatus, $sort: OrderSort, $offset: Int,
            $limit: Int) {
            orders(search: $search, status: $status, sort: $sort, offset: $offset, limit: $limit) {
              total items { ${ORDER_SUMMARY_FIELDS} }
            }
          }`,
          variables,
        )
      ).orders,
    // The table keeps the last page on screen while the next one loads (no flicker while typing).
    placeholderData: keepPreviousData,
  });

export const adminOrderQuery = (id: string) =>
  queryOptions({
    queryKey: [...ADMIN_ORDERS_KEY, 'detail', id],
    queryFn: async () =>
      (
        await graphqlRequest<{ order: OrderDetail | null }>(
          'AdminOrder',
          `query AdminOrder($id: ID!) { order(id: $id) { ${ORDER_DETAIL_FIELDS} } }`,
          { id },
        )
      ).order,
  });

/** Moves the order from the status the admin saw (`from`) on; the server refuses if it changed since. */
export async function changeOrderStatus(
  id: string,
  from: OrderStatus,
  to: OrderStatus,
): Promise<OrderDetail> {
  return (
    await graphqlRequest<{ changeOrderStatus: OrderDetail }>(
      'ChangeOrderStatus',
      `mutation ChangeOrderStatus($id: ID!, $from: OrderStatus!, $to: OrderStatus!) {
        changeOrderStatus(id: $id, from: $from, to: $to) { ${ORDER_DETAIL_FIELDS} }
      }`,
      { id, from, to },
    )
  ).changeOrderStatus;
}
