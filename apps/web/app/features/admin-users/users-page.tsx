import type { SortDirection, UserSortField } from '@print/core/users/account-admin';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../shell/shell-context.tsx';
import { AdminTable } from '../../ui/admin-kit/admin-table.tsx';
import { AdminToolbar, BulkBar } from '../../ui/admin-kit/admin-toolbar.tsx';
import { ColumnsMenu } from '../../ui/admin-kit/columns-menu.tsx';
import { TablePager } from '../../ui/admin-kit/table-pager.tsx';
import { TableSearch } from '../../ui/admin-kit/table-search.tsx';
import { pageOffset, type TableSort } from '../../ui/admin-kit/table-view.ts';
import { useAdminTable } from '../../ui/admin-kit/use-admin-table.ts';
import { useTableView } from '../../ui/admin-kit/use-table-view.ts';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import styles from '../../ui/admin-kit/admin-page.module.css';
import { useUserArchiving } from './use-user-archiving.ts';
import { UserFormDialog } from './user-form-dialog.tsx';
import { usersQuery, type UserAccount } from './users-api.ts';
import { USERS_VIEW, useUserColumns } from './users-table.tsx';

const toSortField = (sort: TableSort | null): UserSortField =>
  sort?.id === 'email' || sort?.id === 'username' ? sort.id : 'name';
const toDirection = (sort: TableSort | null): SortDirection => (sort?.desc ? 'desc' : 'asc');

/**
 * /admin/users: search, the archived toggle, sorting, paging and columns (all in the address:
 * `?q=&archived=1&sort=-email&page=2&size=50&hide=roles`); create, edit, archive one or the ticked.
 */
export function UsersPage() {
  const { t } = useTranslation();
  const { session } = useShell();
  const tableView = useTableView(USERS_VIEW);
  const { view } = tableView;
  const showArchived = tableView.filter('archived') === '1';
  const [editing, setEditing] = useState<UserAccount | 'new' | null>(null);
  const archiving = useUserArchiving();
  const ownId = session?.userId;

  const list = useQuery(
    usersQuery({
      search: view.search,
      archived: showArchived ? null : false,
      offset: pageOffset(view),
      limit: view.pageSize,
      sortBy: toSortField(view.sort),
      sortDirection: toDirection(view.sort),
    }),
  );
  const columns = useUserColumns({ ownId, onEdit: setEditing, onArchive: archiving.askOne });
  const table = useAdminTable({
    tableView,
    columns,
    data: list.data?.items,
    getRowId: (user) => user.id,
    mode: { server: true, rowCount: list.data?.total ?? 0 },
    canSelect: (user) => user.id !== ownId,
  });
  const selected = table.getSelectedRowModel().rows.map((row) => row.original);
  const active = selected.filter((user) => !user.archived);
  const archived = selected.filter((user) => user.archived);
  const bulkChange = async (users: UserAccount[], archive: boolean) => {
    if (await archiving.askMany(users, archive)) table.resetRowSelection();
  };

  return (
    <section className={styles.page} aria-labelledby="admin-users-title">
      <h1 id="admin-users-title" className={styles.pageTitle}>
        {t('admin.navUsers')}
      </h1>
      <AdminToolbar>
        <TableSearch tableView={tableView} label={t('admin.searchUsers')} testId="users-search" />
        <Checkbox
          isSelected={showArchived}
          onChange={(selected) => tableView.setFilter('archived', selected ? '1' : '')}
          testId="users-show-archived"
        >
          {t('admin.showArchived')}
        </Checkbox>
        <ColumnsMenu table={table} testId="users" />
        <Button onPress={() => setEditing('new')} data-testid="new-user">
          {t('admin.newUser')}
        </Button>
      </AdminToolbar>
      <BulkBar
        count={selected.length}
        progress={archiving.progress}
        onClear={() => table.resetRowSelection()}
        testId="users-bulk"
      >
        {active.length > 0 && (
          <Button
            size="small"
            color="danger"
            onPress={() => void bulkChange(active, true)}
            data-testid="users-bulk-archive"
          >
            {`${t('common.archive')} (${active.length})`}
          </Button>
        )}
        {archived.length > 0 && (
          <Button
            size="small"
            color="secondary"
            onPress={() => void bulkChange(archived, false)}
            data-testid="users-bulk-unarchive"
          >
            {`${t('common.unarchive')} (${archived.length})`}
          </Button>
        )}
      </BulkBar>
      <AdminTable table={table} label={t('admin.navUsers')} status={list} testId="users-table" />
      <TablePager table={table} tableView={tableView} testId="users" />
      {editing !== null && (
        <UserFormDialog
          key={editing === 'new' ? 'new' : editing.id}
          user={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
