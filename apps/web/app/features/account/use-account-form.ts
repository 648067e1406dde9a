import type { ValidationError } from '@print/core/validation/messages';
import { validateRecord } from '@print/core/validation/validate-field';
import type { FieldRule } from '@print/core/validation/validate-field';
import { useCallback, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { failedCallKey, formFailure } from '../../lib/api/user-input-error.ts';
import { notify } from '../../ui/toast.ts';

export type AccountFormOptions = {
  initialValues: FieldValues;
  /** The shared rules by input name. */
  rules: Readonly<Record<string, FieldRule>>;
  /** The values by input name, as the rules see them. */
  flatten: (values: FieldValues) => Record<string, unknown>;
  /** Saves; resolves the values the form shows afterwards (as the server stored them). */
  save: (values: FieldValues) => Promise<FieldValues>;
  /** The input of a server field error named otherwise than the input (default: the same name). */
  inputName?: (serverName: string, values: FieldValues) => string;
};

export type AccountForm = {
  form: UseFormReturn<FieldValues>;
  submit: (event?: FormEvent) => Promise<void>;
  isSaving: boolean;
  /** The server's errors by input name; each is dropped when its input changes. */
  serverErrors: Readonly<Record<string, ValidationError>>;
  clearServerError: (name: string) => void;
  /** A form-level message ('Please fill in all mandatory fields.' or an error without its input). */
  notice: ValidationError | null;
};

/**
 * The save flow of the account forms: the shared rules on blur and on submit, the spec's
 * mandatory-fields message, a toast for success or failure, the server's field errors at the
 * fields, and what was typed kept on failure. One save at a time.
 */
export function useAccountForm({
  initialValues,
  rules,
  flatten,
  save,
  inputName,
}: AccountFormOptions): AccountForm {
  const { t } = useTranslation();
  const form = useForm<FieldValues>({ mode: 'onTouched', defaultValues: initialValues });
  const [serverErrors, setServerErrors] = useState<Record<string, ValidationError>>({});
  const [notice, setNotice] = useState<ValidationError | null>(null);
  const saving = useRef(false);

  const clearServerError = useCallback((name: string) => {
    setServerErrors((current) => {
      if (!Object.hasOwn(current, name)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);

  const onValid = async (values: FieldValues) => {
    setNotice(null);
    setServerErrors({});
    try {
      form.reset(await save(values));
      notify(t('profile.profileSaved'), 'success');
    } catch (error) {
      notify(t(failedCallKey(error, 'profile.profileSaveError')), 'error');
      const failure = formFailure(
        error,
        Object.keys(rules),
        inputName && ((serverName) => inputName(serverName, values)),
      );
      setServerErrors(failure.fields);
      setNotice(failure.notice);
      const first = Object.keys(failure.fields)[0];
      if (first) form.setFocus(first);
    }
  };

  const onInvalid = () => {
    const { formError } = validateRecord(flatten(form.getValues()), rules);
    setNotice(formError);
    if (formError) notify(t(formError.key), 'error');
  };

  const handleSubmit = form.handleSubmit(onValid, onInvalid);
  // Enter in a field submits even while the button is disabled: one save at a time.
  const submit = async (event?: FormEvent) => {
    if (saving.current) {
      event?.preventDefault();
      return;
    }
    saving.current = true;
    try {
      await handleSubmit(event);
    } finally {
      saving.current = false;
    }
  };

  return {
    form,
    submit,
    isSaving: form.formState.isSubmitting,
    serverErrors,
    clearServerError,
    notice,
  };
}
