import type { OrderStatus } from '@print/core/orders/order-status';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { graphql } from '../../lib/api/graphql.ts';
import { graphqlRequest } from '../../lib/api/graphql-request.ts';
import {
  OrderDetailFields,
  OrderSummaryFields,
  type OrderDetail,
  type OrderPage,
  type OrderSummary,
} from '../../lib/orders/order-types.ts';
import type { OrderListVariables } from './order-filters.ts';
import { ADMIN_ORDERS_KEY } from '../../lib/admin/query-keys.ts';

// Operations of the Orders administration (server: modules/orders/orders.schema.ts; orders.read to
// read, orders.manage to change a status), typed from the schema (lib/api/graphql.ts). The order's
// fields and types are the ones the shop uses too (lib/orders/order-types.ts).

const ADMIN_ORDERS_QUERY = graphql(
  `
    query AdminOrders($search: String, $status: OrderStatus, $sort: OrderSort, $offset: Int, $limit: Int) {
      orders(search: $search, status: $status, sort: $sort, offset: $offset, limit: $limit) {
        total
        items {
          ...OrderSummaryFields
        }
      }
    }
  `,
  [OrderSummaryFields],
);

const ADMIN_ORDER_QUERY = graphql(
  `
    query AdminOrder($id: ID!) {
      order(id: $id) {
        ...OrderDetailFields
      }
    }
  `,
  [OrderDetailFields],
);

const CHANGE_ORDER_STATUS = graphql(
  `
    mutation ChangeOrderStatus($id: ID!, $from: OrderStatus!, $to: OrderStatus!) {
      changeOrderStatus(id: $id, from: $from, to: $to) {
        ...OrderDetailFields
      }
    }
  `,
  [OrderDetailFields],
);

export { ADMIN_ORDERS_KEY };

export const adminOrdersQuery = (variables: OrderListVariables) =>
  queryOptions({
    queryKey: [...ADMIN_ORDERS_KEY, 'list', variables],
    queryFn: async (): Promise<OrderPage<OrderSummary>> =>
      (await graphqlRequest(ADMIN_ORDERS_QUERY, variables)).orders,
    // The table keeps the last page on screen while the next one loads (no flicker while typing).
    placeholderData: keepPreviousData,
  });

export const adminOrderQuery = (id: string) =>
  queryOptions({
    queryKey: [...ADMIN_ORDERS_KEY, 'detail', id],
    queryFn: async (): Promise<OrderDetail | null> => (await graphqlRequest(ADMIN_ORDER_QUERY, { id })).order,
  });

/** Moves the order from the status the admin saw (`from`) on; the server refuses if it changed since. */
export async function changeOrderStatus(
  id: string,
  from: OrderStatus,
  to: OrderStatus,
): Promise<OrderDetail> {
  return (await graphqlRequest(CHANGE_ORDER_STATUS, { id, from, to })).changeOrderStatus;
}
