import type { RowData } from '@tanstack/react-table';
import { Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../button.tsx';
import { CheckboxGroupField } from '../checkbox.tsx';
import type { AdminTableModel } from './use-admin-table.ts';
import styles from './admin-kit.module.css';

/** A button opening the list of columns that may be hidden, each a labelled checkbox. */
export function ColumnsMenu<T extends RowData>({
  table,
  testId,
}: {
  table: AdminTableModel<T>;
  testId: string;
}) {
  const { t } = useTranslation();
  const columns = table.getAllLeafColumns().filter((column) => column.getCanHide());
  return (
    <DialogTrigger>
      <Button color="neutral" data-testid={`${testId}-columns`}>
        {t('admin.tableColumns')}
      </Button>
      <Popover className={styles.popover} placement="bottom end">
        <Dialog className={styles.popoverDialog} aria-label={t('admin.tableColumns')}>
          <CheckboxGroupField
            className={styles.columnList}
            label={t('admin.tableShownColumns')}
            name="columns"
            value={columns.filter((column) => column.getIsVisible()).map((column) => column.id)}
            onChange={(shown) =>
              table.setColumnVisibility(
                Object.fromEntries(columns.map((column) => [column.id, shown.includes(column.id)])),
              )
            }
            options={columns.map((column) => ({
              id: column.id,
              label: column.columnDef.meta?.label ?? column.id,
            }))}
            testId={`${testId}-column`}
          />
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
