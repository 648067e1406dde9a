import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { StatusChip } from '../../ui/status-chip.tsx';
import { adminColumns, type AdminColumn } from '../../ui/admin-kit/use-admin-table.ts';
import type { TableViewConfig } from '../../ui/admin-kit/table-view.ts';
import styles from '../../ui/admin-kit/admin-page.module.css';
import type { PriceList } from './price-lists-api.ts';

/** The price lists table's view (kept in the address): by name, 25 a page. */
export const PRICE_LISTS_VIEW: TableViewConfig = {
  sort: { id: 'name', desc: false },
  sortable: ['name', 'currency', 'scales', 'products'],
  pageSizes: [10, 25, 50, 100],
  pageSize: 25,
  hideable: ['currency', 'priceEntry', 'scales', 'products', 'status'],
};

const column = adminColumns<PriceList>();

/** Name, currency, net/gross entry, scales, products using it, archived chip; edit and archive/restore. */
export function usePriceListColumns(
  onArchive: (list: PriceList, archive: boolean) => Promise<void>,
  canWrite: boolean,
): AdminColumn<PriceList>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      column.accessor('name', {
        id: 'name',
        cell: ({ row }) => (
          <Link
            to={`/admin/price-lists/${row.original.id}`}
            data-testid={`price-list-link-${row.original.name}`}
          >
            {row.original.name}
          </Link>
        ),
        enableHiding: false,
        meta: { label: t('admin.priceListName'), isRowHeader: true },
      }),
      column.accessor('currency', { id: 'currency', meta: { label: t('admin.priceListCurrency') } }),
      column.display({
        id: 'priceEntry',
        cell: ({ row }) =>
          t(row.original.priceEntry === 'gross' ? 'admin.priceListEntryGross' : 'admin.priceListEntryNet'),
        meta: { label: t('admin.priceListEntry') },
      }),
      column.accessor('scaleCount', {
        id: 'scales',
        meta: { label: t('admin.priceListScaleCount'), align: 'end' },
      }),
      column.accessor('productCount', {
        id: 'products',
        cell: ({ getValue }) => t('admin.priceListUsedByCount', { count: String(getValue()) }),
        meta: { label: t('admin.priceListUsedBy'), align: 'end' },
      }),
      column.display({
        id: 'status',
        cell: ({ row }) =>
          row.original.archived ? (
            <StatusChip tone="neutral" testId={`price-list-archived-${row.original.name}`}>
              {t('admin.priceListArchived')}
            </StatusChip>
          ) : null,
        meta: { label: t('admin.colStatus') },
      }),
      column.display({
        id: 'actions',
        enableHiding: false,
        cell: ({ row: { original: list } }) =>
          canWrite ? (
            <span className={styles.actions}>
              <Button
                size="small"
                color={list.archived ? 'secondary' : 'danger'}
                onPress={() => void onArchive(list, !list.archived)}
                data-testid={`${list.archived ? 'restore' : 'archive'}-price-list-${list.name}`}
              >
                {t(list.archived ? 'admin.restorePriceList' : 'admin.archivePriceList')}
              </Button>
            </span>
          ) : null,
        meta: { label: t('admin.colActions'), align: 'end' },
      }),
    ],
    [t, onArchive, canWrite],
  );
}
