import { userFieldLabel } from '@print/core/users/user-fields';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button as AriaButton, DropIndicator, useDragAndDrop } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { userGenericFieldsQuery, type UserGenericField } from '../../../lib/i18n/user-fields-query.ts';
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
import { dropReorder, moveItem } from '../list-order.ts';
import { fieldTypeKey } from './field-form-values.ts';
import { UserFieldFormDialog } from './user-field-form-dialog.tsx';
import { deleteUserField, reorderUserFields } from './user-fields-api.ts';
import fieldStyles from './user-fields.module.css';

const FIELDS_KEY = userGenericFieldsQuery.queryKey;

/**
 * /admin/user-fields (spec §2 User-fields table: field name, label, type, required, use). The order is
 * changed by dragging a row's handle (mouse, touch, or keyboard via the handle) or with the move
 * buttons, shown at once and saved right away.
 */
export function UserFieldsPage() {
  const { t, i18n } = useTranslation();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  // Administrators see their own edits at once, not the 5-minute copy the forms use.
  const fields = useQuery({ ...userGenericFieldsQuery, staleTime: 0 });
  const [editing, setEditing] = useState<UserGenericField | 'new' | null>(null);
  const list = fields.data ?? [];

  const reorder = useMutation({
    mutationFn: reorderUserFields,
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: FIELDS_KEY });
      const previous = queryClient.getQueryData(FIELDS_KEY);
      queryClient.setQueryData(FIELDS_KEY, (current) =>
        current ? ids.map((id) => current.find((field) => field.id === id)!).filter(Boolean) : current,
      );
      return { previous };
    },
    onSuccess: () => notify(t('admin.fieldOrderSaved'), 'success'),
    onError: (_error, _ids, context) => {
      queryClient.setQueryData(FIELDS_KEY, context?.previous);
      notify(t('admin.errorSavingFieldOrder'), 'error');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: FIELDS_KEY }),
  });
  const saveOrder = (ids: string[]) => {
    if (ids.join() !== list.map((field) => field.id).join()) reorder.mutate(ids);
  };

  const remove = useMutation({
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
  const askDelete = async (field: UserGenericField) => {
    const confirmed = await confirm({
      severity: 'confirmOnly',
      message: t('admin.deleteFieldConfirm', { name: field.fieldName }),
      confirmLabel: t('common.delete'),
    });
    if (confirmed) remove.mutate(field);
  };

  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': String(key) })),
    onReorder: (event) => {
      const ids = list.map((field) => field.id);
      const position = event.target.dropPosition === 'before' ? 'before' : 'after';
      saveOrder(dropReorder(ids, [...event.keys].map(String), String(event.target.key), position));
    },
    renderDropIndicator: (target) => <DropIndicator target={target} className={fieldStyles.dropIndicator} />,
  });
  const move = (index: number, by: -1 | 1) =>
    saveOrder(moveItem(list, index, index + by).map((field) => field.id));
  const emptyText = fields.isError
    ? t('common.genericError')
    : fields.isPending
      ? t('common.loading')
      : t('common.noResults');

  return (
    <section className={styles.page} aria-labelledby="admin-user-fields-title">
      <h1 id="admin-user-fields-title" className={styles.pageTitle}>
        {t('admin.navUserFields')}
      </h1>
      <div className={styles.toolbar}>
        <Button onPress={() => setEditing('new')} data-testid="new-field">
          {t('admin.addField')}
        </Button>
      </div>
      <DataTable
        aria-label={t('admin.navUserFields')}
        dragAndDropHooks={dragAndDropHooks}
        data-testid="user-fields-table"
      >
        <DataHeader>
          <DataColumn id="drag">
            <span className={fieldStyles.visuallyHidden}>{t('admin.dragToReorder')}</span>
          </DataColumn>
          <DataColumn id="fieldName" isRowHeader>
            {t('admin.colFieldName')}
          </DataColumn>
          <DataColumn id="label">{t('admin.colLabel')}</DataColumn>
          <DataColumn id="type">{t('admin.colType')}</DataColumn>
          <DataColumn id="required">{t('admin.colRequired')}</DataColumn>
          <DataColumn id="use">{t('admin.colUse')}</DataColumn>
          <DataColumn id="actions" align="end">
            {t('admin.colActions')}
          </DataColumn>
        </DataHeader>
        <DataBody items={list} renderEmptyState={() => <DataTableMessage>{emptyText}</DataTableMessage>}>
          {(field) => {
            const index = list.indexOf(field);
            return (
              <DataRow id={field.id} textValue={field.fieldName}>
                <DataCell>
                  <AriaButton
                    slot="drag"
                    className={fieldStyles.dragHandle}
                    aria-label={t('admin.dragToReorder')}
                  >
                    ⠿
                  </AriaButton>
                </DataCell>
                <DataCell>{field.fieldName}</DataCell>
                <DataCell>{userFieldLabel(field.config, i18n.language)}</DataCell>
                <DataCell>{t(fieldTypeKey(field.type))}</DataCell>
                <DataCell>{t(field.required ? 'common.yes' : 'common.no')}</DataCell>
                <DataCell>{t(field.use ? 'common.yes' : 'common.no')}</DataCell>
                <DataCell align="end">
                  <span className={styles.actions}>
                    <Button
                      size="small"
                      color="neutral"
                      isDisabled={index === 0 || reorder.isPending}
                      onPress={() => move(index, -1)}
                      aria-label={`${t('admin.moveUp')}: ${field.fieldName}`}
                    >
                      ↑
                    </Button>
                    <Button
                      size="small"
                      color="neutral"
                      isDisabled={index === list.length - 1 || reorder.isPending}
                      onPress={() => move(index, 1)}
                      aria-label={`${t('admin.moveDown')}: ${field.fieldName}`}
                    >
                      ↓
                    </Button>
                    <Button
                      size="small"
                      color="neutral"
                      onPress={() => setEditing(field)}
                      data-testid={`edit-field-${field.fieldName}`}
                    >
                      {t('common.edit')}
                    </Button>
                    <Button
                      size="small"
                      color="danger"
                      onPress={() => void askDelete(field)}
                      data-testid={`delete-field-${field.fieldName}`}
                    >
                      {t('common.delete')}
                    </Button>
                  </span>
                </DataCell>
              </DataRow>
            );
          }}
        </DataBody>
      </DataTable>
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
