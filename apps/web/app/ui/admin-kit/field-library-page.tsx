import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureToastKey } from '../../lib/api/user-input-error.ts';
import { useShell } from '../../shell/shell-context.tsx';
import { Button } from '../button.tsx';
import { notify } from '../toast.ts';
import { AdminTable } from './admin-table.tsx';
import { AdminToolbar } from './admin-toolbar.tsx';
import { ColumnsMenu } from './columns-menu.tsx';
import {
  FIELD_LIBRARY_VIEW,
  fieldTypeKey,
  type FieldLibrary,
  type FieldLibraryRow,
} from './field-library.ts';
import { dragHandleColumn, RowActions, useReorderableList } from './reorderable-list.tsx';
import { TableSearch } from './table-search.tsx';
import { adminColumns, useAdminTable, type AdminColumn } from './use-admin-table.ts';
import { useConfirmAction } from './use-confirm-action.ts';
import { useTableView } from './use-table-view.ts';
import styles from './admin-kit.module.css';

/**
 * A field library's page (field-library.ts): the table of field name, label, type, required (and use),
 * the create/edit dialog, delete after asking, and the order changed by dragging a row's handle (mouse,
 * touch, or keyboard via the handle) or with the move buttons, shown at once and saved right away.
 */
export function FieldLibraryPage<T extends FieldLibraryRow, K extends QueryKey>({
  library,
}: {
  library: FieldLibrary<T, K>;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const ask = useConfirmAction();
  const queryClient = useQueryClient();
  const fields = useQuery(library.query);
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const list = useMemo(() => fields.data ?? [], [fields.data]);
  const tableView = useTableView(FIELD_LIBRARY_VIEW);
  const { dragAndDropHooks, move, isMoving } = useReorderableList({
    queryKey: library.query.queryKey,
    list,
    save: library.reorder,
  });
  const { mutate: remove } = useMutation({
    mutationFn: (field: T) => library.remove(field.id),
    onSuccess: () => {
      notify(t('admin.fieldDeleted'), 'success');
      return queryClient.invalidateQueries({ queryKey: library.invalidates });
    },
    onError: (error) => {
      // The server's reason where it gave one, e.g. how many products still use the field.
      const message = failureToastKey(error, 'admin.errorDeletingField');
      notify(t(message.key, message.params ?? {}), 'error');
    },
  });
  const askDelete = useCallback(
    async (field: T) => {
      const name = library.nameOf(field);
      const { messageKey, typeName } = library.deleteQuestion;
      const confirmed = await ask({
        message: t(messageKey, { name }),
        confirmLabel: t('common.delete'),
        ...(typeName ? { phrase: name } : {}),
      });
      if (confirmed) remove(field);
    },
    [ask, remove, t, library],
  );
  const columns = useFieldLibraryColumns(library, list, isMoving, move, setEditing, askDelete);
  const table = useAdminTable({
    tableView,
    columns,
    data: fields.data,
    getRowId: (field) => field.id,
    mode: { server: false },
  });
  const { Dialog, testIds } = library;

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.pageTitle}>
        {t(library.titleKey)}
      </h1>
      <AdminToolbar>
        <TableSearch tableView={tableView} label={t('common.search')} testId={`${testIds.list}-search`} />
        <ColumnsMenu table={table} testId={testIds.list} />
        <Button onPress={() => setEditing('new')} data-testid={testIds.add}>
          {t(library.addKey)}
        </Button>
      </AdminToolbar>
      <AdminTable
        table={table}
        label={t(library.titleKey)}
        status={fields}
        testId={`${testIds.list}-table`}
        dragAndDropHooks={dragAndDropHooks}
        rowText={library.nameOf}
      />
      {editing !== null && (
        <Dialog
          key={editing === 'new' ? '' : editing.id}
          field={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}

/** Spec §2: field name, label, type, required, use; a drag handle, the moves, edit and delete. */
function useFieldLibraryColumns<T extends FieldLibraryRow, K extends QueryKey>(
  library: FieldLibrary<T, K>,
  /** The fields in their order (moves are counted in it, also while a search hides some). */
  rows: readonly T[],
  isMoving: boolean,
  onMove: (index: number, by: -1 | 1) => void,
  onEdit: (field: T) => void,
  onDelete: (field: T) => Promise<void>,
) {
  const { t, i18n } = useTranslation();
  const { tenant } = useShell();
  const language = i18n.language;
  return useMemo((): AdminColumn<T>[] => {
    const column = adminColumns<T>();
    const { nameOf, use } = library;
    return [
      dragHandleColumn<T>(t),
      column.accessor(nameOf, {
        id: 'name',
        enableHiding: false,
        meta: { label: t('admin.colFieldName'), isRowHeader: true },
      }),
      column.accessor((field) => library.labelOf(field, language, tenant.defaultLanguage), {
        id: 'label',
        cell: ({ getValue }) => getValue(),
        meta: { label: t('admin.colLabel') },
      }),
      column.accessor((field) => t(fieldTypeKey(field.type)), {
        id: 'type',
        cell: ({ getValue }) => getValue(),
        meta: { label: t('admin.colType') },
      }),
      column.display({
        id: 'required',
        cell: ({ row }) => t(row.original.required ? 'common.yes' : 'common.no'),
        meta: { label: t('admin.colRequired') },
      }),
      ...(use
        ? [
            column.display({
              id: 'use',
              cell: ({ row }) => use.text(row.original, t),
              meta: { label: t(use.labelKey) },
            }),
          ]
        : []),
      column.display({
        id: 'actions',
        enableHiding: false,
        cell: ({ row: { original: field } }) => (
          <RowActions
            index={rows.indexOf(field)}
            count={rows.length}
            name={nameOf(field)}
            isMoving={isMoving}
            onMove={onMove}
            onEdit={() => onEdit(field)}
            onDelete={() => void onDelete(field)}
            testIdSuffix={`field-${nameOf(field)}`}
          />
        ),
        meta: { label: t('admin.colActions'), align: 'end' },
      }),
    ];
  }, [t, language, tenant.defaultLanguage, library, rows, isMoving, onMove, onEdit, onDelete]);
}
