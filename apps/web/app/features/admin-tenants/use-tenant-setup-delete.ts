import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { failureToastKey } from '../../lib/api/user-input-error.ts';
import { useConfirmAction } from '../../ui/admin-kit/use-confirm-action.ts';
import { notify } from '../../ui/toast.ts';
import { deleteTenantSetup } from './tenants-api.ts';

/**
 * Deleting an abandoned setup from the tenants list: asked first (it cannot be undone), then the list
 * reloads; a tenant finished meanwhile is refused with the server's reason.
 */
export function useTenantSetupDelete(): (tenant: { id: string; companyName: string }) => Promise<void> {
  const { t } = useTranslation();
  const ask = useConfirmAction();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (tenant: { id: string; companyName: string }) => deleteTenantSetup(tenant.id),
    onSuccess: (_done, tenant) => {
      notify(t('admin.tenantSetupDeleted', { name: tenant.companyName }), 'success');
      return queryClient.invalidateQueries({ queryKey: ['admin', 'tenants'] });
    },
    onError: (error) => {
      const message = failureToastKey(error, 'common.genericError');
      notify(t(message.key, message.params ?? {}), 'error');
    },
  });
  const { mutate } = remove;
  return useCallback(
    async (tenant) => {
      const confirmed = await ask({
        message: t('admin.deleteTenantSetupConfirm', { name: tenant.companyName }),
        confirmLabel: t('common.delete'),
      });
      if (confirmed) mutate(tenant);
    },
    [ask, mutate, t],
  );
}
