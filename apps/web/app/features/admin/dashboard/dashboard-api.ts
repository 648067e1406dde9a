import type { OrderStatus } from '@print/core/orders/order-status';
import { queryOptions } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/api/graphql-request.ts';
import { ADMIN_ORDERS_KEY } from '../orders/orders-api.ts';

// The dashboard's Orders card (server: orderCounts, right orders.read).

export type OrderCounts = Record<OrderStatus, number>;

/** Under the orders key, so a status change in the Orders pages refreshes the card too. */
export const orderCountsQuery = () =>
  queryOptions({
    queryKey: [...ADMIN_ORDERS_KEY, 'counts'] as const,
    queryFn: async () =>
      (
        await graphqlRequest<{ orderCounts: OrderCounts }>(
          'OrderCounts',
          'query OrderCounts { orderCounts { inCreation placed processed error finished } }',
        )
      ).orderCounts,
  });
