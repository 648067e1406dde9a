import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusChip } from '../../../ui/status-chip.tsx';
import { adminColumns, type AdminColumn } from '../../../ui/admin-kit/use-admin-table.ts';
import type { TableViewConfig } from '../../../ui/admin-kit/table-view.ts';
import styles from '../admin.module.css';
import type { ProductListRow } from './product-list-api.ts';

/** The products list's view (kept in the address): by name, 25 a page. */
export const PRODUCTS_VIEW: TableViewConfig = {
  sort: { id: 'name', desc: false },
  sortable: ['name', 'articleCode', 'updatedAt'],
  pageSizes: [10, 25, 50, 100],
  pageSize: 25,
  hideable: ['articleCode', 'status'],
};

const column = adminColumns<ProductListRow>();

/** Products list (spec §2): name (opens the editor), article code, status. */
export function useProductColumns(): AdminColumn<ProductListRow>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      column.accessor('name', {
        cell: ({ row }) => (
          <Link to={`/admin/products/${row.original.id}`} data-testid={`product-link-${row.original.slug}`}>
            {row.original.name}
          </Link>
        ),
        enableHiding: false,
        meta: { label: t('admin.colName'), isRowHeader: true },
      }),
      column.accessor('articleCode', { meta: { label: t('admin.productArticleCode') } }),
      column.display({
        id: 'status',
        cell: ({ row: { original: product } }) => (
          <span className={styles.chips}>
            {product.archived ? (
              <StatusChip tone="neutral">{t('admin.productArchived')}</StatusChip>
            ) : (
              <StatusChip tone={product.published ? 'success' : 'warning'}>
                {t(product.published ? 'admin.productPublished' : 'admin.productUnpublished')}
              </StatusChip>
            )}
          </span>
        ),
        meta: { label: t('admin.colStatus') },
      }),
    ],
    [t],
  );
}
