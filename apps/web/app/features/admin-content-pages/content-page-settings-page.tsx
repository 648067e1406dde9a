import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NotFoundContent } from '../../shell/not-found-content.tsx';
import { useShell } from '../../shell/shell-context.tsx';
import styles from '../../ui/admin-kit/admin-page.module.css';
import { ContentPageSettings } from './content-page-settings.tsx';
import { contentPageQuery } from './content-pages-api.ts';

/** /admin/pages/:id: the page's settings and versions once loaded; another shop's id is not found. */
export function ContentPageSettingsPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const { tenant } = useShell();
  const page = useQuery(contentPageQuery(id, tenant.defaultLanguage));
  if (page.isPending) return <p className={styles.page}>{t('common.loading')}</p>;
  if (page.isError)
    return (
      <p className={styles.page} role="alert">
        {t('common.genericError')}
      </p>
    );
  if (!page.data) return <NotFoundContent />;
  return <ContentPageSettings key={page.data.id} page={page.data} />;
}
