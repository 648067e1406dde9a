import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotFoundContent } from '../../shell/not-found-content.tsx';
import { useShell } from '../../shell/shell-context.tsx';
import { ButtonLink } from '../../ui/button-link.tsx';
import styles from './page-screens.module.css';

/** Page management (issue 25: `/admin/pages`), for holders of `cms.edit`. */
export const PAGE_MANAGEMENT_PATH = '/admin/pages';

/** Whether the visitor may edit pages: they are shown the editors' screens (a visitor with a session is never served from the page cache). */
export function useCanEditPages(): boolean {
  return useShell().session?.rights.includes('cms.edit') ?? false;
}

/**
 * No live page at this address (spec §2 page-not-found screen): the shop's not-found screen, with a way
 * to page management for those who may create the page.
 */
export function PageNotFound() {
  const { t } = useTranslation();
  const canEdit = useCanEditPages();
  return (
    <NotFoundContent>
      {canEdit && (
        <Link to={PAGE_MANAGEMENT_PATH} className={styles.manageLink} data-testid="page-management-link">
          {t('cms.goToPageManagement')}
        </Link>
      )}
    </NotFoundContent>
  );
}

/** A live page without blocks, as its editors see it (spec §2 empty-page screen); shoppers see the empty page. */
export function EmptyPageForEditors({ pageId }: { pageId: string }) {
  const { t } = useTranslation();
  return (
    <section className={styles.empty} data-testid="empty-page">
      <h1 className={styles.emptyTitle}>{t('cms.emptyPageTitle')}</h1>
      <p className={styles.emptyText}>{t('cms.emptyPageText')}</p>
      <ButtonLink to={`${PAGE_MANAGEMENT_PATH}/${encodeURIComponent(pageId)}`} color="primary">
        {t('cms.pageEditor')}
      </ButtonLink>
    </section>
  );
}
