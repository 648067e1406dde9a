import { Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components';
import type {
  CellProps,
  ColumnProps,
  RowProps,
  TableBodyProps,
  TableHeaderProps,
  TableProps,
} from 'react-aria-components';
import type { ReactNode } from 'react';
import { classNames } from './class-names.ts';
import styles from './data-table.module.css';

// Admin tables on React Aria's Table: keyboard navigation, sortable column headers announced to
// screen readers, drag and drop when given dragAndDropHooks. These add the shared look only.

export function DataTable({ className, ...props }: Omit<TableProps, 'className'> & { className?: string }) {
  return (
    <div className={styles.scroll}>
      <Table {...props} className={classNames(styles.table, className)} />
    </div>
  );
}

export function DataHeader<T extends object>(props: Omit<TableHeaderProps<T>, 'className'>) {
  return <TableHeader {...props} className={styles.header} />;
}

export type DataColumnProps = Omit<ColumnProps, 'className' | 'children'> & {
  children: ReactNode;
  align?: 'end';
};

/** A column heading; sortable ones show their direction (the arrow itself is hidden from readers). */
export function DataColumn({ children, align, ...props }: DataColumnProps) {
  return (
    <Column {...props} className={classNames(styles.column, align === 'end' && styles.end)}>
      {({ allowsSorting, sortDirection }) => (
        <span className={styles.columnLabel}>
          {children}
          {allowsSorting && (
            <span className={styles.sort} aria-hidden="true">
              {sortDirection === 'ascending' ? '▲' : sortDirection === 'descending' ? '▼' : '↕'}
            </span>
          )}
        </span>
      )}
    </Column>
  );
}

export function DataBody<T extends object>(props: Omit<TableBodyProps<T>, 'className'>) {
  return <TableBody {...props} className={styles.body} />;
}

export function DataRow<T extends object>(props: Omit<RowProps<T>, 'className'>) {
  return <Row {...props} className={styles.row} />;
}

export function DataCell({ align, ...props }: Omit<CellProps, 'className'> & { align?: 'end' }) {
  return <Cell {...props} className={classNames(styles.cell, align === 'end' && styles.end)} />;
}

/** The row shown instead of data while loading, when empty, or after an error. */
export function DataTableMessage({ children }: { children: ReactNode }) {
  return <div className={styles.message}>{children}</div>;
}
