import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { FormDialog } from '../../ui/dialog.tsx';
import { PreviewSvg } from '../../ui/print-preview.tsx';
import { IssueText } from './issue-text.tsx';
import type { ReleasePiece } from './release-pieces.ts';
import styles from './content-release.module.css';

type Props = {
  isOpen: boolean;
  /** One item, or several released together (a reorder of a whole order). */
  pieces: readonly ReleasePiece[];
  /** The release is being saved: the buttons wait. */
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * The content release (spec §5): before a personalised item goes into the cart, the shopper confirms
 * that the content is correct, looking at the preview of every page. The same dialog on every path
 * into the cart (use-content-release.tsx).
 */
export function ContentReleaseDialog({ isOpen, pieces, busy, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <FormDialog
      title={t('shop.contentReleaseTitle')}
      isOpen={isOpen}
      onClose={() => {
        if (!busy) onCancel();
      }}
      size="large"
      testId="content-release-dialog"
    >
      <p>{t('shop.contentReleaseText')}</p>
      {pieces.map((piece) => (
        <ReleaseItem key={piece.key} piece={piece} showTitle={pieces.length > 1} />
      ))}
      <div className={styles.actions}>
        <Button color="neutral" onPress={onCancel} isDisabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button onPress={onConfirm} isDisabled={busy} autoFocus data-testid="content-release-confirm">
          {busy ? t('common.saving') : t('shop.contentReleaseConfirm')}
        </Button>
      </div>
    </FormDialog>
  );
}

function ReleaseItem({ piece, showTitle }: { piece: ReleasePiece; showTitle: boolean }) {
  const { t } = useTranslation();
  const { template, pages } = piece;
  const pageName = (id: string) =>
    pages.length > 1 ? (pages.find((page) => page.id === id)?.label ?? null) : null;
  return (
    <section className={styles.item} data-testid="release-item" aria-label={piece.title}>
      {showTitle && piece.title && <h3 className={styles.itemTitle}>{piece.title}</h3>}
      {template && (
        <div className={styles.pages}>
          {pages.map((page) => (
            <figure key={page.id} className={styles.page}>
              <PreviewSvg
                template={template}
                values={piece.values}
                page={page.id}
                label={`${t('shop.formPreview')}: ${page.label}`}
                testId="release-preview"
              />
              {pages.length > 1 && <figcaption>{page.label}</figcaption>}
            </figure>
          ))}
        </div>
      )}
      {!template && piece.lines.length > 0 && (
        <dl className={styles.lines} data-testid="release-lines">
          {piece.lines.map((line) => (
            <div key={line.label} className={styles.line}>
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {piece.warnings.length > 0 && (
        <div className={styles.warnings} data-testid="release-warnings">
          <p className={styles.warningsTitle}>{t('shop.formPreflightWarnings')}</p>
          <ul>
            {piece.warnings.map((issue, index) => (
              <li key={index}>
                <IssueText issue={issue} fieldLabel={piece.fieldLabel} pageName={pageName} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
