import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { failureToastKey } from '../../../lib/api/user-input-error.ts';
import { MetaFieldFormDialog } from './meta-field-form-dialog.tsx';
import {
  deleteMetaField,
  PRODUCT_FIELDS_KEY,
  productMetaFieldsQuery,
  reorderMetaFields,
  type MetaField,
} from './product-fields-api.ts';
import { PRODUCT_FIELDS_VIEW, useProductFieldColumns } from './product-fields-table.tsx';

const NO_FIELDS: MetaField[] = [];

/**
 * /admin/product-meta-fields (spec §2 Product meta fields): the fields whose values each product's
 * Meta Fields tab edits. Deleting one deletes its values, so the admin types its name first.
 */
export function ProductMetaFieldsPage() {
  const { t } = useTranslation();
  const ask = useConfirmAction();
  const queryClient = useQueryClient();
  const fields = useQuery(productMetaFieldsQuery);
  const [editing, setEditing] = useState<MetaField | 'new' | null>(null);
  const list = fields.data ?? NO_FIELDS;
  const tableView = useTableView(PRODUCT_FIELDS_VIEW);
  const { dragAndDropHooks, move, isMoving } = useReorderableList({
    queryKey: productMetaFieldsQuery.queryKey,
    list,
    save: reorderMetaFields,
  });
  const { mutate: remove } = useMutation({
    mutationFn: (field: MetaField) => deleteMetaField(field.id),
    onSuccess: () => {
      notify(t('admin.fieldDeleted'), 'success');
      return queryClient.invalidateQueries({ queryKey: PRODUCT_FIELDS_KEY });
    },
    onError: (error) => {
      const message = failureToastKey(error, 'admin.errorDeletingField');
      notify(t(message.key, message.params ?? {}), 'error');
    },
  });
  const askDelete = useCallback(
    async (field: MetaField) => {
      const confirmed = await ask({
        message: t('admin.deleteMetaFieldConfirm', { name: field.name }),
        confirmLabel: t('common.delete'),
        phrase: field.name,
      });
      if (confirmed) remove(field);
    },
    [ask, remove, t],
  );
  const columns = useProductFieldColumns({
    rows: list,
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
    <section className={styles.page} aria-labelledby="admin-product-meta-fields-title">
      <h1 id="admin-product-meta-fields-title" className={styles.pageTitle}>
        {t('admin.navProductMetaFields')}
      </h1>
      <AdminToolbar>
        <TableSearch tableView={tableView} label={t('common.search')} testId="meta-fields-search" />
        <ColumnsMenu table={table} testId="meta-fields" />
        <Button onPress={() => setEditing('new')} data-testid="new-meta-field">
          {t('admin.addMetaField')}
        </Button>
      </AdminToolbar>
      <AdminTable
        table={table}
        label={t('admin.navProductMetaFields')}
        status={fields}
        testId="meta-fields-table"
        dragAndDropHooks={dragAndDropHooks}
        rowText={(field) => field.name}
      />
      {editing !== null && (
        <MetaFieldFormDialog
          key={editing === 'new' ? '' : editing.id}
          field={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
