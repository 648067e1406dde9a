import { queryOptions } from '@tanstack/react-query';
import type { ResultOf } from 'gql.tada';
import { graphql } from '../../lib/api/graphql.ts';
import { graphqlRequest } from '../../lib/api/graphql-request.ts';
import { ADMIN_ORDERS_KEY } from '../../lib/admin/query-keys.ts';

// The dashboard's Orders and Approvals cards (server: orderCounts, approvals; right orders.read), typed
// from the schema (lib/api/graphql.ts).

const ORDER_COUNTS_QUERY = graphql(`
  query OrderCounts {
    orderCounts {
      inCreation
      placed
      processed
      error
      finished
    }
  }
`);

/** The number of orders per status (one field per OrderStatus). */
export type OrderCounts = ResultOf<typeof ORDER_COUNTS_QUERY>['orderCounts'];

/** Under the orders key, so a status change in the Orders pages refreshes the card too. */
export const orderCountsQuery = () =>
  queryOptions({
    queryKey: [...ADMIN_ORDERS_KEY, 'counts'] as const,
    queryFn: async (): Promise<OrderCounts> => (await graphqlRequest(ORDER_COUNTS_QUERY, {})).orderCounts,
  });

const APPROVALS_QUERY = graphql(`
  query Approvals {
    approvals {
      errorOrderCount
      errorOrders {
        id
        number
      }
      printProblems {
        position
        productName
        order {
          id
          number
        }
        printFile {
          status
          error
          preflight {
            level
          }
        }
      }
    }
  }
`);

export type Approvals = ResultOf<typeof APPROVALS_QUERY>['approvals'];

/** Under the orders key, so a status change in the Orders pages refreshes the card too. */
export const approvalsQuery = () =>
  queryOptions({
    queryKey: [...ADMIN_ORDERS_KEY, 'approvals'] as const,
    queryFn: async (): Promise<Approvals> => (await graphqlRequest(APPROVALS_QUERY, {})).approvals,
  });
