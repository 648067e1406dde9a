import type { ValidationError } from '@print/core/validation/messages';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  failedCallKey,
  formFailure,
  NO_FORM_FAILURE,
  type FormFailure,
} from '../../lib/api/user-input-error.ts';
import { notify } from '../toast.ts';
import { useValidationMessage } from '../use-validation-message.ts';

export type FormSaveOptions<TInput> = {
  save: (input: TInput) => Promise<unknown>;
  /** The form's input names: the server's field errors show there, others above the buttons. */
  fieldNames: readonly string[];
  /** Toasts (catalogue keys) after saving and after a failure. */
  savedKey: string;
  failedKey: string;
  /** The list the saved record shows in, asked again before `onSaved`. */
  invalidates: QueryKey;
  onSaved: () => void;
};

/**
 * Saving an admin form (the kit's form dialog and editor): the server's domain errors go to their
 * inputs (formFailure), nothing typed is lost on failure, and the list is fresh when the form closes.
 */
export function useFormSave<TInput>(options: FormSaveOptions<TInput>) {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<FormFailure>(NO_FORM_FAILURE);
  const mutation = useMutation({
    mutationFn: options.save,
    onSuccess: async () => {
      notify(t(options.savedKey), 'success');
      await queryClient.invalidateQueries({ queryKey: options.invalidates });
      options.onSaved();
    },
    onError: (error) => {
      notify(t(failedCallKey(error, options.failedKey)), 'error');
      setFailure(formFailure(error, options.fieldNames));
    },
  });
  return {
    isSaving: mutation.isPending,
    /** Sends the input (after the form's own checks passed). */
    save: (input: TInput) => {
      setFailure(NO_FORM_FAILURE);
      mutation.mutate(input);
    },
    /** Shows the shared rules' errors without sending: at their inputs, and `notice` above the buttons. */
    refuse: (fields: Record<string, ValidationError>, notice: ValidationError | null) =>
      setFailure({ fields, notice }),
    fieldError: (name: string) => message(failure.fields[name]),
    notice: message(failure.notice),
  };
}
