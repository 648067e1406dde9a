import type { RowData } from '@tanstack/react-table';
import type { DragAndDropHooks } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import {
  DataBody,
  DataCell,
  DataColumn,
  DataHeader,
  DataRow,
  DataTable,
  DataTableMessage,
} from '../data-table.tsx';
import type { AdminTableModel } from './use-admin-table.ts';
import styles from './admin-kit.module.css';

/** Where the list's data is: shown instead of rows while there are none to show. */
export type ListStatus = { isPending: boolean; isError: boolean; isFetching?: boolean };

type Props<T extends RowData> = {
  table: AdminTableModel<T>;
  /** The table's accessible name (usually the page title). */
  label: string;
  status: ListStatus;
  testId: string;
  /** Reordering rows by dragging (React Aria's drag and drop; rows then need `rowText`). */
  dragAndDropHooks?: DragAndDropHooks;
  /** The text a row is announced by while dragged. */
  rowText?: (row: T) => string;
};

/**
 * An admin table drawn from its TanStack model on React Aria's table (keyboard navigation, sortable
 * headers announced with aria-sort, drag and drop). Sorting a column asks the model, which writes the
 * address (use-admin-table.ts); the loading, error and empty states take the place of the rows.
 */
export function AdminTable<T extends RowData>({
  table,
  label,
  status,
  testId,
  dragAndDropHooks,
  rowText,
}: Props<T>) {
  const { t } = useTranslation();
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const sort = table.state.sorting[0];
  const rows = table.getRowModel().rows;
  const emptyText = status.isError
    ? t('common.genericError')
    : status.isPending
      ? t('common.loading')
      : t('common.noResults');

  return (
    <DataTable
      aria-label={label}
      aria-busy={status.isPending || status.isFetching ? true : undefined}
      className={styles.table}
      sortDescriptor={
        sort ? { column: sort.id, direction: sort.desc ? 'descending' : 'ascending' } : undefined
      }
      onSortChange={(next) =>
        table.setSorting([{ id: String(next.column), desc: next.direction === 'descending' }])
      }
      dragAndDropHooks={dragAndDropHooks}
      data-testid={testId}
    >
      <DataHeader>
        {headers.map((header) => {
          const meta = header.column.columnDef.meta;
          return (
            <DataColumn
              key={header.id}
              id={header.column.id}
              isRowHeader={meta?.isRowHeader}
              allowsSorting={header.column.getCanSort()}
              align={meta?.align}
            >
              {/* A heading is its label, unless the column draws its own (the tick-all box). */}
              {meta?.ownHeader ? <table.FlexRender header={header} /> : meta?.label}
            </DataColumn>
          );
        })}
      </DataHeader>
      <DataBody renderEmptyState={() => <DataTableMessage>{emptyText}</DataTableMessage>}>
        {status.isError
          ? []
          : rows.map((row) => (
              <DataRow key={row.id} id={row.id} textValue={rowText?.(row.original)}>
                {row.getVisibleCells().map((cell) => (
                  <DataCell key={cell.id} align={cell.column.columnDef.meta?.align}>
                    <table.FlexRender cell={cell} />
                  </DataCell>
                ))}
              </DataRow>
            ))}
      </DataBody>
    </DataTable>
  );
}
