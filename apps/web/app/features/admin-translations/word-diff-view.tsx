import { wordDiff } from '@print/core/i18n/word-diff';
import { useTranslation } from 'react-i18next';
import styles from './translations.module.css';

/** What a machine result changes against the text before it: removed words struck, added ones marked. */
export function WordDiffView({ before, after, testId }: { before: string; after: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <p className={styles.diff} data-testid={testId}>
      {wordDiff(before, after).map((part, index) =>
        part.kind === 'added' ? (
          <ins key={index} title={t('admin.translationDiffAdded')}>
            {part.text}
          </ins>
        ) : part.kind === 'removed' ? (
          <del key={index} title={t('admin.translationDiffRemoved')}>
            {part.text}
          </del>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}
