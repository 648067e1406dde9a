import type { RowData } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../checkbox.tsx';
import { adminColumns, type AdminColumn, type AdminRow, type AdminTableModel } from './use-admin-table.ts';
import styles from './admin-kit.module.css';

function SelectAll<T extends RowData>({ table }: { table: AdminTableModel<T> }) {
  const { t } = useTranslation();
  const selectable = table.getRowModel().rows.some((row) => row.getCanSelect());
  return (
    <Checkbox
      slot={null}
      className={styles.selectBox}
      isSelected={selectable && table.getIsAllPageRowsSelected()}
      isDisabled={!selectable}
      onChange={(selected) => table.toggleAllPageRowsSelected(selected)}
      testId="select-all-rows"
    >
      <span className={styles.visuallyHidden}>{t('admin.tableSelectAll')}</span>
    </Checkbox>
  );
}

function SelectRow<T extends RowData>({ row, name }: { row: AdminRow<T>; name: string }) {
  const { t } = useTranslation();
  if (!row.getCanSelect()) return null;
  return (
    <Checkbox
      slot={null}
      className={styles.selectBox}
      isSelected={row.getIsSelected()}
      onChange={(selected) => row.toggleSelected(selected)}
      testId={`select-row-${row.id}`}
    >
      <span className={styles.visuallyHidden}>{t('admin.tableSelectRow', { name })}</span>
    </Checkbox>
  );
}

/**
 * The first column of a table with bulk actions: a labelled box per row ("Select Erika Muster") and
 * one ticking every selectable row of the page. Rows that may not be ticked show no box.
 */
export function selectColumn<T extends RowData>(rowName: (row: T) => string): AdminColumn<T> {
  return adminColumns<T>().display({
    id: 'select',
    header: ({ table }) => <SelectAll table={table as AdminTableModel<T>} />,
    cell: ({ row }) => <SelectRow row={row} name={rowName(row.original)} />,
    enableSorting: false,
    enableHiding: false,
    meta: { label: '', ownHeader: true },
  });
}
