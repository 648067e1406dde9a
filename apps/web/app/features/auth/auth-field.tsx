import type { ValidationError, ValidationResult } from '@print/core/validation/messages';
import { Controller } from 'react-hook-form';
import type { ErrorOption, FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { TextField } from '../../ui/text-field.tsx';
import type { TextFieldProps } from '../../ui/text-field.tsx';
import { useValidationMessage } from '../../ui/use-validation-message.ts';

/** Marks an error set from the server's AuthFailure (its message is a catalogue key). */
export const SERVER_ERROR = 'server';

/**
 * The server's field error as setError takes it: the key as its message and the key's params
 * (`{max}`, `{chars}`) as its `types`, which react-hook-form keeps with the error. The field
 * translates both when it renders, so the message follows a language switch.
 */
export function serverFieldError(error: ValidationError): ErrorOption {
  return { type: SERVER_ERROR, message: error.key, ...(error.params ? { types: { ...error.params } } : {}) };
}

/** The server's error a field holds (see serverFieldError), or null for a browser rule's error. */
function serverErrorOf(error: FieldError | undefined): ValidationError | null {
  if (error?.type !== SERVER_ERROR || !error.message) return null;
  // Params arrive as JSON: numbers are taken as their text, anything else is left out.
  const params = Object.fromEntries(
    Object.entries(error.types ?? {}).flatMap(([name, value]) =>
      typeof value === 'string' || typeof value === 'number' ? [[name, String(value)]] : [],
    ),
  );
  return { key: error.message, params };
}

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
 * a server error shows its message (params filled in) until the user edits the field.
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
        const serverError = serverErrorOf(fieldState.error);
        const errorMessage = serverError
          ? message(serverError)
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
