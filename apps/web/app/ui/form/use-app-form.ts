import type { ValidationError } from '@print/core/validation/messages';
import { useCallback, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues, Path, PathValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  failedCallKey,
  formFailure,
  NO_FORM_FAILURE,
  type FormFailure,
} from '../../lib/api/user-input-error.ts';
import { notify } from '../toast.ts';
import { useValidationMessage } from '../use-validation-message.ts';

/**
 * What the shared rules (@print/core) say about the values: the errors per input name, or a record
 * check's result (`validateRecord`, `validateRole`, …) with its form-level message.
 */
export type FormCheck =
  | Readonly<Record<string, ValidationError>>
  | {
      readonly errors: Readonly<Record<string, ValidationError>>;
      readonly formError: ValidationError | null;
    };

export type AppFormOptions<V extends FieldValues, R> = {
  defaultValues: V;
  /** The same rules the server runs, run here before sending; nothing is sent while they fail. */
  rules?: (values: V) => FormCheck;
  /** Asked once the rules pass (e.g. a confirmation), with the values as last saved; false sends nothing. */
  beforeSubmit?: (values: V, saved: V) => Promise<boolean>;
  /** Sends the values; a rejection is the server's refusal (its field errors go to their inputs). */
  onSubmit: (values: V) => Promise<R>;
  /**
   * The inputs that show errors; an error for another name shows above the buttons. A form whose rows
   * come and go names them from the values it checks or sends.
   */
  fieldNames: readonly string[] | ((values: V) => readonly string[]);
  /** The form's input for a server field named otherwise (default: the same name). */
  inputName?: (serverName: string) => string;
  /** Toasts (catalogue keys) after saving and after a refused save; none when left out. */
  savedKey?: string;
  /** A key ('404' instead for a call answered 404, spec §8), or the key for this failure. */
  failedKey?: string | ((error: unknown, failure: FormFailure) => string);
  /** After a successful save: the values the form shows from now on (default: it keeps its own). */
  onSaved?: (result: R, values: V) => V | void | Promise<V | void>;
  /** When the rules refuse: e.g. a toast, as a long form's first wrong input may be out of sight. */
  onRefused?: (failure: FormFailure) => void;
  /**
   * Errors shown at their inputs from the start: a save of the list around this form refused them
   * (a product's variant edited in a dialog, saved with the tab).
   */
  errors?: Readonly<Record<string, ValidationError>>;
};

/**
 * What one input needs (the kit's TextField, SelectField, CheckboxGroupField take these props). The
 * rules run on submit, as they check whole records (a field's message may depend on another's value).
 */
export type BoundField<T> = {
  name: string;
  value: T;
  onChange: (value: T) => void;
  /** Already translated; null when fine. */
  errorMessage: string | null;
  isInvalid: boolean;
};

const isRecordCheck = (
  check: FormCheck,
): check is Extract<FormCheck, { readonly formError: ValidationError | null }> =>
  'formError' in check && 'errors' in check && typeof check.errors === 'object';

/** Where the rules' errors show: at their inputs, the form's message or the first unplaced one above. */
export function checkFailure(check: FormCheck, fieldNames: readonly string[]): FormFailure {
  const errors = isRecordCheck(check) ? check.errors : (check as Record<string, ValidationError>);
  const fields: Record<string, ValidationError> = {};
  let unplaced: ValidationError | null = null;
  for (const [name, error] of Object.entries(errors)) {
    if (fieldNames.includes(name)) fields[name] = error;
    else unplaced ??= error;
  }
  const formError = isRecordCheck(check) ? check.formError : null;
  return { fields, notice: formError ?? unplaced };
}

const failed = (failure: FormFailure) => failure.notice !== null || Object.keys(failure.fields).length > 0;

/**
 * The one way to write a form, in the shop and the admin (decision 0063): react-hook-form holds the
 * values and whether they changed; the shared rules check them before sending; the server's field
 * errors arrive at their inputs; a second submit while one is on its way sends nothing; and a failed
 * save keeps everything typed. `field(name)` binds one input.
 */
