import type { KpiPeriod } from '@print/core/orders/sales-kpis';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ResultOf } from 'gql.tada';
import { graphql } from '../../lib/api/graphql.ts';
import { graphqlRequest } from '../../lib/api/graphql-request.ts';
import { ADMIN_ORDERS_KEY } from '../../lib/admin/query-keys.ts';

// The dashboard's KPIs card (server: salesKpis, right orders.read; decision 0044).

const SALES_KPIS_QUERY = graphql(`
  query SalesKpis($days: Int!) {
    salesKpis(days: $days) {
      days
      currency
      priceDisplay
      revenueMinor
      orders
      averageOrderMinor
      otherCurrencyOrders
      series {
        day
        revenueMinor
        orders
      }
      topProducts {
        productId
        name
        quantity
        revenueMinor
      }
    }
  }
`);

export type SalesKpis = ResultOf<typeof SALES_KPIS_QUERY>['salesKpis'];

/** Under the orders key, so an order's status change refreshes the figures too. */
export const salesKpisQuery = (days: KpiPeriod) =>
  queryOptions({
    queryKey: [...ADMIN_ORDERS_KEY, 'kpis', days] as const,
    queryFn: async (): Promise<SalesKpis> => (await graphqlRequest(SALES_KPIS_QUERY, { days })).salesKpis,
    // The figures of the last period stay while the next one loads (no jump when switching).
    placeholderData: keepPreviousData,
  });
