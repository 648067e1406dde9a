import { builtInCatalogue } from '@print/core/i18n/catalogue/index';
import { interpolate } from '@print/core/i18n/locale';
import type { ValidationError } from '@print/core/validation/messages';
import type { RecordValidation } from '@print/core/validation/validate-field';

/** An unexpected failure: logged with the request id, shown to the user as a generic message. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: string;
  constructor(message: string, options: { statusCode?: number; code?: string; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.statusCode = options.statusCode ?? 500;
    this.code = options.code ?? 'INTERNAL';
  }
}

/**
 * What a domain failure is about; each edge turns it into its own answer in one place (GraphQL:
 * `platform/graphql/domain-errors.ts`, REST: `platform/http/errors.ts`).
 */
export type DomainErrorKind = 'invalidInput' | 'notFound' | 'forbidden' | 'conflict' | 'unavailable';

type DomainErrorDetails = {
  /** Per-input errors for the form (the GraphQL argument's path, e.g. `billingAddress.street`). */
  fields?: Record<string, ValidationError>;
  /** Values for the message's placeholders (`{max}`). */
  params?: Record<string, string>;
};

/**
 * A failure the user caused or can act on, thrown by services (which know no GraphQL or HTTP): the
 * spec's message as a translation key, with its kind, the inputs it concerns and the message's values.
 * The message is the key's en-GB text (logs and clients without the catalogue); clients translate the
 * key. Anything else thrown is unexpected: logged, and shown as a generic message.
 */
export class DomainError extends Error {
  readonly kind: DomainErrorKind;
  readonly key: string;
  readonly fields: Record<string, ValidationError>;
  readonly params: Record<string, string> | undefined;
  constructor(kind: DomainErrorKind, key: string, details: DomainErrorDetails = {}) {
    super(englishMessage(key, details.params));
    this.name = 'DomainError';
    this.kind = kind;
    this.key = key;
    this.fields = details.fields ?? {};
    this.params = details.params;
  }
}

/** The en-GB text of a catalogue key with its values filled in (what logs and non-translating clients read). */
export function englishMessage(key: string, params?: Readonly<Record<string, string>>): string {
  // The singular form where the catalogue has one (i18next's `<key>_one`, as the browser picks it).
  const singular = params?.count === '1' ? builtInCatalogue[`${key}_one`]?.['en-GB'] : undefined;
  return interpolate(singular ?? builtInCatalogue[key]?.['en-GB'] ?? key, params);
}

/** Input that breaks a rule: what was typed is kept, the message says what to change. */
export const invalidInput = (
  key: string,
  fields: Record<string, ValidationError> = {},
  params?: Record<string, string>,
) => new DomainError('invalidInput', key, { fields, params });
/** What the request names does not exist, or not for this caller. */
export const notFound = (key: string) => new DomainError('notFound', key);
/** The caller may not do this, whatever they type. */
export const forbidden = (key: string, fields: Record<string, ValidationError> = {}) =>
  new DomainError('forbidden', key, { fields });
/** The data changed or is taken: the request fits no longer (a name in use, a status moved on, stock). */
export const conflict = (key: string, fields: Record<string, ValidationError> = {}) =>
  new DomainError('conflict', key, { fields });
/** It cannot be done now: a limit is used up, or a service the shop needs is not configured or down. */
export const unavailable = (key: string, params?: Record<string, string>) =>
  new DomainError('unavailable', key, { params });

/** Throws the spec's form error ('Please fill in all mandatory fields.') or the first field's message. */
export function assertValid(result: RecordValidation): void {
  if (result.valid) return;
  const first = Object.values(result.errors)[0]!;
  if (result.formError) throw invalidInput(result.formError.key, result.errors);
  throw invalidInput(first.key, result.errors, first.params);
}
