import type { PageDocument } from '@print/core/pages/page-document';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format-date-time.ts';
import { failureToastKey } from '../../lib/api/user-input-error.ts';
import { useConfirmAction } from '../../ui/admin-kit/use-confirm-action.ts';
import { QueryStatus } from '../../ui/admin-kit/query-status.tsx';
import { Button } from '../../ui/button.tsx';
import { FormDialog } from '../../ui/dialog.tsx';
import { StatusChip } from '../../ui/status-chip.tsx';
import { notify } from '../../ui/toast.ts';
import kit from '../../ui/admin-kit/admin-kit.module.css';
import {
  CONTENT_PAGES_KEY,
  contentPageVersionQuery,
  contentPageVersions,
  restoreContentPageVersion,
  VERSIONS_PER_CALL,
  type ContentPageDetail,
  type ContentPageVersion,
} from './content-pages-api.ts';
import { StorefrontCanvas } from './builder/canvas/storefront-canvas.tsx';
import styles from './content-pages.module.css';

const NONE: string[] = [];
const ignore = () => undefined;

type Props = { page: ContentPageDetail; language: string };

/** Restore a version after asking: a new version with its content, from the version the screen shows. */
function useVersionRestoring(page: ContentPageDetail, language: string) {
  const { t } = useTranslation();
  const ask = useConfirmAction();
  const queryClient = useQueryClient();
  const { mutateAsync, isPending } = useMutation({
    mutationFn: (version: number) => restoreContentPageVersion(page.id, version, page.version, language),
    onSuccess: (_page, version) => {
      notify(t('admin.pageVersionRestored', { version: String(version) }), 'success');
      return queryClient.invalidateQueries({ queryKey: CONTENT_PAGES_KEY });
    },
    onError: (error) => {
      // 'Someone else has saved the page in the meantime…' when the page moved on since it was shown.
      const message = failureToastKey(error, 'admin.errorRestoringPageVersion');
      notify(t(message.key, message.params ?? {}), 'error');
    },
  });
  const restore = async (version: number) => {
    const confirmed = await ask({
      message: t('admin.pageVersionRestoreConfirm', { version: String(version) }),
      confirmLabel: t('admin.pageVersionRestore'),
    });
    if (!confirmed) return false;
    await mutateAsync(version).catch(() => undefined);
    return true;
  };
  return { restore, isRestoring: isPending };
}

/** One version drawn as the shop would show it, with Restore unless it is the current one. */
function VersionDialog(props: {
  pageId: string;
  version: number;
  isCurrent: boolean;
  language: string;
  onRestore: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
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

/**
 * A page's versions (issue 25: every save keeps one): number, when and by whom, newest first, older
 * ones on demand; each can be looked at in the shop's own page (the builder's canvas), and an earlier
 * one restored (a new
 * version with its content; the page's texts and addresses stay).
 */
export function ContentPageVersions({ page, language }: Props) {
  const { t, i18n } = useTranslation();
  const [shown, setShown] = useState<number | null>(null);
  const { restore, isRestoring } = useVersionRestoring(page, language);
  const versions = useInfiniteQuery({
    queryKey: [...CONTENT_PAGES_KEY, 'versions', page.id, language],
    queryFn: ({ pageParam }) => contentPageVersions(page.id, language, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (last: ContentPageVersion[]) =>
      last.length === VERSIONS_PER_CALL ? (last.at(-1)?.version ?? null) : null,
  });
  const rows = versions.data?.pages.flat() ?? [];
  const restoreAndClose = async (version: number) => {
    if (await restore(version)) setShown(null);
  };

  return (
    <section className={styles.versions} aria-labelledby="page-versions-title" data-testid="page-versions">
      <h2 id="page-versions-title" className={styles.versionsTitle}>
        {t('admin.pageVersions')}
      </h2>
      <p className={styles.hint}>{t('admin.pageVersionsHint')}</p>
      <QueryStatus query={versions} />
      <ol className={styles.versionList}>
        {rows.map((row) => {
          const isCurrent = row.version === page.version;
          const when = formatDateTime(row.savedAt, i18n.language);
          return (
            <li key={row.version} className={styles.versionRow} data-testid={`page-version-${row.version}`}>
              <span className={styles.versionName}>
                {t('admin.pageVersion', { version: String(row.version) })}
                {isCurrent && <StatusChip tone="success">{t('admin.pageVersionCurrent')}</StatusChip>}
              </span>
              <span className={styles.versionSaved}>
                {row.savedByName ? t('admin.pageVersionSaved', { when, name: row.savedByName }) : when}
              </span>
              <span className={styles.versionTitle}>{row.title}</span>
              <span className={styles.versionActions}>
                <Button
                  size="small"
                  color="secondary"
                  onPress={() => setShown(row.version)}
                  data-testid={`view-version-${row.version}`}
                >
                  {t('admin.pageVersionView')}
                </Button>
                {!isCurrent && (
                  <Button
                    size="small"
                    isDisabled={isRestoring}
                    onPress={() => void restore(row.version)}
                    data-testid={`restore-version-${row.version}`}
                  >
                    {t('admin.pageVersionRestore')}
                  </Button>
                )}
              </span>
            </li>
          );
        })}
      </ol>
      {versions.hasNextPage && (
        <Button
          color="neutral"
          size="small"
          isDisabled={versions.isFetchingNextPage}
          onPress={() => void versions.fetchNextPage()}
        >
          {t('admin.pageVersionsMore')}
        </Button>
      )}
      {shown !== null && (
        <VersionDialog
          pageId={page.id}
          version={shown}
          isCurrent={shown === page.version}
          language={language}
          onRestore={() => void restoreAndClose(shown)}
          onClose={() => setShown(null)}
        />
      )}
    </section>
  );
}
