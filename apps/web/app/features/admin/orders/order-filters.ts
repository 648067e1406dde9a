import { isOrderStatus, type OrderStatus } from '@print/core/orders/order-status';
import type { SortDescriptor } from 'react-aria-components';

// The admin Orders list's filters live in the URL (?status=&sort=&page=), so the dashboard can link
// to a status, and the list is as it was after a visit to an order and back.

export const ORDER_SORTS = ['newest', 'oldest', 'totalDesc', 'totalAsc'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

export const ORDERS_PAGE_SIZE = 25;

export type OrderFilters = { status: OrderStatus | null; sort: OrderSort; page: number };

/** What the `orders` query takes. */
export type OrderListVariables = {
  search: string;
  status: OrderStatus | null;
  sort: OrderSort;
  offset: number;
  limit: number;
};

const isOrderSort = (value: unknown): value is OrderSort =>
  typeof value === 'string' && (ORDER_SORTS as readonly string[]).includes(value);

/** The filters of a URL; unknown values fall back to all statuses, newest first, page 1. */
export function parseOrderFilters(params: URLSearchParams): OrderFilters {
  const status = params.get('status');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    status: isOrderStatus(status) ? status : null,
    sort: isOrderSort(sort) ? sort : 'newest',
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL parameters with these filters (defaults left out, other parameters kept). */
export function withOrderFilters(params: URLSearchParams, filters: OrderFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) => (value ? next.set(name, value) : next.delete(name));
  set('status', filters.status);
  set('sort', filters.sort === 'newest' ? null : filters.sort);
  set('page', filters.page > 1 ? String(filters.page) : null);
  return next;
}

export function orderListVariables(filters: OrderFilters, search: string): OrderListVariables {
  return {
    search,
    status: filters.status,
    sort: filters.sort,
    offset: (filters.page - 1) * ORDERS_PAGE_SIZE,
    limit: ORDERS_PAGE_SIZE,
  };
}

/** The table's sortable columns: date (newest/oldest) and total. */
export function sortDescriptor(sort: OrderSort): SortDescriptor {
  switch (sort) {
    case 'oldest':
      return { column: 'date', direction: 'ascending' };
    case 'totalDesc':
      return { column: 'total', direction: 'descending' };
    case 'totalAsc':
      return { column: 'total', direction: 'ascending' };
    default:
      return { column: 'date', direction: 'descending' };
  }
}

export function sortOf(descriptor: SortDescriptor): OrderSort {
  const descending = descriptor.direction === 'descending';
  if (descriptor.column === 'total') return descending ? 'totalDesc' : 'totalAsc';
  return descending ? 'newest' : 'oldest';
}
