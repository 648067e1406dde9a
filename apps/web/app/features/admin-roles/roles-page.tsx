import { isDeletableRole, RIGHTS_WITHOUT_SCREEN } from '@print/core/rights';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureToastKey } from '../../lib/api/user-input-error.ts';
import { AdminTable } from '../../ui/admin-kit/admin-table.tsx';
import { AdminToolbar } from '../../ui/admin-kit/admin-toolbar.tsx';
import { ColumnsMenu } from '../../ui/admin-kit/columns-menu.tsx';
import { TablePager } from '../../ui/admin-kit/table-pager.tsx';
import { TableSearch } from '../../ui/admin-kit/table-search.tsx';
import type { TableViewConfig } from '../../ui/admin-kit/table-view.ts';
import { adminColumns, useAdminTable } from '../../ui/admin-kit/use-admin-table.ts';
import { useConfirmAction } from '../../ui/admin-kit/use-confirm-action.ts';
import { useTableView } from '../../ui/admin-kit/use-table-view.ts';
import { Button } from '../../ui/button.tsx';
import { StatusChip } from '../../ui/status-chip.tsx';
import { notify } from '../../ui/toast.ts';
import styles from '../../ui/admin-kit/admin-page.module.css';
import { useRoleTexts } from '../../lib/admin/right-labels.ts';
import { RoleFormDialog } from './role-form-dialog.tsx';
import { rolesQuery, type Role } from '../../lib/admin/roles-query.ts';
import { deleteRole } from './roles-api.ts';

/** All roles load at once: searched, sorted and paged in the browser; the view is in the address. */
const ROLES_VIEW: TableViewConfig = {
  sort: { id: 'name', desc: false },
  sortable: ['name', 'type'],
  pageSizes: [10, 25, 50, 100],
  pageSize: 25,
  hideable: ['description', 'type', 'rights'],
};

const column = adminColumns<Role>();

/** The rights column leaves out rights of areas still to come, as the role form does (decision 0055). */
const isShownRight = (right: string) => !(RIGHTS_WITHOUT_SCREEN as readonly string[]).includes(right);

/** /admin/roles (spec §2 Roles table: name, description, type, rights; §6 create, save, delete). */
export function RolesPage() {
  const { t } = useTranslation();
  const { roleName, roleDescription, rightName } = useRoleTexts();
  const ask = useConfirmAction();
  const queryClient = useQueryClient();
  const roles = useQuery(rolesQuery);
  const [editing, setEditing] = useState<Role | 'new' | null>(null);
  const tableView = useTableView(ROLES_VIEW);

  const { mutate: remove } = useMutation({
    mutationFn: (role: Role) => deleteRole(role.name),
    onSuccess: () => {
      notify(t('admin.roleDeleted'), 'success');
      return queryClient.invalidateQueries({ queryKey: rolesQuery.queryKey });
    },
    onError: (error) => {
      const message = failureToastKey(error, 'admin.errorDeletingRole');
      notify(t(message.key, message.params ?? {}), 'error');
    },
  });
  const askDelete = useCallback(
    async (role: Role) => {
      if (await ask({ message: t('admin.deleteRoleConfirm'), confirmLabel: t('common.delete') }))
        remove(role);
    },
    [ask, remove, t],
  );

  const columns = useMemo(
    () => [
      column.accessor((role) => roleName(role.name), {
        id: 'name',
        cell: ({ getValue }) => getValue(),
        enableHiding: false,
        meta: { label: t('admin.colName'), isRowHeader: true },
      }),
      column.accessor((role) => roleDescription(role), {
        id: 'description',
        cell: ({ getValue }) => getValue(),
        enableSorting: false,
        meta: { label: t('admin.colDescription') },
      }),
      column.accessor((role) => t(isDeletableRole(role) ? 'admin.roleTypeCustom' : 'admin.roleTypeSystem'), {
        id: 'type',
        cell: ({ row, getValue }) => (
          <StatusChip tone={isDeletableRole(row.original) ? 'neutral' : 'info'}>{getValue()}</StatusChip>
        ),
        meta: { label: t('admin.colType') },
      }),
      column.display({
        id: 'rights',
        cell: ({ row }) => (
          <ul className={styles.chips}>
            {row.original.rights.filter(isShownRight).map((right) => (
              <li key={right} className={styles.chip}>
                {rightName(right)}
              </li>
            ))}
          </ul>
        ),
        meta: { label: t('admin.colRights') },
      }),
      column.display({
        id: 'actions',
        enableHiding: false,
        cell: ({ row: { original: role } }) => (
          <span className={styles.actions}>
            <Button
              size="small"
              color="neutral"
              onPress={() => setEditing(role)}
              data-testid={`edit-role-${role.name}`}
            >
              {t('common.edit')}
            </Button>
            {/* Built-in roles cannot be deleted (the server refuses it as well). */}
            {isDeletableRole(role) && (
              <Button
                size="small"
                color="danger"
                onPress={() => void askDelete(role)}
                data-testid={`delete-role-${role.name}`}
              >
                {t('common.delete')}
              </Button>
            )}
          </span>
        ),
        meta: { label: t('admin.colActions'), align: 'end' },
      }),
    ],
    [t, roleName, roleDescription, rightName, askDelete],
  );
  const table = useAdminTable({
    tableView,
    columns,
    data: roles.data,
    getRowId: (role) => role.name,
    mode: { server: false },
  });

  return (
    <section className={styles.page} aria-labelledby="admin-roles-title">
      <h1 id="admin-roles-title" className={styles.pageTitle}>
        {t('admin.navRoles')}
      </h1>
      <AdminToolbar>
        <TableSearch tableView={tableView} label={t('common.search')} testId="roles-search" />
        <ColumnsMenu table={table} testId="roles" />
        <Button onPress={() => setEditing('new')} data-testid="new-role">
          {t('admin.newRole')}
        </Button>
      </AdminToolbar>
      <AdminTable table={table} label={t('admin.navRoles')} status={roles} testId="roles-table" />
      <TablePager table={table} tableView={tableView} testId="roles" />
      {editing !== null && (
        <RoleFormDialog
          key={editing === 'new' ? '' : editing.name}
          role={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
