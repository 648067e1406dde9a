import { useTranslation } from 'react-i18next';
import styles from '../../ui/admin-kit/admin-page.module.css';
import { LocalizationTab } from './localization-tab.tsx';

/** /admin/localization: the shop's own languages (spec §2), for holders of tenant.settings. */
export function LocalizationPage() {
  const { t } = useTranslation();
  return (
    <section className={styles.page} aria-labelledby="admin-localization-title">
      <h1 id="admin-localization-title" className={styles.pageTitle}>
        {t('admin.navLocalization')}
      </h1>
      <LocalizationTab />
    </section>
  );
}
