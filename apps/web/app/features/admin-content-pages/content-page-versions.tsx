import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format-date-time.ts';
import { failureToastKey } from '../../lib/api/user-input-error.ts';
import { useConfirmAction } from '../../ui/admin-kit/use-confirm-action.ts';
import { QueryStatus } from '../../ui/admin-kit/query-status.tsx';
import { Button } from '../../ui/button.tsx';
import { StatusChip } from '../../ui/status-chip.tsx';
import { notify } from '../../ui/toast.ts';
import {
  CONTENT_PAGES_KEY,
  contentPageVersions,
  restoreContentPageVersion,
  VERSIONS_PER_CALL,
  type ContentPageDetail,
  type ContentPageVersion,
} from './content-pages-api.ts';
import styles from './content-pages.module.css';

// The shop's own page (the builder's canvas) loads when a version is first looked at.
const VersionDialog = lazy(() => import('./content-page-version-dialog.tsx'));

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

/**
 * Versions older than the newest ones, asked for page by page ("Load older versions"). Forgotten when the
 * page gets a new version (a save or restore moves the newest ones on; older ones are asked again).
 */
function useOlderVersions(pageId: string, language: string, pageVersion: number) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState({
    atVersion: pageVersion,
    rows: [] as ContentPageVersion[],
    lastCall: 0,
  });
  const [isLoading, setLoading] = useState(false);
  const current = loaded.atVersion === pageVersion ? loaded : { rows: [], lastCall: 0 };
  const load = async (before: number | null) => {
    setLoading(true);
    try {
      const more = await contentPageVersions(pageId, language, before);
      setLoaded({ atVersion: pageVersion, rows: [...current.rows, ...more], lastCall: more.length });
    } catch {
      notify(t('common.genericError'), 'error');
    } finally {
      setLoading(false);
    }
  };
  return { rows: current.rows, lastCall: current.lastCall, isLoading, load };
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
  // The newest versions, asked again after every save or restore; older ones added on demand.
  const versions = useQuery({
    queryKey: [...CONTENT_PAGES_KEY, 'versions', page.id, language],
    queryFn: () => contentPageVersions(page.id, language, null),
  });
  const older = useOlderVersions(page.id, language, page.version);
  const newest = versions.data ?? [];
  const rows = [...newest, ...older.rows.filter((row) => row.version < (newest.at(-1)?.version ?? Infinity))];
  const hasMore = (older.rows.length ? older.lastCall : newest.length) === VERSIONS_PER_CALL;
  const restoreAndClose = async (version: number) => {
    if (await restore(version)) setShown(null);
  };
  const loadOlder = () => void older.load(rows.at(-1)?.version ?? null);

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
      {hasMore && (
        <Button color="neutral" size="small" isDisabled={older.isLoading} onPress={loadOlder}>
          {t('admin.pageVersionsMore')}
        </Button>
      )}
      {shown !== null && (
        <Suspense fallback={null}>
          <VersionDialog
            pageId={page.id}
            version={shown}
            isCurrent={shown === page.version}
            language={language}
            onRestore={() => void restoreAndClose(shown)}
            onClose={() => setShown(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
