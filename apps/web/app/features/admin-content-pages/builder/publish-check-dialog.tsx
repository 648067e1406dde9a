import type { PageDocument } from '@print/core/pages/page-document';
import type { PublishFinding } from '@print/core/pages/publish-check';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { FormDialog } from '../../../ui/dialog.tsx';
import { notify } from '../../../ui/toast.ts';
import { pageInputOf, pageSettingsValuesOf } from '../content-page-values.ts';
import type { ContentPageDetail } from '../content-pages-api.ts';
import { checkBeforePublishing } from '../publish-check-api.ts';
import { PublishCheckList } from '../publish-check-list.tsx';
import styles from './page-builder.module.css';

/**
 * "Check page" in the builder: the publish check (alt texts, headings, link names, contrast, SEO texts,
 * translations) of the page as it stands in the editor, unsaved changes included; each block's finding
 * selects that block, so it can be fixed where it is.
 */
export function PublishCheckButton({
  page,
  document,
  languages,
  onSelectBlock,
}: {
  /** The page as last stored (its settings: SEO texts are checked too). */
  page: () => ContentPageDetail;
  document: PageDocument;
  languages: readonly string[];
  onSelectBlock: (blockId: string) => void;
}) {
  const { t } = useTranslation();
  const [findings, setFindings] = useState<readonly PublishFinding[] | null>(null);
  const [isChecking, setChecking] = useState(false);
  const run = async () => {
    setChecking(true);
    try {
      const stored = page();
      setFindings(
        await checkBeforePublishing(stored.id, {
          ...pageInputOf(pageSettingsValuesOf(stored, languages)),
          document,
        }),
      );
    } catch {
      notify(t('common.genericError'), 'error');
    } finally {
      setChecking(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className={styles.smallButton}
        disabled={isChecking}
        onClick={() => void run()}
        data-testid="builder-publish-check"
      >
        {t('cms.publishCheckRun')}
      </button>
      <FormDialog
        title={t('cms.publishCheckTitle')}
        isOpen={findings !== null}
        onClose={() => setFindings(null)}
        size="large"
        testId="builder-publish-check-dialog"
      >
        {findings?.length === 0 ? (
          <p className={styles.dialogNote}>{t('cms.publishCheckNothingFound')}</p>
        ) : (
          <>
            <p className={styles.dialogNote}>{t('cms.publishCheckBuilderIntro')}</p>
            <PublishCheckList
              findings={findings ?? []}
              onSelectBlock={(blockId) => {
                setFindings(null);
                onSelectBlock(blockId);
              }}
            />
          </>
        )}
        <div className={styles.dialogActions}>
          <Button color="neutral" onPress={() => setFindings(null)}>
            {t('common.close')}
          </Button>
        </div>
      </FormDialog>
    </>
  );
}
