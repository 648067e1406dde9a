import type { RowData } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Button } from '../button.tsx';
import { SelectField } from '../select-field.tsx';
import { pageRange } from './table-view.ts';
import type { AdminTableModel } from './use-admin-table.ts';
import type { TableViewState } from './use-table-view.ts';
import styles from './admin-kit.module.css';

type Props<T extends RowData> = { table: AdminTableModel<T>; tableView: TableViewState; testId: string };

/** "26–50 of 60", the page size and the way back and on; every step lands in the address. */
export function TablePager<T extends RowData>({ table, tableView, testId }: Props<T>) {
  const { t } = useTranslation();
  const { pageIndex, pageSize } = table.state.pagination;
  const total = table.getRowCount();
  const range = pageRange(pageIndex * pageSize, pageSize, total);
  return (
    <div className={styles.pager}>
      <SelectField
        className={styles.pageSize}
        label={t('admin.tablePageSize')}
        name="pageSize"
        value={String(pageSize)}
        onChange={(value) => table.setPageSize(Number(value))}
        options={tableView.config.pageSizes.map((size) => ({ id: String(size), label: String(size) }))}
        testId={`${testId}-page-size`}
      />
      <span className={styles.range} aria-live="polite" data-testid={`${testId}-range`}>
        {t('admin.listRange', { from: String(range.from), to: String(range.to), total: String(total) })}
      </span>
      <span className={styles.pagerButtons}>
        <Button
          size="small"
          color="neutral"
          isDisabled={!range.hasPrevious}
          onPress={() => table.previousPage()}
          data-testid={`${testId}-previous`}
        >
          {t('common.previous')}
        </Button>
        <Button
          size="small"
          color="neutral"
          isDisabled={!range.hasNext}
          onPress={() => table.nextPage()}
          data-testid={`${testId}-next`}
        >
          {t('common.next')}
        </Button>
      </span>
    </div>
  );
}
