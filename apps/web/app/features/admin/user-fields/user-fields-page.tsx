import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureToastKey } from '../../../lib/api/user-input-error.ts';
import { userGenericFieldsQuery, type UserGenericField } from '../../../lib/i18n/user-fields-query.ts';
import { AdminTable } from '../../../ui/admin-kit/admin-table.tsx';
import { AdminToolbar } from '../../../ui/admin-kit/admin-toolbar.tsx';
import { ColumnsMenu } from '../../../ui/admin-kit/columns-menu.tsx';
import { TableSearch } from '../../../ui/admin-kit/table-search.tsx';
import { useAdminTable } from '../../../ui/admin-kit/use-admin-table.ts';
import { useConfirmAction } from '../../../ui/admin-kit/use-confirm-action.ts';
import { useTableView } from '../../../ui/admin-kit/use-table-view.ts';
import { Button } from '../../../ui/button.tsx';
import { notify } from '../../../ui/toast.ts';
import styles from '../admin.module.css';
import { useReorderableList } from '../use-reorderable-list.tsx';
import { UserFieldFormDialog } from './user-field-form-dialog.tsx';
import { deleteUserField, reorderUserFields } from './user-fields-api.ts';
import { USER_FIELDS_VIEW, useUserFieldColumns } from './user-fields-table.tsx';

const FIELDS_KEY = userGenericFieldsQuery.queryKey;
const NO_FIELDS: UserGenericField[] = [];

/**
 * /admin/user-fields (spec §2 User-fields table: field name, label, type, required, use). The order is
 * changed by dragging a row's handle (mouse, touch, or keyboard via the handle) or with the move
 * buttons, shown at once and saved right away.
 */
export function UserFieldsPage() {
  const { t } = useTranslation();
  const ask = useConfirmAction();
  const queryClient = useQueryClient();
  // Administrators see their own edits at once, not the 5-minute copy the forms use.
  const fields = useQuery({ ...userGenericFieldsQuery, staleTime: 0 });
  const [editing, setEditing] = useState<UserGenericField | 'new' | null>(null);
  const list = fields.data ?? NO_FIELDS;
  const tableView = useTableView(USER_FIELDS_VIEW);

  const { dragAndDropHooks, move, isMoving } = useReorderableList({
    queryKey: FIELDS_KEY,
    list,
    save: reorderUserFields,
  });

  const { mutate: remove } = useMutation({
    mutationFn: (field: UserGenericField) => deleteUserField(field.id),
    onSuccess: () => {
      notify(t('admin.fieldDeleted'), 'success');
      return queryClient.invalidateQueries({ queryKey: FIELDS_KEY });
    },
    onError: (error) => {
      const message = failureToastKey(error, 'admin.errorDeletingField');
      notify(t(message.key, message.params ?? {}), 'error');
    },
  });
  // Deleting a field deletes every user's value of it: the admin types its name first.
  const askDelete = useCallback(
    async (field: UserGenericField) => {
      const confirmed = await ask({
        message: t('admin.deleteFieldConfirm', { name: field.fieldName }),
        confirmLabel: t('common.delete'),
        phrase: field.fieldName,
      });
      if (confirmed) remove(field);
    },
    [ask, remove, t],
  );

  const columns = useUserFieldColumns({
    fields: list,
    isMoving,
    onMove: move,
    onEdit: setEditing,
    onDelete: askDelete,
  });
  const table = useAdminTable({
    tableView,
    columns,
    data: fields.data,
    getRowId: (field) => field.id,
    mode: { server: false },
  });

  return (
    <section className={styles.page} aria-labelledby="admin-user-fields-title">
      <h1 id="admin-user-fields-title" className={styles.pageTitle}>
        {t('admin.navUserFields')}
      </h1>
      <AdminToolbar>
        <TableSearch tableView={tableView} label={t('common.search')} testId="user-fields-search" />
        <ColumnsMenu table={table} testId="user-fields" />
        <Button onPress={() => setEditing('new')} data-testid="new-field">
          {t('admin.addField')}
        </Button>
      </AdminToolbar>
      <AdminTable
        table={table}
        label={t('admin.navUserFields')}
        status={fields}
        testId="user-fields-table"
        dragAndDropHooks={dragAndDropHooks}
        rowText={(field) => field.fieldName}
      />
      {editing !== null && (
        <UserFieldFormDialog
          key={editing === 'new' ? '' : editing.id}
          field={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
