import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureToast } from './use-failure-toast.ts';
import { notify } from '../../ui/toast.ts';
import { cellState } from './translation-state.ts';
import { acceptSuggestions, type ReviewTarget, type TranslationRow } from './translations-api.ts';

/** Accepting the machine results of the ticked rows at once (their unlocked languages awaiting review). */
export function useBulkReview(defaultLanguage: string, tenantId: string | undefined, refresh: () => unknown) {
  const { t } = useTranslation();
  const failed = useFailureToast();
  const [isBusy, setBusy] = useState(false);
  const targetsOf = (rows: readonly TranslationRow[]): ReviewTarget[] =>
    rows.flatMap((row) =>
      row.languages
        .filter(
          (cell) =>
            cell.languageCode !== defaultLanguage && !cell.locked && cellState(cell) === 'awaitingReview',
        )
        .map((cell) => ({ address: row.address, languageCode: cell.languageCode })),
    );
  const accept = async (targets: ReviewTarget[]) => {
    setBusy(true);
    try {
      const count = await acceptSuggestions(targets, tenantId);
      notify(t('admin.translationAccepted', { count }), 'success');
    } catch (error) {
      failed(error, 'admin.translationSaveFailed');
    } finally {
      setBusy(false);
      await refresh();
    }
  };
  return { targetsOf, accept, isBusy };
}
