import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { StatusChip } from '../../ui/status-chip.tsx';
import { selectColumn } from '../../ui/admin-kit/select-column.tsx';
import { adminColumns, type AdminColumn } from '../../ui/admin-kit/use-admin-table.ts';
import type { TableViewConfig } from '../../ui/admin-kit/table-view.ts';
import styles from '../../ui/admin-kit/admin-page.module.css';
import { useRoleTexts } from '../../lib/admin/right-labels.ts';
import { userDisplayName, type UserAccount } from './users-api.ts';

/** The users list's view (kept in the address): sorted by name, 25 a page. */
export const USERS_VIEW: TableViewConfig = {
  sort: { id: 'name', desc: false },
  sortable: ['name', 'email', 'username'],
  pageSizes: [10, 25, 50, 100],
  pageSize: 25,
  hideable: ['email', 'username', 'roles', 'status'],
};

type Actions = {
  /** The signed-in user, who cannot archive themself. */
  ownId: string | undefined;
  onEdit: (user: UserAccount) => void;
  onArchive: (user: UserAccount, archive: boolean) => Promise<void>;
};

const column = adminColumns<UserAccount>();

/** Users list (spec §2): name, e-mail, username, roles, status; sortable by the first three. */
export function useUserColumns({ ownId, onEdit, onArchive }: Actions): AdminColumn<UserAccount>[] {
  const { t } = useTranslation();
  const { roleName } = useRoleTexts();
  return useMemo(
    () => [
      selectColumn<UserAccount>(userDisplayName),
      column.accessor(userDisplayName, {
        id: 'name',
        cell: ({ getValue }) => getValue(),
        enableHiding: false,
        meta: { label: t('admin.colName'), isRowHeader: true },
      }),
      column.accessor('email', { meta: { label: t('admin.colEmail') } }),
      column.accessor('username', { meta: { label: t('admin.username') } }),
      column.display({
        id: 'roles',
        cell: ({ row }) => (
          <ul className={styles.chips}>
            {row.original.roles.map((role) => (
              <li key={role} className={styles.chip}>
                {roleName(role)}
              </li>
            ))}
          </ul>
        ),
        meta: { label: t('admin.colRoles') },
      }),
      column.display({
        id: 'status',
        cell: ({ row }) => (
          <StatusChip tone={row.original.archived ? 'neutral' : 'success'}>
            {t(row.original.archived ? 'admin.statusArchived' : 'admin.statusActive')}
          </StatusChip>
        ),
        meta: { label: t('admin.colStatus') },
      }),
      column.display({
        id: 'actions',
        enableHiding: false,
        cell: ({ row: { original: user } }) => (
          <span className={styles.actions}>
            <Button
              size="small"
              color="neutral"
              onPress={() => onEdit(user)}
              data-testid={`edit-user-${user.username}`}
            >
              {t('common.edit')}
            </Button>
            {user.id !== ownId && (
              <Button
                size="small"
                color={user.archived ? 'secondary' : 'danger'}
                onPress={() => void onArchive(user, !user.archived)}
                data-testid={`${user.archived ? 'unarchive' : 'archive'}-user-${user.username}`}
              >
                {t(user.archived ? 'common.unarchive' : 'common.archive')}
              </Button>
            )}
          </span>
        ),
        meta: { label: t('admin.colActions'), align: 'end' },
      }),
    ],
    [t, roleName, ownId, onEdit, onArchive],
  );
}