export function useAppForm<V extends FieldValues, R = unknown>(options: AppFormOptions<V, R>) {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const form = useForm<V>({ defaultValues: options.defaultValues as DefaultValues<V> });
  const [failure, setFailure] = useState<FormFailure>(() =>
    options.errors ? { fields: { ...options.errors }, notice: null } : NO_FORM_FAILURE,
  );
  const [isSubmitting, setSubmitting] = useState(false);
  // The values as last saved (or loaded): what the form is unchanged against.
  const [saved, setSaved] = useState(options.defaultValues);
  // A ref, not state: two submits in one tick (Enter and a click) both see the first one running.
  const sending = useRef(false);
  const latest = useRef(options);
  latest.current = options;
  const values = form.watch();

  /** Drops the errors of the inputs that match (e.g. a row's, once the row is edited elsewhere). */
  const clearErrors = useCallback((matches: (name: string) => boolean) => {
    setFailure((current) => {
      if (!Object.keys(current.fields).some(matches)) return current;
      const fields = Object.fromEntries(Object.entries(current.fields).filter(([name]) => !matches(name)));
      return { ...current, fields };
    });
  }, []);
  const clearError = (name: string) => clearErrors((candidate) => candidate === name);

  /** Sets a value as the admin typed it: the form is changed, the input's old error goes. */
  const setValue = <N extends Path<V>>(name: N, value: PathValue<V, N>, errorName: string = name) => {
    form.setValue(name, value, { shouldDirty: true });
    clearError(errorName);
  };

  const errorMessage = (name: string): string | null => message(failure.fields[name]);

  /** Binds the input of the value at `path`; `inputName` names the input and its errors otherwise. */
  function field<N extends Path<V>>(path: N, inputName: string = path): BoundField<PathValue<V, N>> {
    const error = errorMessage(inputName);
    return {
      name: inputName,
      value: form.getValues(path),
      onChange: (value) => setValue(path, value, inputName),
      errorMessage: error,
      isInvalid: error !== null,
    };
  }

  /** Checks and sends; resolves whether it saved (false when refused, failed or already sending). */
  const send = async (event?: FormEvent): Promise<boolean> => {
    event?.preventDefault();
    if (sending.current) return false;
    const current = latest.current;
    // A copy: typing while it is sent must change neither what is sent nor what counts as saved.
    const values = structuredClone(form.getValues());
    const names = typeof current.fieldNames === 'function' ? current.fieldNames(values) : current.fieldNames;
    const refused = current.rules ? checkFailure(current.rules(values), names) : NO_FORM_FAILURE;
    setFailure(refused);
    if (failed(refused)) {
      current.onRefused?.(refused);
      return false;
    }
    sending.current = true;
    setSubmitting(true);
    try {
      if (current.beforeSubmit && !(await current.beforeSubmit(values, saved))) return false;
      const result = await current.onSubmit(values);
      if (current.savedKey) notify(t(current.savedKey), 'success');
      const shown = await current.onSaved?.(result, values);
      // What was sent is the new unchanged state, and what was typed meanwhile stays (changed); or the
      // form shows what the server made of it.
      if (shown) form.reset(shown);
      else form.reset(values, { keepValues: true });
      setSaved(shown ?? values);
      return true;
    } catch (error) {
      const refusal = formFailure(error, names, current.inputName);
      const { failedKey } = current;
      if (failedKey)
        notify(
          t(typeof failedKey === 'string' ? failedCallKey(error, failedKey) : failedKey(error, refusal)),
          'error',
        );
      setFailure(refusal);
      return false;
    } finally {
      sending.current = false;
      setSubmitting(false);
    }
  };

  // One identity for the form's life (screens hand it on, e.g. to the product editor's Save).
  const sendRef = useRef(send);
  sendRef.current = send;
  const submit = useCallback((event?: FormEvent) => sendRef.current(event), []);

  return {
    /** The react-hook-form instance, for what the binder does not cover. */
    form,
    values,
    saved,
    field,
    setValue,
    errorMessage,
    /** The errors at the inputs, untranslated (to hand on to a dialog that has the inputs). */
    errors: failure.fields,
    clearErrors,
    /** The failure that belongs to no input, translated. */
    notice: message(failure.notice),
    isDirty: form.formState.isDirty,
    isSubmitting,
    submit,
  };
}

export type AppForm<V extends FieldValues, R = unknown> = ReturnType<typeof useAppForm<V, R>>;
