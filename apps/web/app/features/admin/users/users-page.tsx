import type { SortDirection, UserSortField } from '@print/core/users/account-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../shell/confirm/confirm-provider.tsx';
import { useShell } from '../../../shell/shell-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { Checkbox } from '../../../ui/checkbox.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { notify } from '../../../ui/toast.ts';
import { failureToastKey } from '../../../lib/api/user-input-error.ts';
import { pageRange } from '../list-order.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';
import styles from '../admin.module.css';
import { UserFormDialog } from './user-form-dialog.tsx';
import { setUserArchived, userDisplayName, usersQuery, USERS_KEY, type UserAccount } from './users-api.ts';
import { UsersTable } from './users-table.tsx';

const PAGE_SIZE = 25;
const SEARCH_DELAY_MS = 300;

const toSortField = (column: SortDescriptor['column']): UserSortField =>
  column === 'email' || column === 'username' ? column : 'name';
const toDirection = (direction: SortDescriptor['direction']): SortDirection =>
  direction === 'descending' ? 'desc' : 'asc';

/** /admin/users: search (debounced), the archived toggle, sorting and paging; create, edit, archive. */
export function UsersPage() {
  const { t } = useTranslation();
  const { session } = useShell();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [showArchived, setShowArchived] = useState(false);
  const [offset, setOffset] = useState(0);
  const [sort, setSort] = useState<SortDescriptor>({ column: 'name', direction: 'ascending' });
  const [editing, setEditing] = useState<UserAccount | 'new' | null>(null);
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);

  const list = useQuery(
    usersQuery({
      search: debouncedSearch,
      archived: showArchived ? null : false,
      offset,
      limit: PAGE_SIZE,
      sortBy: toSortField(sort.column),
      sortDirection: toDirection(sort.direction),
    }),
  );
  const archive = useMutation({
    mutationFn: ({ user, archived }: { user: UserAccount; archived: boolean }) =>
      setUserArchived(user.id, archived),
    onSuccess: (_user, { archived }) => {
      notify(t(archived ? 'admin.userArchived' : 'admin.userUnarchived'), 'success');
      return queryClient.invalidateQueries({ queryKey: USERS_KEY });
    },
    onError: (error, { archived }) => {
      const message = failureToastKey(
        error,
        archived ? 'admin.errorArchivingUser' : 'admin.errorUnarchivingUser',
      );
      notify(t(message.key, message.params ?? {}), 'error');
    },
  });

  const askArchive = async (user: UserAccount, archived: boolean) => {
    const name = userDisplayName(user);
    const confirmed = await confirm({
      severity: 'confirmOnly',
      message: t(archived ? 'admin.archiveUserConfirm' : 'admin.unarchiveUserConfirm', { name }),
      confirmLabel: t(archived ? 'common.archive' : 'common.unarchive'),
    });
    if (confirmed) archive.mutate({ user, archived });
  };

  const page = list.data;
  const range = pageRange(offset, PAGE_SIZE, page?.total ?? 0);
  const emptyText = list.isError
    ? t('common.genericError')
    : list.isPending
      ? t('common.loading')
      : t('common.noResults');

  return (
    <section className={styles.page} aria-labelledby="admin-users-title">
      <h1 id="admin-users-title" className={styles.pageTitle}>
        {t('admin.navUsers')}
      </h1>
      <div className={styles.toolbar}>
        <TextField
          className={styles.toolbarGrow}
          label={t('admin.searchUsers')}
          name="search"
          type="search"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setOffset(0);
          }}
          testId="users-search"
        />
        <Checkbox
          isSelected={showArchived}
          onChange={(selected) => {
            setShowArchived(selected);
            setOffset(0);
          }}
          testId="users-show-archived"
        >
          {t('admin.showArchived')}
        </Checkbox>
        <Button onPress={() => setEditing('new')} data-testid="new-user">
          {t('admin.newUser')}
        </Button>
      </div>
      <UsersTable
        users={page?.items ?? []}
        emptyText={emptyText}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setOffset(0);
        }}
        ownId={session?.userId}
        onEdit={setEditing}
        onArchive={(user, archived) => void askArchive(user, archived)}
      />
      <div className={styles.pager}>
        <span aria-live="polite" data-testid="users-range">
          {t('admin.listRange', {
            from: String(range.from),
            to: String(range.to),
            total: String(page?.total ?? 0),
          })}
        </span>
        <Button
          size="small"
          color="neutral"
          isDisabled={!range.hasPrevious}
          onPress={() => setOffset(Math.max(0, offset - PAGE_SIZE))}
        >
          {t('common.previous')}
        </Button>
        <Button
          size="small"
          color="neutral"
          isDisabled={!range.hasNext}
          onPress={() => setOffset(offset + PAGE_SIZE)}
        >
          {t('common.next')}
        </Button>
      </div>
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
