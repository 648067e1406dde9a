import { isTenantRight } from '../rights.ts';
import { checkRoleName, checkSignupPassword, checkUsername } from '../validation/admin-rules.ts';
import { fail, type ValidationError } from '../validation/messages.ts';
import { validateRecord, type RecordValidation } from '../validation/validate-field.ts';

// Rules of the admin's user and role forms (spec §5 "Admin and shop"), shared by the browser form and
// the server, which applies them again before it writes anything.

/** The admin's user form; `password` '' means "no password given" (unchanged when editing). */
export type UserAccountInput = {
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  /** '' means the tenant's default language. */
  language: string;
  roles: string[];
  password: string;
};

/** A user list page of the admin (spec §2 Users list). */
export const USER_SORT_FIELDS = ['name', 'email', 'username', 'createdAt'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
/** At most this many users per page, whatever the caller asks for. */
export const MAX_USER_PAGE_SIZE = 100;

const withError = (errors: Record<string, ValidationError>, name: string, error: ValidationError | null) => {
  if (error && !errors[name]) errors[name] = error;
};

/**
 * E-mail (required, valid), username (required, lowercase letters and digits), names, a language of the
 * tenant and, when given or required, a sign-up-strength password. Forbidden characters are refused in
 * every field but the password. Empty mandatory fields also give the form error
 * 'Please fill in all mandatory fields.'.
 */
export function validateUserAccount(
  input: UserAccountInput,
  options: { passwordRequired: boolean; languages: readonly string[] },
): RecordValidation {
  const { email, username, firstName, lastName, language, password } = input;
  const base = validateRecord(
    { email, username, firstName, lastName, language },
    { email: { required: true, kind: 'email' } },
  );
  const errors = { ...base.errors };
  withError(errors, 'username', checkUsername(username));
  if (language !== '' && !options.languages.includes(language)) {
    withError(errors, 'language', { key: 'admin.unknownLanguage' });
  }
  if (password !== '') withError(errors, 'password', checkSignupPassword(password));
  else if (options.passwordRequired) withError(errors, 'password', fail('validation.required'));
  const missing =
    email.trim() === '' || username.trim() === '' || (options.passwordRequired && password === '');
  return {
    valid: Object.keys(errors).length === 0,
    errors,
    formError: missing ? fail('validation.mandatoryFields') : null,
  };
}

export type RoleInput = { name: string; description: string; rights: string[] };

/**
 * A role: name required, lowercase letters and digits (checked when creating; a role is never renamed),
 * a description without forbidden characters, and only rights a tenant role may hold.
 */
export function validateRole(input: RoleInput, options: { checkName: boolean }): RecordValidation {
  const base = validateRecord(
    options.checkName
      ? { name: input.name, description: input.description }
      : { description: input.description },
    {},
  );
  const errors = { ...base.errors };
  if (options.checkName) withError(errors, 'name', checkRoleName(input.name));
  const unknown = input.rights.filter((right) => !isTenantRight(right));
  if (unknown.length > 0)
    withError(errors, 'rights', { key: 'admin.unknownRight', params: { rights: unknown.join(', ') } });
  const missing = options.checkName && input.name.trim() === '';
  return {
    valid: Object.keys(errors).length === 0,
    errors,
    formError: missing ? fail('validation.mandatoryFields') : null,
  };
}
