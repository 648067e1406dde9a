import { useCallback, type ReactNode } from 'react';
import { useConfirm } from '../../shell/confirm/confirm-provider.tsx';

export type ConfirmActionOptions = {
  message: string;
  confirmLabel: string;
  /** For what cannot be undone: the exact text to type first (severity stringConfirm, spec §2). */
  phrase?: string;
  /** Below the message: what the question is about in detail (e.g. the pairs that fail contrast). */
  details?: ReactNode;
};

/**
 * Asks the global confirmation dialog (spec §2) before an admin action: a press of the confirm
 * button, or with `phrase` the typed phrase too. Resolves true when confirmed.
 */
export function useConfirmAction(): (options: ConfirmActionOptions) => Promise<boolean> {
  const confirm = useConfirm();
  return useCallback(
    ({ message, confirmLabel, phrase, details }: ConfirmActionOptions) =>
      confirm(
        phrase === undefined
          ? { severity: 'confirmOnly', message, confirmLabel, details }
          : { severity: 'stringConfirm', phrase, message, confirmLabel, details },
      ),
    [confirm],
  );
}
