import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { failureToastKey } from '../../lib/api/user-input-error.ts';
import { notify } from '../../ui/toast.ts';
import { CONTENT_PAGES_KEY, duplicateContentPage, type ContentPage } from './content-pages-api.ts';

/**
 * Duplicate a page (issue 25): the copy ("… (copy)", inactive, the next free slug) joins the list. A
 * page's button is off while its copy is being made, so a double click makes one copy; a second click
 * afterwards makes a second, as the products' Copy does.
 */
export function useContentPageDuplicating(language: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { mutate, isPending, variables } = useMutation({
    mutationFn: (page: ContentPage) => duplicateContentPage(page.id, language),
    onSuccess: (copy) => {
      notify(t('admin.pageDuplicated', { pageTitle: copy.title }), 'success');
      return queryClient.invalidateQueries({ queryKey: CONTENT_PAGES_KEY });
    },
    onError: (error) => {
      // The shop's page count names its limit ('Your shop can have at most {max} pages…').
      const message = failureToastKey(error, 'admin.errorDuplicatingPage');
      notify(t(message.key, message.params ?? {}), 'error');
    },
  });
  // Read synchronously: the button's disabled look comes a render later than a double click's second press.
  const inFlight = useRef(new Set<string>());
  const duplicate = useCallback(
    (page: ContentPage) => {
      if (inFlight.current.has(page.id)) return;
      inFlight.current.add(page.id);
      mutate(page, { onSettled: () => inFlight.current.delete(page.id) });
    },
    [mutate],
  );
  return { duplicate, duplicatingId: isPending ? (variables?.id ?? null) : null };
}
