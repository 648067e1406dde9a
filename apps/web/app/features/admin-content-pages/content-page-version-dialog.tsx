import { PAGE_BLOCKS } from '@print/core/pages/blocks/index';
import type { PageDocument } from '@print/core/pages/page-document';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../ui/admin-kit/query-status.tsx';
import { Button } from '../../ui/button.tsx';
import { FormDialog } from '../../ui/dialog.tsx';
import kit from '../../ui/admin-kit/admin-kit.module.css';
import { StorefrontCanvas } from './builder/canvas/storefront-canvas.tsx';
import { contentPageVersionQuery } from './content-pages-api.ts';
import styles from './content-pages.module.css';

const NONE: string[] = [];
const ignore = () => undefined;

/** One version drawn as the shop would show it, with Restore unless it is the current one. */
export default function VersionDialog(props: {
  pageId: string;
  version: number;
  isCurrent: boolean;
  language: string;
  onRestore: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const labels = useMemo(
    () => Object.fromEntries(PAGE_BLOCKS.map((block) => [block.type, t(block.label)])),
    [t],
  );
  const shown = useQuery(contentPageVersionQuery(props.pageId, props.version, props.language));
  const document = shown.data?.document as PageDocument | undefined;
  return (
    <FormDialog
      title={`${t('admin.pageVersion', { version: String(props.version) })}${shown.data ? ` · ${shown.data.title}` : ''}`}
      isOpen
      onClose={props.onClose}
      size="large"
      testId="page-version-dialog"
    >
      <QueryStatus query={shown} missingKey={shown.data === null ? 'admin.pageVersionNotFound' : undefined} />
      {document &&
        (document.sections.length === 0 ? (
          <p className={styles.note}>{t('admin.pageVersionEmpty')}</p>
        ) : (
          // The shop's own page with this version's content (the page builder's canvas), scaled to fit;
          // a click on it selects nothing here.
          <div className={styles.versionView} data-testid="page-version-view">
            <StorefrontCanvas
              pageId={props.pageId}
              document={document}
              language={props.language}
              missing={NONE}
              labels={labels}
              selectedId={null}
              viewport="desktop"
              onMessage={ignore}
            />
          </div>
        ))}
      <div className={kit.formActions}>
        <Button color="neutral" onPress={props.onClose}>
          {t('common.close')}
        </Button>
        {!props.isCurrent && (
          <Button onPress={props.onRestore} data-testid="restore-shown-version">
            {t('admin.pageVersionRestore')}
          </Button>
        )}
      </div>
    </FormDialog>
  );
}
