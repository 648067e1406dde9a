import type { ProductSortField } from '@print/core/catalog/product-list';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AdminTable } from '../../../ui/admin-kit/admin-table.tsx';
import { AdminToolbar } from '../../../ui/admin-kit/admin-toolbar.tsx';
import { ColumnsMenu } from '../../../ui/admin-kit/columns-menu.tsx';
import { TablePager } from '../../../ui/admin-kit/table-pager.tsx';
import { TableSearch } from '../../../ui/admin-kit/table-search.tsx';
import { pageOffset, type TableSort } from '../../../ui/admin-kit/table-view.ts';
import { useAdminTable } from '../../../ui/admin-kit/use-admin-table.ts';
import { useTableView } from '../../../ui/admin-kit/use-table-view.ts';
import styles from '../admin.module.css';
import { adminProductsQuery } from './product-list-api.ts';
import { PRODUCTS_VIEW, useProductColumns } from './products-table.tsx';

const toSortField = (sort: TableSort | null): ProductSortField =>
  sort?.id === 'articleCode' || sort?.id === 'updatedAt' ? sort.id : 'name';

/** /admin/products: search, sorting, paging and columns, all in the address. */
export function ProductsPage() {
  const { t } = useTranslation();
  const tableView = useTableView(PRODUCTS_VIEW);
  const { view } = tableView;
  const list = useQuery(
    adminProductsQuery({
      search: view.search,
      published: null,
      archived: false,
      orderable: null,
      categoryId: null,
      paymentMode: null,
      offset: pageOffset(view),
      limit: view.pageSize,
      sortBy: toSortField(view.sort),
      descending: view.sort?.desc ?? false,
    }),
  );
  const columns = useProductColumns();
  const table = useAdminTable({
    tableView,
    columns,
    data: list.data?.items,
    getRowId: (product) => product.id,
    mode: { server: true, rowCount: list.data?.total ?? 0 },
  });

  return (
    <section className={styles.page} aria-labelledby="admin-products-title">
      <h1 id="admin-products-title" className={styles.pageTitle}>
        {t('admin.navProducts')}
      </h1>
      <AdminToolbar>
        <TableSearch tableView={tableView} label={t('admin.searchProducts')} testId="products-search" />
        <ColumnsMenu table={table} testId="products" />
      </AdminToolbar>
      <AdminTable table={table} label={t('admin.navProducts')} status={list} testId="products-table" />
      <TablePager table={table} tableView={tableView} testId="products" />
    </section>
  );
}
