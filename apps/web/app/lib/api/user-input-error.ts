import type { ValidationError } from '@print/core/validation/messages';
import { ApiError } from './api-error.ts';

/** A failure the user can fix: the form's message key and the errors per input name. */
export type UserInputFailure = { key: string; fields: Record<string, ValidationError> };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function validationError(value: unknown): ValidationError | null {
  if (!isRecord(value) || typeof value.key !== 'string' || value.key === '') return null;
  if (!isRecord(value.params)) return { key: value.key };
  const params = Object.fromEntries(
    Object.entries(value.params).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  return { key: value.key, params };
}

/**
 * The server's BAD_USER_INPUT answer (`extensions: { code, key, fields }`, see the server's
 * platform/graphql/domain-errors.ts) of a failed call, or null for any other failure. Malformed field entries are
 * dropped. Fields are named as the server names them: a service's rule by its own names (custom user
 * fields as `custom.<fieldName>`), the input guard by the argument's path (`billingAddress.street`,
 * `customFields.0.value`); a form whose inputs are named otherwise maps them (formFailure's inputName).
 */
export function userInputFailure(error: unknown): UserInputFailure | null {
  if (!(error instanceof ApiError)) return null;
  const extensions = error.extensions;
  if (!extensions || extensions.code !== 'BAD_USER_INPUT') return null;
  const key = typeof extensions.key === 'string' && extensions.key !== '' ? extensions.key : null;
  if (!key) return null;
  const fields: Record<string, ValidationError> = {};
  if (isRecord(extensions.fields)) {
    for (const [name, value] of Object.entries(extensions.fields)) {
      const fieldError = validationError(value);
      if (fieldError) fields[name] = fieldError;
    }
  }
  return { key, fields };
}

export type FormFailure = {
  /** Errors to show at the form's inputs. */
  fields: Record<string, ValidationError>;
  /** What the form shows above its button, if anything. */
  notice: ValidationError | null;
};

/** No failure (the state of a form before or after a successful save). */
export const NO_FORM_FAILURE: FormFailure = { fields: {}, notice: null };

/**
 * Where a failed save's messages go (a toast comes on top): each field error at its input when the
 * form has one of that name (`inputName` turns the server's name into the form's, where they differ);
 * above the button 'Please fill in all mandatory fields.', else the first error whose input the form
 * lacks (a field added meanwhile), else the server's message when it named no field. Failures that
 * are not the user's get nothing here.
 */
export function formFailure(
  error: unknown,
  names: readonly string[],
  inputName: (serverName: string) => string = (serverName) => serverName,
): FormFailure {
  const failure = userInputFailure(error);
  if (!failure) return { fields: {}, notice: null };
  const fields: Record<string, ValidationError> = {};
  let unplaced: ValidationError | null = null;
  for (const [serverName, fieldError] of Object.entries(failure.fields)) {
    const name = inputName(serverName);
    if (names.includes(name)) fields[name] ??= fieldError;
    else unplaced ??= fieldError;
  }
  if (failure.key === 'validation.mandatoryFields') return { fields, notice: { key: failure.key } };
  if (unplaced) return { fields, notice: unplaced };
  return { fields, notice: Object.keys(fields).length === 0 ? { key: failure.key } : null };
}

/** Spec §8: a call answered 404 fails with the error '404', whatever the action was. */
const NOT_FOUND_KEY = 'common.error404';

/**
 * The toast of a failed call when the form has its own message (e.g. 'Error saving field'): '404' for
 * a call the server answered with 404 (spec §8), else that message.
 */
export function failedCallKey(error: unknown, failedKey: string): string {
  return error instanceof ApiError && error.status === 404 ? NOT_FOUND_KEY : failedKey;
}

/**
 * The failure's own message for a toast (e.g. a refused archive), with the values it names (how many
 * products still use a field), else the given spec message ('404' for a call answered 404).
 */
export function failureToastKey(error: unknown, fallbackKey: string): ValidationError {
  const failure = userInputFailure(error);
  if (!failure || Object.keys(failure.fields).length > 0) return { key: failedCallKey(error, fallbackKey) };
  const params = error instanceof ApiError ? error.extensions?.params : undefined;
  return validationError({ key: failure.key, params }) ?? { key: fallbackKey };
}
