import { isOrderStatus, type OrderStatus } from '@print/core/orders/order-status';
import {
  pageOffset,
  type TableSort,
  type TableView,
  type TableViewConfig,
} from '../../ui/admin-kit/table-view.ts';

// The admin Orders list's view lives in the address (`?status=&q=&sort=&page=&size=&hide=`), so the
// dashboard can link to a status, and the list is as it was after a visit to an order and back.

export const ORDER_SORTS = ['newest', 'oldest', 'totalDesc', 'totalAsc'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

/** Newest first, 25 a page; sortable by date and total. */
export const ORDERS_VIEW: TableViewConfig = {
  sort: { id: 'date', desc: true },
  sortable: ['date', 'total'],
  pageSizes: [10, 25, 50, 100],
  pageSize: 25,
  hideable: ['date', 'customer', 'items', 'total'],
};

/** What the `orders` query takes. */
export type OrderListVariables = {
  search: string;
  status: OrderStatus | null;
  sort: OrderSort;
  offset: number;
  limit: number;
};

/** The status filter of the address (`?status=`); anything else is all statuses. */
export const orderStatusFilter = (value: string): OrderStatus | null => (isOrderStatus(value) ? value : null);

/** The server's order of the table's sort (date or total, either way). */
export function orderSortOf(sort: TableSort | null): OrderSort {
  if (sort?.id === 'total') return sort.desc ? 'totalDesc' : 'totalAsc';
  return sort && !sort.desc ? 'oldest' : 'newest';
}

export function orderListVariables(view: TableView, status: OrderStatus | null): OrderListVariables {
  return {
    search: view.search,
    status,
    sort: orderSortOf(view.sort),
    offset: pageOffset(view),
    limit: view.pageSize,
  };
}
