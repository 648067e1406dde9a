import { localizedText } from '@print/core/i18n/localized-text';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../../shell/shell-context.tsx';
import type { TableViewConfig } from '../../../ui/admin-kit/table-view.ts';
import { adminColumns, type AdminColumn } from '../../../ui/admin-kit/use-admin-table.ts';
import { dragHandleColumn, RowActions } from '../use-reorderable-list.tsx';
import { productFieldTypeKey } from './product-field-form-values.ts';
import type { LibraryField } from './product-fields-api.ts';

/** The library's order is the order products add fields in: no sorting, one page; search and columns. */
export const PRODUCT_FIELDS_VIEW: TableViewConfig = {
  sort: null,
  sortable: [],
  pageSizes: [500],
  pageSize: 500,
  hideable: ['label', 'type', 'required', 'use'],
};

/** A row of the product-field or the meta-field table. */
type Row = Pick<LibraryField, 'id' | 'name' | 'required' | 'label'> & { type: string; useCount?: number };

type Actions<T extends Row> = {
  rows: readonly T[];
  isMoving: boolean;
  onMove: (index: number, by: -1 | 1) => void;
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
};

/** Spec §2 Product fields (and Product meta fields): field name, label, type, required, use. */
export function useProductFieldColumns<T extends Row>({
  rows,
  isMoving,
  onMove,
  onEdit,
  onDelete,
}: Actions<T>) {
  const { t, i18n } = useTranslation();
  const { tenant } = useShell();
  const language = i18n.language;
  return useMemo((): AdminColumn<T>[] => {
    const column = adminColumns<T>();
    const showsUse = rows.some((row) => row.useCount !== undefined);
    return [
      dragHandleColumn<T>(t),
      column.accessor((row) => row.name, {
        id: 'name',
        enableHiding: false,
        meta: { label: t('admin.colFieldName'), isRowHeader: true },
      }),
      column.accessor((row) => localizedText(row.label, language, tenant.defaultLanguage), {
        id: 'label',
        cell: ({ getValue }) => getValue(),
        meta: { label: t('admin.colLabel') },
      }),
      column.accessor((row) => t(productFieldTypeKey(row.type)), {
        id: 'type',
        cell: ({ getValue }) => getValue(),
        meta: { label: t('admin.colType') },
      }),
      column.display({
        id: 'required',
        cell: ({ row }) => t(row.original.required ? 'common.yes' : 'common.no'),
        meta: { label: t('admin.colRequired') },
      }),
      ...(showsUse
        ? [
            column.display({
              id: 'use',
              cell: ({ row }) => t('admin.productsUsingField', { count: row.original.useCount ?? 0 }),
              meta: { label: t('admin.colUseCount') },
            }),
          ]
        : []),
      column.display({
        id: 'actions',
        enableHiding: false,
        cell: ({ row: { original } }) => (
          <RowActions
            index={rows.indexOf(original)}
            count={rows.length}
            name={original.name}
            isMoving={isMoving}
            onMove={onMove}
            onEdit={() => onEdit(original)}
            onDelete={() => onDelete(original)}
            testIdSuffix={`field-${original.name}`}
          />
        ),
        meta: { label: t('admin.colActions'), align: 'end' },
      }),
    ];
  }, [t, language, tenant.defaultLanguage, rows, isMoving, onMove, onEdit, onDelete]);
}
