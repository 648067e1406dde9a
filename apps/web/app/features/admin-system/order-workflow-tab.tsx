import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { tenantLoadFailedKey, type TenantTabProps } from '../../lib/admin/tenant-tab.ts';
import adminStyles from '../../ui/admin-kit/admin-page.module.css';
import { orderWorkflowQuery } from './order-workflow-api.ts';
import { OrderWorkflowForm } from './order-workflow-form.tsx';

/**
 * A tenant's Order workflow tab (spec §2 Tenant detail, §3 Order workflow): payment methods with their
 * keys, the punch-out secret and the checkout's texts. Of the tenant acted for, or the host's own.
 */
export function OrderWorkflowTab({ tenantId }: TenantTabProps) {
  const { t } = useTranslation();
  const workflow = useQuery(orderWorkflowQuery(tenantId));
  if (!workflow.data)
    return (
      <p className={adminStyles.notice} role={workflow.isError ? 'alert' : 'status'}>
        {t(workflow.isError ? tenantLoadFailedKey(workflow.error) : 'common.loading')}
      </p>
    );
  return <OrderWorkflowForm key={tenantId ?? 'own'} settings={workflow.data} tenantId={tenantId} />;
}
