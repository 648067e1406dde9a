import { useTranslation } from 'react-i18next';
import styles from './job-progress.module.css';

/** How far a background job has come: a progress bar with its percentage and step (a translation key). */
export function JobProgress({ percent, step }: { percent: number | null; step: string | null }) {
  const { t } = useTranslation();
  const label = t('admin.jobProgress', { percent: String(percent ?? 0), step: step ? t(step) : '' });
  return (
    <div className={styles.progress} data-testid="job-progress">
      {/* Without a reported percentage the bar is indeterminate (no value). */}
      <progress className={styles.bar} max={100} value={percent ?? undefined} aria-label={label} />
      <span className={styles.label} aria-hidden="true">
        {label}
      </span>
    </div>
  );
}
