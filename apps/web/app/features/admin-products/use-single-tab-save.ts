import type { ValidationError } from '@print/core/validation/messages';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formFailure, NO_FORM_FAILURE, type FormFailure } from '../../lib/api/user-input-error.ts';
import { notify } from '../../ui/toast.ts';
import { useValidationMessage } from '../../ui/use-validation-message.ts';
import { notifyFailure } from '../../ui/notify-failure.ts';

/**
 * Saving a product editor tab: awaitable (the editor's Save waits for every tab), one save at a time
 * (a double click sends once), the spec's toasts, and the server's field errors at their inputs while
 * everything typed stays. `fieldNames`: the tab's input names.
 */
export function useSingleTabSave(options: {
  fieldNames: (name: string) => boolean;
  savedKey: string;
  failedKey: string;
}) {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const [failure, setFailure] = useState<FormFailure>(NO_FORM_FAILURE);
  const [isSaving, setSaving] = useState(false);
  const running = useRef(false);
  const { fieldNames, savedKey, failedKey } = options;

  const run = useCallback(
    async (send: () => Promise<unknown>): Promise<boolean> => {
      if (running.current) return false;
      running.current = true;
      setSaving(true);
      setFailure(NO_FORM_FAILURE);
      try {
        await send();
        notify(t(savedKey), 'success');
        return true;
      } catch (error) {
        notifyFailure(t, error, failedKey);
        const names = Object.keys(userFields(error));
        setFailure(formFailure(error, names.filter(fieldNames)));
        return false;
      } finally {
        running.current = false;
        setSaving(false);
      }
    },
    [t, savedKey, failedKey, fieldNames],
  );

  return {
    isSaving,
    run,
    /** Shows the shared rules' errors without sending. */
    refuse: (fields: Record<string, ValidationError>, notice: ValidationError | null = null) =>
      setFailure({ fields, notice }),
    fieldError: (name: string) => message(failure.fields[name]),
    notice: message(failure.notice),
  };
}

/** The field errors of a failure, whatever the form's names (formFailure then keeps the form's). */
function userFields(error: unknown): Record<string, unknown> {
  const extensions = (error as { extensions?: { fields?: unknown } } | null)?.extensions;
  const fields = extensions?.fields;
  return fields && typeof fields === 'object' ? (fields as Record<string, unknown>) : {};
}
