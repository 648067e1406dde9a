import type { ValidationError } from '@print/core/validation/messages';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Turns a rule result from @print/core into the translated message (or null when valid). */
export function useValidationMessage(): (error: ValidationError | null | undefined) => string | null {
  const { t } = useTranslation();
  return useCallback((error) => (error ? t(error.key, error.params ?? {}) : null), [t]);
}
