import { formatMoney } from '@print/core/pricing/money';
import type { SortDescriptor } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrderStatusChip, OrderTime } from '../../../lib/orders/order-details.tsx';
import { orderDate, personName, type OrderSummary } from '../../../lib/orders/order-types.ts';
import {
  DataBody,
  DataCell,
  DataColumn,
  DataHeader,
  DataRow,
  DataTable,
  DataTableMessage,
} from '../../../ui/data-table.tsx';
import styles from './admin-orders.module.css';

type Props = {
  orders: readonly OrderSummary[];
  /** What the body shows instead of rows (loading, error, nothing found). */
  emptyText: string;
  sort: SortDescriptor;
  onSortChange: (sort: SortDescriptor) => void;
};

/** The Orders list: number, date, customer, items, total, status; sortable by date and total. */
export function OrdersTable({ orders, emptyText, sort, onSortChange }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <DataTable
      aria-label={t('admin.navOrders')}
      sortDescriptor={sort}
      onSortChange={onSortChange}
      data-testid="orders-table"
    >
      <DataHeader>
        <DataColumn id="number" isRowHeader>
          {t('orders.colNumber')}
        </DataColumn>
        <DataColumn id="date" allowsSorting>
          {t('shop.orderDate')}
        </DataColumn>
        <DataColumn id="customer">{t('orders.colCustomer')}</DataColumn>
        <DataColumn id="items" align="end">
          {t('orders.colItems')}
        </DataColumn>
        <DataColumn id="total" allowsSorting align="end">
          {t('orders.colTotal')}
        </DataColumn>
        <DataColumn id="status">{t('admin.colStatus')}</DataColumn>
      </DataHeader>
      <DataBody items={orders} renderEmptyState={() => <DataTableMessage>{emptyText}</DataTableMessage>}>
        {(order) => {
          const date = orderDate(order);
          const billing = order.billingAddress;
          const name = personName(billing);
          return (
            <DataRow id={order.id}>
              <DataCell>
                <Link
                  to={`/admin/orders/${encodeURIComponent(order.id)}`}
                  className={styles.numberLink}
                  data-testid={`order-link-${order.number}`}
                >
                  {order.number}
                </Link>
              </DataCell>
              <DataCell>
                <OrderTime iso={date} />
              </DataCell>
              <DataCell>
                <span className={styles.customer}>
                  {name && <span>{name}</span>}
                  {billing.companyName && <span>{billing.companyName}</span>}
                  {billing.email && <span className={styles.muted}>{billing.email}</span>}
                </span>
              </DataCell>
              <DataCell align="end">{order.itemCount}</DataCell>
              <DataCell align="end">{formatMoney(order.grossMinor, order.currency, i18n.language)}</DataCell>
              <DataCell>
                <OrderStatusChip status={order.status} />
              </DataCell>
            </DataRow>
          );
        }}
      </DataBody>
    </DataTable>
  );
}
