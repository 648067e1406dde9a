import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../shell/confirm/confirm-provider.tsx';
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
import { notify } from '../../../ui/toast.ts';
import { failureToastKey } from '../../../lib/api/user-input-error.ts';
import styles from '../admin.module.css';
import { useRoleTexts } from './right-labels.ts';
import { RoleFormDialog } from './role-form-dialog.tsx';
import { deleteRole, rolesQuery, type Role } from './roles-api.ts';

/** /admin/roles (spec §2 Roles table: name, description, type, rights; §6 create, save, delete). */
export function RolesPage() {
  const { t } = useTranslation();
  const { roleName, roleDescription, rightName } = useRoleTexts();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const roles = useQuery(rolesQuery);
  const [editing, setEditing] = useState<Role | 'new' | null>(null);

  const remove = useMutation({
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
  const askDelete = async (role: Role) => {
    const confirmed = await confirm({
      severity: 'confirmOnly',
      message: t('admin.deleteRoleConfirm'),
      confirmLabel: t('common.delete'),
    });
    if (confirmed) remove.mutate(role);
  };
  const emptyText = roles.isError
    ? t('common.genericError')
    : roles.isPending
      ? t('common.loading')
      : t('common.noResults');

  return (
    <section className={styles.page} aria-labelledby="admin-roles-title">
      <h1 id="admin-roles-title" className={styles.pageTitle}>
        {t('admin.navRoles')}
      </h1>
      <div className={styles.toolbar}>
        <Button onPress={() => setEditing('new')} data-testid="new-role">
          {t('admin.newRole')}
        </Button>
      </div>
      <DataTable aria-label={t('admin.navRoles')} data-testid="roles-table">
        <DataHeader>
          <DataColumn id="name" isRowHeader>
            {t('admin.colName')}
          </DataColumn>
          <DataColumn id="description">{t('admin.colDescription')}</DataColumn>
          <DataColumn id="type">{t('admin.colType')}</DataColumn>
          <DataColumn id="rights">{t('admin.colRights')}</DataColumn>
          <DataColumn id="actions" align="end">
            {t('admin.colActions')}
          </DataColumn>
        </DataHeader>
        <DataBody
          items={roles.data ?? []}
          renderEmptyState={() => <DataTableMessage>{emptyText}</DataTableMessage>}
        >
          {(role) => (
            <DataRow id={role.name}>
              <DataCell>{roleName(role.name)}</DataCell>
              <DataCell>{roleDescription(role)}</DataCell>
              <DataCell>
                {t(role.type === 'system' ? 'admin.roleTypeSystem' : 'admin.roleTypeCustom')}
              </DataCell>
              <DataCell>
                <ul className={styles.chips}>
                  {role.rights.map((right) => (
                    <li key={right} className={styles.chip}>
                      {rightName(right)}
                    </li>
                  ))}
                </ul>
              </DataCell>
              <DataCell align="end">
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
                  {role.type === 'custom' && (
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
              </DataCell>
            </DataRow>
          )}
        </DataBody>
      </DataTable>
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
