import { useCallback } from 'react';
import { failureToastKey } from '../../lib/api/user-input-error.ts';
import { notify } from '../../ui/toast.ts';
import { useValidationMessage } from '../../ui/use-validation-message.ts';

/** The error toast of a failed translations call: the server's own message (locked, stale), else `fallbackKey`. */
export function useFailureToast(): (error: unknown, fallbackKey: string) => void {
  const message = useValidationMessage();
  return useCallback(
    (error, fallbackKey) => notify(message(failureToastKey(error, fallbackKey)) ?? '', 'error'),
    [message],
  );
}
