import { ORDER_STATUSES, orderStatusLabelKey } from '@print/core/orders/order-status';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AdminTable } from '../../ui/admin-kit/admin-table.tsx';
import { AdminToolbar } from '../../ui/admin-kit/admin-toolbar.tsx';
import { ColumnsMenu } from '../../ui/admin-kit/columns-menu.tsx';
import { TablePager } from '../../ui/admin-kit/table-pager.tsx';
import { TableSearch } from '../../ui/admin-kit/table-search.tsx';
import { useAdminTable } from '../../ui/admin-kit/use-admin-table.ts';
import { useTableView } from '../../ui/admin-kit/use-table-view.ts';
import { SelectField } from '../../ui/select-field.tsx';
import adminStyles from '../../ui/admin-kit/admin-page.module.css';
import { ORDERS_VIEW, orderListVariables, orderStatusFilter } from './order-filters.ts';
import { adminOrdersQuery } from './orders-api.ts';
import { useOrderColumns } from './orders-table.tsx';
import styles from './admin-orders.module.css';

/** /admin/orders: search, status filter, sorting, paging and columns over every order of the shop. */
export function OrdersPage() {
  const { t } = useTranslation();
  const tableView = useTableView(ORDERS_VIEW);
  const status = orderStatusFilter(tableView.filter('status'));
  const list = useQuery(adminOrdersQuery(orderListVariables(tableView.view, status)));
  const columns = useOrderColumns();
  const table = useAdminTable({
    tableView,
    columns,
    data: list.data?.items,
    getRowId: (order) => order.id,
    mode: { server: true, rowCount: list.data?.total ?? 0 },
  });
  const statusOptions = ORDER_STATUSES.map((value) => ({
    id: value,
    label: t(orderStatusLabelKey(value)),
  }));

  return (
    <section className={adminStyles.page} aria-labelledby="admin-orders-title">
      <h1 id="admin-orders-title" className={adminStyles.pageTitle}>
        {t('admin.navOrders')}
      </h1>
      <AdminToolbar>
        <TableSearch tableView={tableView} label={t('orders.searchOrders')} testId="orders-search" />
        <SelectField
          className={styles.statusFilter}
          label={t('shop.orderStatus')}
          name="status"
          value={status ?? ''}
          onChange={(value) => tableView.setFilter('status', value)}
          options={statusOptions}
          emptyLabel={t('orders.allStatuses')}
          placeholder={t('orders.allStatuses')}
          testId="orders-status-filter"
        />
        <ColumnsMenu table={table} testId="orders" />
      </AdminToolbar>
      <AdminTable table={table} label={t('admin.navOrders')} status={list} testId="orders-table" />
      <TablePager table={table} tableView={tableView} testId="orders" />
    </section>
  );
}
