import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button.tsx';
import type { BulkProgress } from './bulk-action.ts';
import styles from './admin-kit.module.css';

/** The row above a table: search and filters grow, actions keep their size; wraps on a phone. */
export function AdminToolbar({ children }: { children: ReactNode }) {
  return <div className={styles.toolbar}>{children}</div>;
}

type BulkBarProps = {
  /** How many rows are ticked; the bar shows from one on. */
  count: number;
  progress: BulkProgress | null;
  onClear: () => void;
  /** The actions for the ticked rows (buttons). */
  children: ReactNode;
  testId: string;
};

/** "3 selected" with the bulk actions, or the progress of the one running. */
export function BulkBar({ count, progress, onClear, children, testId }: BulkBarProps) {
  const { t } = useTranslation();
  if (count === 0 && !progress) return null;
  return (
    <div
      className={styles.bulkBar}
      role="region"
      aria-label={t('admin.tableBulkActions')}
      data-testid={testId}
    >
      {progress ? (
        <span className={styles.bulkProgress} role="status" data-testid={`${testId}-progress`}>
          <progress max={progress.total} value={progress.done} aria-hidden="true" />
          {t('admin.tableBulkProgress', { done: String(progress.done), total: String(progress.total) })}
        </span>
      ) : (
        <>
          <span className={styles.bulkCount} role="status" data-testid={`${testId}-count`}>
            {t('admin.tableSelected', { count: String(count) })}
          </span>
          <span className={styles.bulkActions}>{children}</span>
          <Button size="small" color="neutral" onPress={onClear}>
            {t('admin.tableClearSelection')}
          </Button>
        </>
      )}
    </div>
  );
}
