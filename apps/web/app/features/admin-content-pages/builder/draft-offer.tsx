import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import styles from './page-builder.module.css';

/** A crash draft was found: restore it into the editor, or drop it. */
export function DraftOffer({
  savedAt,
  onRestore,
  onDrop,
}: {
  savedAt: string;
  onRestore: () => void;
  onDrop: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div className={styles.draftOffer} role="status" data-testid="draft-offer">
      <span>
        {t('cms.draftFound')} ({formatDateTime(savedAt, i18n.language)})
      </span>
      <button type="button" className={styles.smallButton} onClick={onRestore} data-testid="draft-restore">
        {t('cms.restoreDraft')}
      </button>
      <button type="button" className={styles.smallButton} onClick={onDrop} data-testid="draft-drop">
        {t('cms.dropDraft')}
      </button>
    </div>
  );
}
