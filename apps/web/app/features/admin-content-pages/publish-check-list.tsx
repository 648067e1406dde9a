import { BLOCKS_BY_TYPE } from '@print/core/pages/blocks/index';
import type { PublishFinding } from '@print/core/pages/publish-check';
import { useTranslation } from 'react-i18next';
import { languageNameKey } from '../../lib/i18n/language-cookie.ts';
import { Button } from '../../ui/button.tsx';
import styles from './publish-check-list.module.css';

type Props = {
  findings: readonly PublishFinding[];
  /** Takes the editor to the block a finding belongs to; without it the list only names the block. */
  onSelectBlock?: (blockId: string, finding: PublishFinding) => void;
};

const NUMBER = /^\d+(?:\.\d+)?$/;

/**
 * The publish check's findings (issue 25, @print/core/pages/publish-check): what is wrong, where — the
 * block (its type and id), the section, or the page's settings — and in which language; each block's
 * finding can take the editor there.
 */
export function PublishCheckList({ findings, onSelectBlock }: Props) {
  const { t, i18n } = useTranslation();
  // Numbers as the admin's language writes them (4,5:1 in German).
  const values = (finding: PublishFinding) =>
    Object.fromEntries(
      Object.entries(finding.values).map(([name, value]) => [
        name,
        NUMBER.test(value) ? Number(value).toLocaleString(i18n.language) : value,
      ]),
    );
  const place = (finding: PublishFinding) => {
    if (finding.blockType) {
      const label = BLOCKS_BY_TYPE.get(finding.blockType)?.label;
      return t('cms.publishCheckBlock', { block: label ? t(label) : finding.blockType, id: finding.blockId });
    }
    if (finding.sectionId) return t('cms.publishCheckSection', { id: finding.sectionId });
    return t('cms.publishCheckPageTexts');
  };
  return (
    <ul
      className={styles.findings}
      aria-label={t('cms.publishCheckFindings')}
      data-testid="publish-check-list"
    >
      {findings.map((finding, index) => (
        <li key={`${finding.path}-${index}`} className={styles.finding} data-testid="publish-finding">
          <span className={styles.message}>{t(finding.key, values(finding))}</span>
          <span className={styles.place}>
            {place(finding)}
            {finding.language && ` · ${t(languageNameKey(finding.language))}`}
          </span>
          {finding.blockId && onSelectBlock && (
            <Button
              color="primary-light"
              size="small"
              className={styles.select}
              onPress={() => onSelectBlock(finding.blockId!, finding)}
            >
              {t('cms.publishCheckGoToBlock')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
