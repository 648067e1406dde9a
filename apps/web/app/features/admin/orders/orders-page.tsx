import { ORDER_STATUSES, orderStatusLabelKey } from '@print/core/orders/order-status';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../ui/button.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { pageRange } from '../list-order.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';
import adminStyles from '../admin.module.css';
import {
  ORDERS_PAGE_SIZE,
  orderListVariables,
  parseOrderFilters,
  sortDescriptor,
  sortOf,
  withOrderFilters,
  type OrderFilters,
} from './order-filters.ts';
import { adminOrdersQuery } from './orders-api.ts';
import { OrdersTable } from './orders-table.tsx';
import styles from './admin-orders.module.css';

const SEARCH_DELAY_MS = 300;

/** /admin/orders: search (debounced), status filter, sorting and paging over every order of the shop. */
export function OrdersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = parseOrderFilters(params);
  // The typed text stays here (the URL would change on every key); a new search starts at page 1.
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const list = useQuery(adminOrdersQuery(orderListVariables(filters, debouncedSearch)));

  const update = (changes: Partial<OrderFilters>) =>
    setParams((current) => withOrderFilters(current, { ...parseOrderFilters(current), ...changes }), {
      replace: true,
      preventScrollReset: true,
    });

  const page = list.data;
  const total = page?.total ?? 0;
  const range = pageRange((filters.page - 1) * ORDERS_PAGE_SIZE, ORDERS_PAGE_SIZE, total);
  const emptyText = list.isError
    ? t('common.genericError')
    : list.isPending
      ? t('common.loading')
      : t('common.noResults');
  const statusOptions = ORDER_STATUSES.map((status) => ({
    id: status,
    label: t(orderStatusLabelKey(status)),
  }));

  return (
    <section className={adminStyles.page} aria-labelledby="admin-orders-title">
      <h1 id="admin-orders-title" className={adminStyles.pageTitle}>
        {t('admin.navOrders')}
      </h1>
      <div className={adminStyles.toolbar}>
        <TextField
          className={adminStyles.toolbarGrow}
          label={t('orders.searchOrders')}
          name="search"
          type="search"
          value={search}
          onChange={(value) => {
            setSearch(value);
            if (filters.page !== 1) update({ page: 1 });
          }}
          testId="orders-search"
        />
        <SelectField
          className={styles.statusFilter}
          label={t('shop.orderStatus')}
          name="status"
          value={filters.status ?? ''}
          onChange={(value) =>
            update({ status: value === '' ? null : (value as OrderFilters['status']), page: 1 })
          }
          options={statusOptions}
          emptyLabel={t('orders.allStatuses')}
          placeholder={t('orders.allStatuses')}
          testId="orders-status-filter"
        />
      </div>
      <OrdersTable
        orders={page?.items ?? []}
        emptyText={emptyText}
        sort={sortDescriptor(filters.sort)}
        onSortChange={(next) => update({ sort: sortOf(next), page: 1 })}
      />
      <div className={adminStyles.pager}>
        <span aria-live="polite" data-testid="orders-range">
          {t('admin.listRange', { from: String(range.from), to: String(range.to), total: String(total) })}
        </span>
        <Button
          size="small"
          color="neutral"
          isDisabled={!range.hasPrevious}
          onPress={() => update({ page: filters.page - 1 })}
          data-testid="orders-previous"
        >
          {t('common.previous')}
        </Button>
        <Button
          size="small"
          color="neutral"
          isDisabled={!range.hasNext}
          onPress={() => update({ page: filters.page + 1 })}
          data-testid="orders-next"
        >
          {t('common.next')}
        </Button>
      </div>
    </section>
  );
}
