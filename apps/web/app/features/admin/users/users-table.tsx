import type { SortDescriptor } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import {
  DataBody,
  DataCell,
  DataColumn,
  DataHeader,
  DataRow,
  DataTable,
  DataTableMessage,
} from '../../../ui/data-table.tsx';
import styles from '../admin.module.css';
import { useRoleTexts } from '../roles/right-labels.ts';
import { userDisplayName, type UserAccount } from './users-api.ts';

type Props = {
  users: readonly UserAccount[];
  /** What the body shows instead of rows (loading, error, nothing found). */
  emptyText: string;
  sort: SortDescriptor;
  onSortChange: (sort: SortDescriptor) => void;
  /** The signed-in user, who cannot archive themself. */
  ownId: string | undefined;
  onEdit: (user: UserAccount) => void;
  onArchive: (user: UserAccount, archive: boolean) => void;
};

/** Users list (spec §2): name, e-mail, username, roles, status; sortable by the first three. */
export function UsersTable({ users, emptyText, sort, onSortChange, ownId, onEdit, onArchive }: Props) {
  const { t } = useTranslation();
  const { roleName } = useRoleTexts();
  return (
    <DataTable
      aria-label={t('admin.navUsers')}
      sortDescriptor={sort}
      onSortChange={onSortChange}
      data-testid="users-table"
    >
      <DataHeader>
        <DataColumn id="name" isRowHeader allowsSorting>
          {t('admin.colName')}
        </DataColumn>
        <DataColumn id="email" allowsSorting>
          {t('admin.colEmail')}
        </DataColumn>
        <DataColumn id="username" allowsSorting>
          {t('admin.username')}
        </DataColumn>
        <DataColumn id="roles">{t('admin.colRoles')}</DataColumn>
        <DataColumn id="status">{t('admin.colStatus')}</DataColumn>
        <DataColumn id="actions" align="end">
          {t('admin.colActions')}
        </DataColumn>
      </DataHeader>
      <DataBody items={users} renderEmptyState={() => <DataTableMessage>{emptyText}</DataTableMessage>}>
        {(user) => (
          <DataRow id={user.id}>
            <DataCell>{userDisplayName(user)}</DataCell>
            <DataCell>{user.email}</DataCell>
            <DataCell>{user.username}</DataCell>
            <DataCell>
              <ul className={styles.chips}>
                {user.roles.map((role) => (
                  <li key={role} className={styles.chip}>
                    {roleName(role)}
                  </li>
                ))}
              </ul>
            </DataCell>
            <DataCell>
              <span className={user.archived ? styles.muted : undefined}>
                {t(user.archived ? 'admin.statusArchived' : 'admin.statusActive')}
              </span>
            </DataCell>
            <DataCell align="end">
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
                    onPress={() => onArchive(user, !user.archived)}
                    data-testid={`${user.archived ? 'unarchive' : 'archive'}-user-${user.username}`}
                  >
                    {t(user.archived ? 'common.unarchive' : 'common.archive')}
                  </Button>
                )}
              </span>
            </DataCell>
          </DataRow>
        )}
      </DataBody>
    </DataTable>
  );
}
