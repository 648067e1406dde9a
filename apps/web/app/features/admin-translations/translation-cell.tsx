import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../ui/status-chip.tsx';
import { CELL_STATE_LABEL, CELL_STATE_TONE, cellState, readableText } from './translation-state.ts';
import type { TranslationCell } from './translations-api.ts';
import styles from './translations.module.css';

/** A lock that says what it means (screen readers read its label). */
export function LockMark({ label }: { label: string }) {
  return (
    <svg className={styles.lock} viewBox="0 0 16 16" role="img" aria-label={label}>
      <path
        d="M4 7V5a4 4 0 0 1 8 0v2h1v8H3V7h1Zm2 0h4V5a2 2 0 0 0-4 0v2Z"
        fill="currentColor"
        fillRule="evenodd"
      />
    </svg>
  );
}

/** One language of a text in the table: its text, its state chip and its lock. */
export function TranslationCellView({
  cell,
  format,
  testId,
}: {
  cell: TranslationCell;
  /** The text's format: rich text shows as its plain lines. */
  format: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const state = cellState(cell);
  return (
    <div className={styles.cell} data-testid={testId} data-state={state}>
      <span className={styles.cellText}>{readableText(cell.text, format)}</span>
      <span className={styles.cellMarks}>
        <StatusChip tone={CELL_STATE_TONE[state]} testId={`${testId}-state`} value={state}>
          {t(CELL_STATE_LABEL[state])}
        </StatusChip>
        {cell.locked && <LockMark label={t('admin.translationLockedMark')} />}
      </span>
    </div>
  );
}
