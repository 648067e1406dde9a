import type { ValidationResult } from '@print/core/validation/messages';
import { Controller } from 'react-hook-form';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui/text-field.tsx';
import type { TextFieldProps } from '../../ui/text-field.tsx';
import { useValidationMessage } from '../../ui/use-validation-message.ts';

/** Marks an error set from the server's AuthFailure (its message is a catalogue key). */
export const SERVER_ERROR = 'server';

export type AuthFieldProps<V extends FieldValues> = Pick<
  TextFieldProps,
  'type' | 'inputMode' | 'autoComplete' | 'description' | 'maxLength' | 'autoFocus' | 'className' | 'testId'
> & {
  form: UseFormReturn<V>;
  name: Path<V>;
  /** Already translated. */
  label: string;
  /** The browser-side rule (see auth-rules.ts); sees the whole form for "repeat password". */
  check: (value: string, values: V) => ValidationResult;
  /** Fields to check again when this one changes (the repeat field of a new password). */
  deps?: Path<V>[];
  /** Cleans what is typed or pasted before it is stored (e.g. digits only). */
  normalize?: (value: string) => string;
};

/**
 * A required text field of the auth forms on react-hook-form: checked once typed in and left, and on
 * submit (an autofocused field left empty, e.g. to accept the cookie banner, shows no error yet).
 * A rule's message is recomputed from the value at render time, so it follows a language switch;
 * a server error shows its key until the user edits the field.
 */
export function AuthField<V extends FieldValues>({
  form,
  name,
  label,
  check,
  deps,
  normalize,
  ...input
}: AuthFieldProps<V>) {
  const { t } = useTranslation();
  const message = useValidationMessage();
  // A field checked because another changed (deps) waits until it was visited or the form sent.
  const { isSubmitted } = form.formState;
  return (
    <Controller
      name={name}
      control={form.control}
      rules={{ validate: (value, values) => check(String(value ?? ''), values)?.key ?? true, deps }}
      render={({ field, fieldState }) => {
        const value = String(field.value ?? '');
        const error = fieldState.error;
        const errorMessage =
          error?.type === SERVER_ERROR && error.message
            ? t(error.message)
            : fieldState.invalid && ((fieldState.isTouched && fieldState.isDirty) || isSubmitted)
              ? message(check(value, form.getValues()))
              : null;
        return (
          <TextField
            {...input}
            label={label}
            name={field.name}
            value={value}
            onChange={(next) => field.onChange(normalize ? normalize(next) : next)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            isRequired
            errorMessage={errorMessage}
          />
        );
      }}
    />
  );
}
