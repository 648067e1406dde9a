import { formatMoney } from '@print/core/pricing/money';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrderStatusChip, OrderTime } from '../../lib/orders/order-details.tsx';
import { orderDate, personName, type OrderSummary } from '../../lib/orders/order-types.ts';
import { adminColumns, type AdminColumn } from '../../ui/admin-kit/use-admin-table.ts';
import styles from './admin-orders.module.css';

const column = adminColumns<OrderSummary>();

/** The Orders list: number, date, customer, items, total, status; sortable by date and total. */
export function useOrderColumns(): AdminColumn<OrderSummary>[] {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => [
      column.accessor('number', {
        enableSorting: false,
        enableHiding: false,
        cell: ({ row: { original: order } }) => (
          <Link
            to={`/admin/orders/${encodeURIComponent(order.id)}`}
            className={styles.numberLink}
            data-testid={`order-link-${order.number}`}
          >
            {order.number}
          </Link>
        ),
        meta: { label: t('orders.colNumber'), isRowHeader: true },
      }),
      column.accessor(orderDate, {
        id: 'date',
        cell: ({ getValue }) => <OrderTime iso={getValue()} />,
        meta: { label: t('shop.orderDate') },
      }),
      column.display({
        id: 'customer',
        cell: ({ row }) => {
          const billing = row.original.billingAddress;
          const name = personName(billing);
          return (
            <span className={styles.customer}>
              {name && <span>{name}</span>}
              {billing.companyName && <span>{billing.companyName}</span>}
              {billing.email && <span className={styles.muted}>{billing.email}</span>}
            </span>
          );
        },
        meta: { label: t('orders.colCustomer') },
      }),
      column.accessor('itemCount', {
        id: 'items',
        enableSorting: false,
        meta: { label: t('orders.colItems'), align: 'end' },
      }),
      column.accessor('grossMinor', {
        id: 'total',
        cell: ({ row }) => formatMoney(row.original.grossMinor, row.original.currency, language),
        meta: { label: t('orders.colTotal'), align: 'end' },
      }),
      column.display({
        id: 'status',
        enableHiding: false,
        cell: ({ row }) => <OrderStatusChip status={row.original.status} />,
        meta: { label: t('admin.colStatus') },
      }),
    ],
    [t, language],
  );
}
