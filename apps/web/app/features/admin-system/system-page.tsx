import { useTranslation } from 'react-i18next';
import adminStyles from '../../ui/admin-kit/admin-page.module.css';
import { FailedJobs } from './failed-jobs.tsx';
import { StockPhotoSettings } from './stock-photo-settings.tsx';

/**
 * /admin/system: the system's state (its failed background jobs) and the stock photo provider key. The
 * order workflow settings are a tenant tab (spec §2 Tenant detail), at /admin/settings for the shop's
 * own admins (decision 0093). Each part loads in the browser, like the other admin pages.
 */
export function SystemPage() {
  const { t } = useTranslation();
  return (
    <section className={adminStyles.page} aria-labelledby="admin-system-title">
      <h1 id="admin-system-title" className={adminStyles.pageTitle}>
        {t('admin.navSystem')}
      </h1>
      <StockPhotoSettings />
      <FailedJobs />
    </section>
  );
}
