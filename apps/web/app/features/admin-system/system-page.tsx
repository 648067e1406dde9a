import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import adminStyles from '../../ui/admin-kit/admin-page.module.css';
import { orderWorkflowQuery } from './order-workflow-api.ts';
import { OrderWorkflowForm } from './order-workflow-form.tsx';
import { FailedJobs } from './failed-jobs.tsx';
import { StockPhotoSettings } from './stock-photo-settings.tsx';
import styles from './system.module.css';

/**
 * /admin/system: the shop's own order workflow settings (spec §3; the tenants area with its Order
 * workflow tab comes later), its stock photo provider key, and its failed background jobs. Each loads
 * in the browser, like the other admin pages.
 */
export function SystemPage() {
  const { t } = useTranslation();
  const workflow = useQuery(orderWorkflowQuery);
  return (
    <section className={adminStyles.page} aria-labelledby="admin-system-title">
      <h1 id="admin-system-title" className={adminStyles.pageTitle}>
        {t('admin.navSystem')}
      </h1>
      <section className={styles.section} aria-labelledby="order-workflow-title">
        <h2 id="order-workflow-title" className={styles.heading}>
          {t('admin.tenantTabOrderWorkflow')}
        </h2>
        {workflow.data ? (
          <OrderWorkflowForm settings={workflow.data} />
        ) : (
          <p className={adminStyles.notice} role={workflow.isError ? 'alert' : 'status'}>
            {t(workflow.isError ? 'common.genericError' : 'common.loading')}
          </p>
        )}
      </section>
      <StockPhotoSettings />
      <FailedJobs />
    </section>
  );
}
