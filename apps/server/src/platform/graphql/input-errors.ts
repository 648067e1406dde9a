import { builtInCatalogue } from '@print/core/i18n/catalogue/index';
import type { ValidationError } from '@print/core/validation/messages';
import type { RecordValidation } from '@print/core/validation/validate-field';
import { GraphQLError } from 'graphql';

/**
 * A user-caused failure of a GraphQL operation: the message is the en-GB text of `key` (with `params`
 * filled in), and the extensions carry the key and params (the client translates them) and per-field
 * errors for the form.
 * Code BAD_USER_INPUT: the client shows it and keeps what was typed; it never triggers a session refresh.
 */
export function userInputError(
  key: string,
  fields: Record<string, ValidationError> = {},
  params?: Record<string, string>,
): GraphQLError {
  const text = builtInCatalogue[key]?.['en-GB'] ?? key;
  const message = params ? text.replace(/\{(\w+)\}/g, (match, name: string) => params[name] ?? match) : text;
  return new GraphQLError(message, {
    extensions: { code: 'BAD_USER_INPUT', key, fields, ...(params ? { params } : {}) },
  });
}

/** Throws the spec's form error ('Please fill in all mandatory fields.') or the first field's message. */
export function assertValid(result: RecordValidation): void {
  if (result.valid) return;
  const first = Object.values(result.errors)[0]!;
  if (result.formError) throw userInputError(result.formError.key, result.errors);
  throw userInputError(first.key, result.errors, first.params);
}
