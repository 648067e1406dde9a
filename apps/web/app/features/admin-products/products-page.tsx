import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../shell/shell-context.tsx';
import { AdminTable } from '../../ui/admin-kit/admin-table.tsx';
import { AdminToolbar, BulkBar } from '../../ui/admin-kit/admin-toolbar.tsx';
import { ColumnsMenu } from '../../ui/admin-kit/columns-menu.tsx';
import { TablePager } from '../../ui/admin-kit/table-pager.tsx';
import { TableSearch } from '../../ui/admin-kit/table-search.tsx';
import { useAdminTable } from '../../ui/admin-kit/use-admin-table.ts';
import { useTableView } from '../../ui/admin-kit/use-table-view.ts';
import { Button } from '../../ui/button.tsx';
import styles from '../../ui/admin-kit/admin-page.module.css';
import { NewProductDialog } from './new-product-dialog.tsx';
import { productListVariables } from './product-filters.ts';
import { adminProductsQuery } from './product-list-api.ts';
import { ProductFilters } from './products-filters.tsx';
import { PRODUCTS_VIEW, useProductColumns } from './products-table.tsx';
import { useProductActions, type BulkChange } from './use-product-actions.ts';

const BULK_BUTTONS: { kind: BulkChange; labelKey: string; color: 'secondary' | 'danger' }[] = [
  { kind: 'publish', labelKey: 'admin.publishProducts', color: 'secondary' },
  { kind: 'unpublish', labelKey: 'admin.unpublishProducts', color: 'secondary' },
  { kind: 'archive', labelKey: 'common.archive', color: 'danger' },
  { kind: 'restore', labelKey: 'common.unarchive', color: 'secondary' },
];

/**
 * /admin/products: search (name in any language, article or variant code), filters, sorting, paging
 * and columns, all in the address; create, copy, archive, restore and delete; the ticked products
 * published, unpublished, archived or restored together.
 */
export function ProductsPage() {
  const { t } = useTranslation();
  const { session } = useShell();
  const canWrite = session?.rights.includes('catalog.write') ?? false;
  const tableView = useTableView(PRODUCTS_VIEW);
  const [creating, setCreating] = useState(false);
  const actions = useProductActions();
  const list = useQuery(adminProductsQuery(productListVariables(tableView.view, tableView.filter)));
  const columns = useProductColumns({
    canWrite,
    onCopy: (product) => void actions.copy(product),
    onArchive: (product, archived) => void actions.archive(product, archived),
    onDelete: (product) => void actions.remove(product),
  });
  const table = useAdminTable({
    tableView,
    columns,
    data: list.data?.items,
    getRowId: (product) => product.id,
    mode: { server: true, rowCount: list.data?.total ?? 0 },
  });
  const selected = table.getSelectedRowModel().rows.map((row) => row.original);
  const eligible = (kind: BulkChange) =>
    selected.filter((product) =>
      kind === 'publish'
        ? !product.published && !product.archived
        : kind === 'unpublish'
          ? product.published && !product.archived
          : kind === 'archive'
            ? !product.archived
            : product.archived,
    );
  const bulkChange = async (kind: BulkChange) => {
    if (await actions.changeMany(eligible(kind), kind)) table.resetRowSelection();
  };

  return (
    <section className={styles.page} aria-labelledby="admin-products-title">
      <h1 id="admin-products-title" className={styles.pageTitle}>
        {t('admin.navProducts')}
      </h1>
      <AdminToolbar>
        <TableSearch tableView={tableView} label={t('admin.searchProducts')} testId="products-search" />
        <ColumnsMenu table={table} testId="products" />
        {canWrite && (
          <Button onPress={() => setCreating(true)} data-testid="new-product">
            {t('admin.newProduct')}
          </Button>
        )}
      </AdminToolbar>
      <ProductFilters tableView={tableView} />
      <BulkBar
        count={selected.length}
        progress={actions.progress}
        onClear={() => table.resetRowSelection()}
        testId="products-bulk"
      >
        {BULK_BUTTONS.map(({ kind, labelKey, color }) => {
          const count = eligible(kind).length;
          return count > 0 ? (
            <Button
              key={kind}
              size="small"
              color={color}
              onPress={() => void bulkChange(kind)}
              data-testid={`products-bulk-${kind}`}
            >
              {`${t(labelKey)} (${count})`}
            </Button>
          ) : null;
        })}
      </BulkBar>
      <AdminTable table={table} label={t('admin.navProducts')} status={list} testId="products-table" />
      <TablePager table={table} tableView={tableView} testId="products" />
      {creating && <NewProductDialog onClose={() => setCreating(false)} />}
    </section>
  );
}
