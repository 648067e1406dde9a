import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { userInputFailure } from '../../lib/api/user-input-error.ts';
import { notify } from '../../ui/toast.ts';
import { domainMutations, tenantDomainsQuery } from './domains-api.ts';

/**
 * The domain manager's changes with the spec's toasts (§8): 'Domain added' / 'Domain deleted' /
 * 'Domain set as default', and on failure 'Failed to add, delete or set default domain: {error}' with
 * the server's reason ('Domain already exists', 'Cannot delete fallback domain', …).
 */
export function useDomainActions(tenantId?: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: tenantDomainsQuery(tenantId).queryKey });
  const failed = (error: unknown) => {
    const failure = userInputFailure(error);
    const reason = failure ? t(failure.key) : t('common.genericError');
    notify(t('admin.domainUpdateFailed', { error: reason }), 'error');
  };
  const settle = (successKey: string) => ({
    onSuccess: () => {
      notify(t(successKey), 'success');
      return refresh();
    },
    onError: failed,
  });
  const send = domainMutations(tenantId);
  return {
    add: useMutation({ mutationFn: send.add, ...settle('admin.domainAdded') }),
    remove: useMutation({ mutationFn: send.remove, ...settle('admin.domainDeleted') }),
    setDefault: useMutation({ mutationFn: send.setDefault, ...settle('admin.domainSetAsDefault') }),
    checkNow: useMutation({ mutationFn: send.checkNow, ...settle('admin.domainCheckQueued') }),
  };
}
