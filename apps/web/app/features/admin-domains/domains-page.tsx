import { useTranslation } from 'react-i18next';
import styles from '../../ui/admin-kit/admin-page.module.css';
import { DomainTab } from './domain-tab.tsx';

/** /admin/domains: the shop's own domains (spec §3 tenant domain manager), for holders of tenant.settings. */
export function DomainsPage() {
  const { t } = useTranslation();
  return (
    <section className={styles.page} aria-labelledby="admin-domains-title">
      <h1 id="admin-domains-title" className={styles.pageTitle}>
        {t('admin.tenantTabDomain')}
      </h1>
      <DomainTab />
    </section>
  );
}
