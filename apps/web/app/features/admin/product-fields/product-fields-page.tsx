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
import { deleteFailureMessage } from './field-delete-toast.ts';
import { ProductFieldFormDialog } from './product-field-form-dialog.tsx';
import {
  deleteLibraryField,
  PRODUCT_FIELDS_KEY,
  productFieldLibraryQuery,
  reorderLibraryFields,
  type LibraryField,
} from './product-fields-api.ts';
import { PRODUCT_FIELDS_VIEW, useProductFieldColumns } from './product-fields-table.tsx';

const NO_FIELDS: LibraryField[] = [];

/**
 * /admin/product-fields (spec §2 Product fields: field name, label, type, required, use): the tenant's
 * field library, which products add fields from. Reordered by drag or keyboard, saved at once.
 */
export function ProductFieldsPage() {
  const { t } = useTranslation();
  const ask = useConfirmAction();
  const queryClient = useQueryClient();
  const fields = useQuery(productFieldLibraryQuery);
  const [editing, setEditing] = useState<LibraryField | 'new' | null>(null);
  const list = fields.data ?? NO_FIELDS;
  const tableView = useTableView(PRODUCT_FIELDS_VIEW);
  const { dragAndDropHooks, move, isMoving } = useReorderableList({
    queryKey: productFieldLibraryQuery.queryKey,
    list,
    save: reorderLibraryFields,
  });
  const { mutate: remove } = useMutation({
    mutationFn: (field: LibraryField) => deleteLibraryField(field.id),
    onSuccess: () => {
      notify(t('admin.fieldDeleted'), 'success');
      return queryClient.invalidateQueries({ queryKey: PRODUCT_FIELDS_KEY });
    },
    onError: (error) => {
      const message = deleteFailureMessage(error, 'admin.errorDeletingField');
      notify(t(message.key, message.params), 'error');
    },
  });
  const askDelete = useCallback(
    async (field: LibraryField) => {
      const confirmed = await ask({
        message: t('admin.deleteProductFieldConfirm', { name: field.name }),
        confirmLabel: t('common.delete'),
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
    <section className={styles.page} aria-labelledby="admin-product-fields-title">
      <h1 id="admin-product-fields-title" className={styles.pageTitle}>
        {t('admin.navProductFields')}
      </h1>
      <AdminToolbar>
        <TableSearch tableView={tableView} label={t('common.search')} testId="product-fields-search" />
        <ColumnsMenu table={table} testId="product-fields" />
        <Button onPress={() => setEditing('new')} data-testid="new-product-field">
          {t('admin.addField')}
        </Button>
      </AdminToolbar>
      <AdminTable
        table={table}
        label={t('admin.navProductFields')}
        status={fields}
        testId="product-fields-table"
        dragAndDropHooks={dragAndDropHooks}
        rowText={(field) => field.name}
      />
      {editing !== null && (
        <ProductFieldFormDialog
          key={editing === 'new' ? '' : editing.id}
          field={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
