import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { failureToastKey } from '../../lib/api/user-input-error.ts';
import { useConfirmAction } from '../../ui/admin-kit/use-confirm-action.ts';
import { notify } from '../../ui/toast.ts';
import { PRICE_LISTS_KEY, setPriceListArchived, type PriceList } from './price-lists-api.ts';

/**
 * Archive or restore a price list after asking (spec §4). Archiving names how many products use the
 * list: they cannot be ordered until they get another one or it is restored (decision 0043).
 */
export function usePriceListArchiving() {
  const { t } = useTranslation();
  const ask = useConfirmAction();
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: ({ list, archived }: { list: PriceList; archived: boolean }) =>
      setPriceListArchived(list.id, archived),
    onSuccess: (_list, { archived }) => {
      notify(t(archived ? 'admin.priceListArchivedToast' : 'admin.priceListRestoredToast'), 'success');
      return queryClient.invalidateQueries({ queryKey: PRICE_LISTS_KEY });
    },
    onError: (error, { archived }) => {
      const message = failureToastKey(
        error,
        archived ? 'admin.errorArchivingPriceList' : 'admin.errorRestoringPriceList',
      );
      notify(t(message.key, message.params ?? {}), 'error');
    },
  });
  return useCallback(
    async (list: PriceList, archived: boolean) => {
      const params = { name: list.name, count: String(list.productCount) };
      const confirmed = await ask({
        message: t(archived ? 'admin.archivePriceListConfirm' : 'admin.restorePriceListConfirm', params),
        confirmLabel: t(archived ? 'admin.archivePriceList' : 'admin.restorePriceList'),
      });
      if (confirmed) mutate({ list, archived });
    },
    [ask, mutate, t],
  );
}
