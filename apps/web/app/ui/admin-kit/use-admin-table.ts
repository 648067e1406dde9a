import {
  columnFilteringFeature,
  columnVisibilityFeature,
  createColumnHelper,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  filterFn_includesString,
  functionalUpdate,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import type {
  ColumnDef,
  PaginationState,
  ReactTable,
  Row,
  RowData,
  RowSelectionState,
  SortingState,
  TableState,
  Updater,
  ColumnVisibilityState,
} from '@tanstack/react-table';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import type { TableViewState } from './use-table-view.ts';

/** What the kit reads from a column besides TanStack's own options. */
export type AdminColumnMeta = {
  /** The column's name: its heading, and its entry in the column menu. */
  label: string;
  align?: 'end';
  /** The cell that names the row for screen readers (one per table). */
  isRowHeader?: boolean;
  /** The heading is the column's `header` (e.g. the tick-all box), not its label. */
  ownHeader?: boolean;
};

// The features every admin table registers (only these are bundled). Server tables switch the
// filtering, sorting and paging stages to manual: the rows come processed from the API.
export const adminTableFeatures = tableFeatures({
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
  columnVisibilityFeature,
  rowSelectionFeature,
  sortFns: { alphanumeric: sortFn_alphanumeric },
  filterFns: { includesString: filterFn_includesString },
  columnMeta: {} as AdminColumnMeta,
});

export type AdminFeatures = typeof adminTableFeatures;
export type AdminTableModel<T extends RowData> = ReactTable<AdminFeatures, T, TableState<AdminFeatures>>;
/** A column of any value type (TanStack's own advice: a column list mixes value types). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AdminColumn<T extends RowData> = ColumnDef<AdminFeatures, T, any>;
export type AdminRow<T extends RowData> = Row<AdminFeatures, T>;

/** The column helper of admin tables (`adminColumns<User>().accessor(…)`). */
export const adminColumns = <T extends RowData>() => createColumnHelper<AdminFeatures, T>();

const NO_ROWS: never[] = [];

export type AdminTableOptions<T extends RowData> = {
  tableView: TableViewState;
  columns: readonly AdminColumn<T>[];
  /** Undefined while the first answer loads. */
  data: readonly T[] | undefined;
  getRowId: (row: T) => string;
  /** Server: `data` is one page, already searched, sorted and cut (`rowCount` = all matches). */
  mode: { server: true; rowCount: number } | { server: false };
  /** Rows that may be ticked for a bulk action; leave out for a table without selection. */
  canSelect?: (row: T) => boolean;
};

/**
 * An admin table's model: TanStack Table with the view of the address (sort, search, page, page
 * size, hidden columns) as its state, and the ticked rows (held here, cleared when the view or a
 * filter changes: a bulk action acts on what is on screen).
 */
export function useAdminTable<T extends RowData>({
  tableView,
  columns,
  data,
  getRowId,
  mode,
  canSelect,
}: AdminTableOptions<T>): AdminTableModel<T> {
  const { view, setView } = tableView;
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const { search } = useLocation();
  useEffect(() => setRowSelection({}), [search]);

  const sorting = useMemo<SortingState>(() => (view.sort ? [view.sort] : []), [view.sort]);
  const pagination = useMemo<PaginationState>(
    () => ({ pageIndex: view.page - 1, pageSize: view.pageSize }),
    [view.page, view.pageSize],
  );
  const columnVisibility = useMemo<ColumnVisibilityState>(
    () => Object.fromEntries(view.hidden.map((id) => [id, false])),
    [view.hidden],
  );

  const table = useTable<AdminFeatures, T, TableState<AdminFeatures>>({
    features: adminTableFeatures,
    columns: columns as AdminColumn<T>[],
    data: (data ?? NO_ROWS) as T[],
    getRowId: (row) => getRowId(row),
    state: { sorting, pagination, columnVisibility, rowSelection, globalFilter: view.search },
    onSortingChange: (updater: Updater<SortingState>) =>
      setView({ sort: functionalUpdate(updater, sorting)[0] ?? null }),
    onPaginationChange: (updater: Updater<PaginationState>) => {
      const next = functionalUpdate(updater, pagination);
      // A new page size starts at page 1 (the old page number means other rows now).
      if (next.pageSize !== pagination.pageSize) setView({ pageSize: next.pageSize });
      else setView({ page: next.pageIndex + 1 });
    },
    onColumnVisibilityChange: (updater: Updater<ColumnVisibilityState>) => {
      const next = functionalUpdate(updater, columnVisibility);
      const hidden = Object.keys(next).filter((id) => next[id] === false);
      setView({ hidden, page: view.page });
    },
    onRowSelectionChange: setRowSelection,
    enableRowSelection: canSelect ? (row) => canSelect(row.original) : false,
    // A table without sortable columns (its order means something) sorts nowhere.
    enableSorting: tableView.config.sortable.length > 0,
    enableSortingRemoval: false,
    enableMultiSort: false,
    // The page is the address's: loading rows must not move it.
    autoResetPageIndex: false,
    globalFilterFn: 'includesString',
    manualFiltering: mode.server,
    manualSorting: mode.server,
    manualPagination: mode.server,
    ...(mode.server ? { rowCount: mode.rowCount } : {}),
  });

  // Fewer rows than before (archived, deleted, another filter in a shared link): the last page that
  // still has rows, not an empty one.
  const lastPage = Math.max(1, table.getPageCount());
  const loaded = data !== undefined;
  useEffect(() => {
    if (loaded && view.page > lastPage) setView({ page: lastPage });
  }, [loaded, view.page, lastPage, setView]);
  return table;
}
