import { useCallback } from 'react';
import { useConfirm } from '../../shell/confirm/confirm-provider.tsx';

export type ConfirmActionOptions = {
  message: string;
  confirmLabel: string;
  /** For what cannot be undone: the exact text to type first (severity stringConfirm, spec §2). */
  phrase?: string;
};

/**
 * Asks the global confirmation dialog (spec §2) before an admin action: a press of the confirm
 * button, or with `phrase` the typed phrase too. Resolves true when confirmed.
 */
export function useConfirmAction(): (options: ConfirmActionOptions) => Promise<boolean> {
  const confirm = useConfirm();
  return useCallback(
    ({ message, confirmLabel, phrase }: ConfirmActionOptions) =>
      confirm(
        phrase === undefined
          ? { severity: 'confirmOnly', message, confirmLabel }
          : { severity: 'stringConfirm', phrase, message, confirmLabel },
      ),
    [confirm],
  );
}
