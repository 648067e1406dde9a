import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NotFoundContent } from '../../../shell/not-found-content.tsx';
import { useShell } from '../../../shell/shell-context.tsx';
import { useIsClient } from '../../../ui/use-is-client.ts';
import { contentPageQuery } from '../content-pages-api.ts';
import type { BuilderExtras } from './puck-config.tsx';
import styles from './page-builder.module.css';

// Puck and the editor load only here, only in the browser (Puck must not render on the server:
// puck#980), as a chunk of their own.
const PageBuilder = lazy(() => import('./page-builder.tsx'));

/**
 * /admin/pages/:id/edit: the page once loaded, then the builder; another shop's id is not found.
 * `extras`: what other features add to the builder (the route composes them: the stock photo search).
 */
export function PageBuilderPage({ id, extras }: { id: string; extras?: BuilderExtras }) {
  const { t } = useTranslation();
  const { tenant } = useShell();
  const isClient = useIsClient();
  const page = useQuery(contentPageQuery(id, tenant.defaultLanguage));
  const loading = <p className={styles.loading}>{t('common.loading')}</p>;
  if (page.isError)
    return (
      <p className={styles.loading} role="alert">
        {t('common.genericError')}
      </p>
    );
  if (page.isPending || !isClient) return loading;
  if (!page.data) return <NotFoundContent />;
  return (
    <Suspense fallback={loading}>
      <PageBuilder page={page.data} {...(extras ? { extras } : {})} />
    </Suspense>
  );
}
