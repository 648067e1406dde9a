import { formatMoney } from '@print/core/pricing/money';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { classNames } from '../../ui/class-names.ts';
import { StatusChip } from '../../ui/status-chip.tsx';
import { selectColumn } from '../../ui/admin-kit/select-column.tsx';
import { adminColumns, type AdminColumn } from '../../ui/admin-kit/use-admin-table.ts';
import type { TableViewConfig } from '../../ui/admin-kit/table-view.ts';
import styles from '../../ui/admin-kit/admin-page.module.css';
import type { ProductListRow } from './product-list-api.ts';
import listStyles from './products.module.css';

/** The products list's view (kept in the address): by name, 25 a page. */
export const PRODUCTS_VIEW: TableViewConfig = {
  sort: { id: 'name', desc: false },
  sortable: ['name', 'articleCode', 'updatedAt'],
  pageSizes: [10, 25, 50, 100],
  pageSize: 25,
  hideable: ['thumbnail', 'articleCode', 'price', 'stock', 'status'],
};

type Actions = {
  canWrite: boolean;
  onCopy: (product: ProductListRow) => void;
  onArchive: (product: ProductListRow, archived: boolean) => void;
  onDelete: (product: ProductListRow) => void;
};

const column = adminColumns<ProductListRow>();

/** Products list (spec §2): picture, name (opens the editor), code, price from, stock, status, actions. */
export function useProductColumns({
  canWrite,
  onCopy,
  onArchive,
  onDelete,
}: Actions): AdminColumn<ProductListRow>[] {
  const { t, i18n } = useTranslation();
  return useMemo(
    () => [
      ...(canWrite ? [selectColumn<ProductListRow>((product) => product.name)] : []),
      column.display({
        id: 'thumbnail',
        cell: ({ row }) =>
          row.original.thumbnailUrl ? (
            <img className={listStyles.thumbnail} src={row.original.thumbnailUrl} alt="" loading="lazy" />
          ) : (
            <span className={listStyles.thumbnail} aria-hidden="true" />
          ),
        meta: { label: t('admin.colThumbnail') },
      }),
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
        id: 'price',
        cell: ({ row: { original: product } }) =>
          product.fromPrice
            ? t('admin.priceFromValue', {
                price: formatMoney(product.fromPrice.totalMinor, product.fromPrice.currency, i18n.language),
                quantity: String(product.fromPrice.quantity),
              })
            : '—',
        meta: { label: t('admin.colPriceFrom'), align: 'end' },
      }),
      column.display({
        id: 'stock',
        cell: ({ row }) => (row.original.stock === null ? '—' : String(row.original.stock)),
        meta: { label: t('admin.colStock'), align: 'end' },
      }),
      column.display({
        id: 'status',
        cell: ({ row: { original: product } }) => (
          <span className={styles.chips}>
            {product.archived ? (
              <StatusChip tone="neutral" value="archived">
                {t('admin.productArchived')}
              </StatusChip>
            ) : (
              <StatusChip
                tone={product.published ? 'success' : 'warning'}
                value={product.published ? 'published' : 'unpublished'}
              >
                {t(product.published ? 'admin.productPublished' : 'admin.productUnpublished')}
              </StatusChip>
            )}
            {!product.orderable && (
              <StatusChip tone="info" value="not-orderable">
                {t('admin.productNotOrderable')}
              </StatusChip>
            )}
          </span>
        ),
        meta: { label: t('admin.colStatus') },
      }),
      ...(canWrite
        ? [
            column.display({
              id: 'actions',
              enableHiding: false,
              cell: ({ row: { original: product } }) => (
                <span className={classNames(styles.actions, listStyles.rowActions)}>
                  <Button
                    size="small"
                    color="neutral"
                    onPress={() => onCopy(product)}
                    data-testid={`copy-product-${product.slug}`}
                  >
                    {t('common.copy')}
                  </Button>
                  <Button
                    size="small"
                    color="secondary"
                    onPress={() => onArchive(product, !product.archived)}
                    data-testid={`${product.archived ? 'restore' : 'archive'}-product-${product.slug}`}
                  >
                    {t(product.archived ? 'common.unarchive' : 'common.archive')}
                  </Button>
                  <Button
                    size="small"
                    color="danger"
                    onPress={() => onDelete(product)}
                    data-testid={`delete-product-${product.slug}`}
                  >
                    {t('common.delete')}
                  </Button>
                </span>
              ),
              meta: { label: t('admin.colActions'), align: 'end' as const },
            }),
          ]
        : []),
    ],
    [t, i18n.language, canWrite, onCopy, onArchive, onDelete],
  );
}
