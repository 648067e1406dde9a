import type { PriceListSortField } from '@print/core/pricing/price-list-rules';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../shell/shell-context.tsx';
import { AdminTable } from '../../ui/admin-kit/admin-table.tsx';
import { AdminToolbar } from '../../ui/admin-kit/admin-toolbar.tsx';
import { ColumnsMenu } from '../../ui/admin-kit/columns-menu.tsx';
import { TablePager } from '../../ui/admin-kit/table-pager.tsx';
import { TableSearch } from '../../ui/admin-kit/table-search.tsx';
import { pageOffset, type TableSort } from '../../ui/admin-kit/table-view.ts';
import { useAdminTable } from '../../ui/admin-kit/use-admin-table.ts';
import { useTableView } from '../../ui/admin-kit/use-table-view.ts';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import styles from '../../ui/admin-kit/admin-page.module.css';
import { PriceListFormDialog } from './price-list-form-dialog.tsx';
import { priceListsQuery } from './price-lists-api.ts';
import { PRICE_LISTS_VIEW, usePriceListColumns } from './price-lists-table.tsx';
import { usePriceListArchiving } from './use-price-list-archiving.ts';

const SORT_FIELDS: Record<string, PriceListSortField> = {
  name: 'name',
  currency: 'currency',
  scales: 'scales',
  products: 'products',
};
const toSortField = (sort: TableSort | null): PriceListSortField => SORT_FIELDS[sort?.id ?? ''] ?? 'name';

/**
 * /admin/price-lists: search, the archived toggle, sorting, paging and columns in the address
 * (`?q=&archived=1&sort=-scales&page=2`); create, open the editor, archive and restore.
 */
export function PriceListsPage() {
  const { t } = useTranslation();
  const { session } = useShell();
  const canWrite = session?.rights.includes('prices.write') ?? false;
  const tableView = useTableView(PRICE_LISTS_VIEW);
  const { view } = tableView;
  const showArchived = tableView.filter('archived') === '1';
  const [creating, setCreating] = useState(false);
  const archive = usePriceListArchiving();
  const list = useQuery(
    priceListsQuery({
      search: view.search,
      archived: showArchived ? null : false,
      offset: pageOffset(view),
      limit: view.pageSize,
      sortBy: toSortField(view.sort),
      sortDirection: view.sort?.desc ? 'desc' : 'asc',
    }),
  );
  const columns = usePriceListColumns(archive, canWrite);
  const table = useAdminTable({
    tableView,
    columns,
    data: list.data?.items,
    getRowId: (row) => row.id,
    mode: { server: true, rowCount: list.data?.total ?? 0 },
  });

  return (
    <section className={styles.page} aria-labelledby="admin-price-lists-title">
      <h1 id="admin-price-lists-title" className={styles.pageTitle}>
        {t('admin.priceListsTitle')}
      </h1>
      <AdminToolbar>
        <TableSearch tableView={tableView} label={t('admin.priceListName')} testId="price-lists-search" />
        <Checkbox
          isSelected={showArchived}
          onChange={(selected) => tableView.setFilter('archived', selected ? '1' : '')}
          testId="price-lists-show-archived"
        >
          {t('admin.priceListShowArchived')}
        </Checkbox>
        <ColumnsMenu table={table} testId="price-lists" />
        {canWrite && (
          <Button onPress={() => setCreating(true)} data-testid="new-price-list">
            {t('admin.newPriceList')}
          </Button>
        )}
      </AdminToolbar>
      <AdminTable table={table} label={t('admin.priceListsTitle')} status={list} testId="price-lists-table" />
      <TablePager table={table} tableView={tableView} testId="price-lists" />
      {creating && <PriceListFormDialog onClose={() => setCreating(false)} />}
    </section>
  );
}
