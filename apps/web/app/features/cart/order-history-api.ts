import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ResultOf } from 'gql.tada';
import { graphql } from '../../lib/api/graphql.ts';
import { graphqlRequest } from '../../lib/api/graphql-request.ts';
import { OrderSummaryFields } from '../../lib/orders/order-types.ts';

// The Order history tab's data: the session user's orders, newest first (server: myOrders).

/** The server's default page size; more come with "Show more". */
export const ORDER_HISTORY_PAGE_SIZE = 20;

export const MY_ORDERS = graphql(
  `
    query MyOrders($offset: Int, $limit: Int) {
      myOrders(offset: $offset, limit: $limit) {
        total
        items {
          ...OrderSummaryFields
        }
      }
    }
  `,
  [OrderSummaryFields],
);

/** One page of the history: OrderSummary items and how many orders there are in all. */
export type OrderHistoryPage = ResultOf<typeof MY_ORDERS>['myOrders'];

export async function fetchMyOrders(offset: number, limit: number): Promise<OrderHistoryPage> {
  return (await graphqlRequest(MY_ORDERS, { offset, limit })).myOrders;
}

/** How many orders the loaded pages hold, and the offset of the next page (undefined: all loaded). */
export function nextHistoryOffset(pages: readonly OrderHistoryPage[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  const total = pages.at(-1)?.total ?? 0;
  // An empty page ends the list even if the total says more (orders changed meanwhile).
  return loaded < total && (pages.at(-1)?.items.length ?? 0) > 0 ? loaded : undefined;
}

/** One user's order history, page by page (stale at once: a new order shows when the tab opens). */
export const orderHistoryQuery = (userKey: string) =>
  infiniteQueryOptions({
    queryKey: ['orders', userKey, 'history'] as const,
    queryFn: ({ pageParam }) => fetchMyOrders(pageParam, ORDER_HISTORY_PAGE_SIZE),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextHistoryOffset(pages),
  });
