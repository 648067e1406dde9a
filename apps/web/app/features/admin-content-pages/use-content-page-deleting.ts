import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { failureToastKey } from '../../lib/api/user-input-error.ts';
import { useConfirmAction } from '../../ui/admin-kit/use-confirm-action.ts';
import { notify } from '../../ui/toast.ts';
import { CONTENT_PAGES_KEY, deleteContentPage, type ContentPage } from './content-pages-api.ts';

/**
 * Delete a page after asking (spec §2). The pages the shop links to itself (imprint, privacy, …) are
 * refused by the server, whose message names the page: 'The page {pageTitle} cannot be deleted'.
 */
export function useContentPageDeleting() {
  const { t } = useTranslation();
  const ask = useConfirmAction();
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: (page: ContentPage) => deleteContentPage(page.id),
    onSuccess: () => {
      notify(t('admin.pageDeleted'), 'success');
      return queryClient.invalidateQueries({ queryKey: CONTENT_PAGES_KEY });
    },
    onError: (error) => {
      const message = failureToastKey(error, 'admin.errorDeletingPage');
      notify(t(message.key, message.params ?? {}), 'error');
    },
  });
  return useCallback(
    async (page: ContentPage) => {
      const confirmed = await ask({
        message: t('cms.deletePageConfirm', { pageTitle: page.title }),
        confirmLabel: t('common.delete'),
      });
      if (confirmed) mutate(page);
    },
    [ask, mutate, t],
  );
}
