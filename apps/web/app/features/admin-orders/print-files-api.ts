import { queryOptions } from '@tanstack/react-query';
import type { ResultOf } from 'gql.tada';
import { graphql } from '../../lib/api/graphql.ts';
import { graphqlRequest } from '../../lib/api/graphql-request.ts';
import { ADMIN_ORDERS_KEY } from './orders-api.ts';

// The print files of an order (server: modules/production/print-files.schema.ts, right orders.read).
// The files themselves are downloaded from /print-files/… (a plain link: the browser saves them).

const ORDER_PRINT_FILES_QUERY = graphql(`
  query AdminOrderPrintFiles($id: ID!) {
    order(id: $id) {
      id
      printFilesZipUrl
      items {
        position
        productName
        variantLabel
        template
        values {
          name
        }
        printFile {
          status
          error
          downloadUrl
          byteSize
          preflight {
            level
            code
            params
          }
        }
      }
    }
  }
`);

export type OrderPrintFiles = NonNullable<ResultOf<typeof ORDER_PRINT_FILES_QUERY>['order']>;

/** While a file is being made the panel asks again now and then, so it turns ready on its own. */
const WHILE_PENDING_MS = 2000;

const isPending = (order: OrderPrintFiles | null | undefined) =>
  order?.items.some(
    (item) =>
      item.template !== null && item.printFile?.status !== 'ready' && item.printFile?.status !== 'failed',
  ) ?? false;

export const orderPrintFilesQuery = (id: string) =>
  queryOptions({
    queryKey: [...ADMIN_ORDERS_KEY, 'print-files', id],
    queryFn: async (): Promise<OrderPrintFiles | null> =>
      (await graphqlRequest(ORDER_PRINT_FILES_QUERY, { id })).order,
    refetchInterval: (query) => (isPending(query.state.data) ? WHILE_PENDING_MS : false),
  });
