import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { themeEditorQuery } from '../../lib/admin/theme-editor-api.ts';
import { useIsClient } from '../../ui/use-is-client.ts';
import { shopPath } from './shop-path.ts';
import styles from './theme-editor.module.css';

// The editor loads only in the browser, as a chunk of its own: the route's own module stays small, and
// with it what the route manifest every page loads lists for it.
const ThemeEditor = lazy(() =>
  import('./theme-editor.tsx').then((module) => ({ default: module.ThemeEditor })),
);

/** A path the editor may lead back to: one of this app's own (`/admin/…`, a shop page), else /admin. */
function closeTarget(from: string | null): string {
  return from && from.startsWith('/') && !from.startsWith('//') && !/^\/themeeditor/i.test(from)
    ? from
    : '/admin';
}

/**
 * /themeeditor: the draft once loaded, then the editor. `?path=` is the shop page the frame opens with
 * (default the home page), `?from=` where Close leads (default the admin).
 */
export function ThemeEditorPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const isClient = useIsClient();
  const editor = useQuery({ ...themeEditorQuery(), enabled: isClient });
  if (editor.isError)
    return (
      <p className={styles.loading} role="alert">
        {t('common.genericError')}
      </p>
    );
  const loading = <p className={styles.loading}>{t('common.loading')}</p>;
  if (!editor.data) return loading;
  return (
    <Suspense fallback={loading}>
      <ThemeEditor
        view={editor.data}
        initialPath={shopPath(params.get('path') ?? '/', window.location.origin) ?? '/'}
        closeTo={closeTarget(params.get('from'))}
      />
    </Suspense>
  );
}
