import type { ProductSortField } from '@print/core/catalog/product-list';
import { PRODUCT_PAYMENT_MODES, type ProductPaymentMode } from '@print/core/catalog/product-list';
import { pageOffset, type TableSort, type TableView } from '../../ui/admin-kit/table-view.ts';
import type { ProductListVariables } from './product-list-api.ts';

// The products list's own filters, kept in the address next to the table view:
// ?status=published|unpublished|archived&orderable=yes|no&category=<id>&payment=single|subscription
// &stock=out|in (out: sold out as the shop decides it; the dashboard's Products card links there)

export const STATUS_FILTERS = ['published', 'unpublished', 'archived'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number] | '';

/** The address of the list filtered by one of the filters above (the dashboard's links). */
export const productListHref = (filter: 'status' | 'stock', value: string) =>
  `/admin/products?${new URLSearchParams({ [filter]: value }).toString()}`;

const toSortField = (sort: TableSort | null): ProductSortField =>
  sort?.id === 'articleCode' || sort?.id === 'updatedAt' ? sort.id : 'name';

/** The list query's variables for the view and the filters of the address. */
export function productListVariables(
  view: TableView,
  filter: (name: string) => string,
): ProductListVariables {
  const status = filter('status');
  const orderable = filter('orderable');
  const payment = filter('payment');
  const stock = filter('stock');
  return {
    search: view.search,
    published: status === 'published' ? true : status === 'unpublished' ? false : null,
    archived: status === 'archived',
    orderable: orderable === 'yes' ? true : orderable === 'no' ? false : null,
    categoryId: filter('category') || null,
    paymentMode: (PRODUCT_PAYMENT_MODES as readonly string[]).includes(payment)
      ? (payment as ProductPaymentMode)
      : null,
    outOfStock: stock === 'out' ? true : stock === 'in' ? false : null,
    offset: pageOffset(view),
    limit: view.pageSize,
    sortBy: toSortField(view.sort),
    descending: view.sort?.desc ?? false,
  };
}
