import { useTranslation } from 'react-i18next';
import styles from '../../ui/admin-kit/admin-page.module.css';
import { NavigationTab } from './navigation-tab.tsx';

/** /admin/navigation: the shop's own main navigation for its own admins (tenant.settings). */
export function NavigationPage() {
  const { t } = useTranslation();
  return (
    <section className={styles.page} aria-labelledby="admin-navigation-title">
      <h1 id="admin-navigation-title" className={styles.pageTitle}>
        {t('admin.tenantTabNavigation')}
      </h1>
      <NavigationTab />
    </section>
  );
}
