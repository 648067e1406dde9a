import type { FormPage } from '@print/core/print/form-state';
import type { PreflightIssue } from '@print/core/print/preflight';
import type { Template } from '@print/core/print/template';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { FormDialog } from '../../ui/dialog.tsx';
import { PreviewSvg } from '../../ui/print-preview.tsx';
import { IssueText } from './preflight-issues.tsx';
import styles from './product-form.module.css';

type Props = {
  isOpen: boolean;
  template: Template | null;
  values: Readonly<Record<string, string>>;
  pages: readonly FormPage[];
  pageLabel: (page: FormPage) => string;
  /** Preflight warnings (errors never get here): shown, and the shopper may still go on. */
  warnings: readonly PreflightIssue[];
  fieldLabel: (name: string) => string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * The content release (spec §5): before a personalised item goes to the cart, the shopper confirms
 * that the content is correct, looking at the preview of every page.
 */
export function ReleaseDialog({
  isOpen,
  template,
  values,
  pages,
  pageLabel,
  warnings,
  fieldLabel,
  busy,
  onConfirm,
  onCancel,
}: Props) {
  const { t } = useTranslation();
  const pageName = (id: string) => {
    const page = pages.find((candidate) => candidate.id === id);
    return page && pages.length > 1 ? pageLabel(page) : null;
  };
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
      {template && (
        <div className={styles.releasePages}>
          {pages.map((page) => (
            <figure key={page.id} className={styles.releasePage}>
              <PreviewSvg
                template={template}
                values={values}
                page={page.id}
                label={`${t('shop.formPreview')}: ${pageLabel(page)}`}
                testId="release-preview"
              />
              {pages.length > 1 && <figcaption>{pageLabel(page)}</figcaption>}
            </figure>
          ))}
        </div>
      )}
      {warnings.length > 0 && (
        <div className={styles.warnings} data-testid="release-warnings">
          <p className={styles.issuesTitle}>{t('shop.formPreflightWarnings')}</p>
          <ul>
            {warnings.map((issue, index) => (
              <li key={index}>
                <IssueText issue={issue} fieldLabel={fieldLabel} pageName={pageName} />
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className={styles.dialogActions}>
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
