import { userFieldLabel } from '@print/core/users/user-fields';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserGenericField } from '../../../lib/i18n/user-fields-query.ts';
import type { TableViewConfig } from '../../../ui/admin-kit/table-view.ts';
import { adminColumns, type AdminColumn } from '../../../ui/admin-kit/use-admin-table.ts';
import { dragHandleColumn, RowActions } from '../use-reorderable-list.tsx';
import { fieldTypeKey } from './field-form-values.ts';

/** The fields' order is what My Account shows: no sorting, all on one page; search and columns. */
export const USER_FIELDS_VIEW: TableViewConfig = {
  sort: null,
  sortable: [],
  pageSizes: [500],
  pageSize: 500,
  hideable: ['label', 'type', 'required', 'use'],
};

type Actions = {
  /** The fields in their order (moves are counted in it, also while a search hides some). */
  fields: readonly UserGenericField[];
  isMoving: boolean;
  onMove: (index: number, by: -1 | 1) => void;
  onEdit: (field: UserGenericField) => void;
  onDelete: (field: UserGenericField) => Promise<void>;
};

const column = adminColumns<UserGenericField>();

/** Spec §2 User-fields table: field name, label, type, required, use; a drag handle and moves. */
export function useUserFieldColumns({ fields, isMoving, onMove, onEdit, onDelete }: Actions) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    (): AdminColumn<UserGenericField>[] => [
      dragHandleColumn<UserGenericField>(t),
      column.accessor('fieldName', {
        enableHiding: false,
        meta: { label: t('admin.colFieldName'), isRowHeader: true },
      }),
      column.accessor((field) => userFieldLabel(field.config, language), {
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
      column.display({
        id: 'use',
        cell: ({ row }) => t(row.original.use ? 'common.yes' : 'common.no'),
        meta: { label: t('admin.colUse') },
      }),
      column.display({
        id: 'actions',
        enableHiding: false,
        cell: ({ row: { original: field } }) => (
          <RowActions
            index={fields.indexOf(field)}
            count={fields.length}
            name={field.fieldName}
            isMoving={isMoving}
            onMove={onMove}
            onEdit={() => onEdit(field)}
            onDelete={() => void onDelete(field)}
            testIdSuffix={`field-${field.fieldName}`}
          />
        ),
        meta: { label: t('admin.colActions'), align: 'end' },
      }),
    ],
    [t, language, fields, isMoving, onMove, onEdit, onDelete],
  );
}
