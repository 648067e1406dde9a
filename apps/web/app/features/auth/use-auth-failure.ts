import { useCallback } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AuthRequestError, authFailureKey } from '../../lib/api/auth-request.ts';
import { serverFieldError } from './auth-field.tsx';
import type { Notice } from './form-notice.tsx';

/**
 * Turns a failed auth call into what the form shows: the server's message (key and params) on its
 * field when it names one of `fields`, else a form-level error notice. A key the catalogue does not know (an older
 * client, a proxy's answer) falls back to the page's generic message.
 */
export function useAuthFailure<V extends FieldValues>(
  form: UseFormReturn<V>,
  fields: readonly Path<V>[],
): (error: unknown, fallbackKey: string) => Notice | null {
  const { i18n } = useTranslation();
  const { setError } = form;
  return useCallback(
    (error, fallbackKey) => {
      const candidate = authFailureKey(error, fallbackKey);
      const known = i18n.exists(candidate);
      const key = known ? candidate : fallbackKey;
      const field = error instanceof AuthRequestError ? error.field : undefined;
      const params = error instanceof AuthRequestError ? error.params : undefined;
      const target = fields.find((name) => name === field);
      if (target && known) {
        setError(target, serverFieldError(params ? { key, params } : { key }), { shouldFocus: true });
        return null;
      }
      return params ? { kind: 'error', key, params } : { kind: 'error', key };
    },
    [i18n, setError, fields],
  );
}
