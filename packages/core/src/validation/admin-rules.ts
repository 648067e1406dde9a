import { MAX_SOCIAL_BUTTONS, NAME_MAX_LENGTH, SIGNUP_MIN_PASSWORD } from '../constants.ts';
import { fail } from './messages.ts';
import type { ValidationResult } from './messages.ts';
import {
  ALNUM_PATTERN,
  DOMAIN_MAX_LENGTH,
  DOMAIN_PATTERN,
  isHttpsUrl,
  LOWER_ALNUM_PATTERN,
  RELATIVE_PATH_PATTERN,
  SLUG_PATTERN,
  URL_PATTERN,
} from './patterns.ts';
import { checkMaxLength, isEmptyValue, isValidEmail } from './text-rules.ts';

// Rules of spec §5 "Admin and shop". Names and the sign-up fields are required by the rule
// itself; the others accept an empty value and leave emptiness to the required rule.

// Names are at most NAME_MAX_LENGTH characters: each is a unique key of its table, and a database
// index cannot hold a value of some kilobytes (a 100 KB name failed with an unexpected error).

export function checkRoleName(value: string): ValidationResult {
  if (value.trim() === '') return fail('validation.roleNameRequired');
  const tooLong = checkMaxLength(value, NAME_MAX_LENGTH);
  if (tooLong) return tooLong;
  return LOWER_ALNUM_PATTERN.test(value) ? null : fail('validation.roleName');
}

export function checkUsername(value: string): ValidationResult {
  if (value.trim() === '') return fail('validation.usernameRequired');
  const tooLong = checkMaxLength(value, NAME_MAX_LENGTH);
  if (tooLong) return tooLong;
  return LOWER_ALNUM_PATTERN.test(value) ? null : fail('validation.username');
}

export function checkFieldName(value: string): ValidationResult {
  if (value.trim() === '') return fail('validation.fieldNameRequired');
  const tooLong = checkMaxLength(value, NAME_MAX_LENGTH);
  if (tooLong) return tooLong;
  return ALNUM_PATTERN.test(value) ? null : fail('validation.fieldName');
}

/** At least 8 characters with an uppercase and a lowercase letter, a digit and a special character. */
export function checkSignupPassword(value: string): ValidationResult {
  const ok =
    [...value].length >= SIGNUP_MIN_PASSWORD &&
    /\p{Lu}/u.test(value) &&
    /\p{Ll}/u.test(value) &&
    /\p{Nd}/u.test(value) &&
    /[^\p{L}\p{N}\s]/u.test(value);
  return ok ? null : fail('validation.signupPassword');
}

export function checkSignupEmail(value: string): ValidationResult {
  return isValidEmail(value) ? null : fail('validation.signupEmail');
}

/** Stock-warning recipients: e-mail addresses separated by commas; no spaces, no semicolons. */
export function checkEmailList(value: string): ValidationResult {
  if (value === '') return null;
  const ok = !/[\s;]/.test(value) && value.split(',').every(isValidEmail);
  return ok ? null : fail('validation.emailList');
}

/** The numeric value of a number or of decimal text (a comma also counts as the decimal mark). */
export function parseDecimal(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || !/^\s*[-+]?(?:\d+(?:[.,]\d*)?|[.,]\d+)\s*$/.test(value)) return undefined;
  return Number.parseFloat(value.trim().replace(',', '.'));
}

/** Return-on-investment inputs: a number greater than zero. */
export function checkPositiveNumber(value: unknown): ValidationResult {
  if (isEmptyValue(value)) return null;
  const n = parseDecimal(value);
  return n !== undefined && n > 0 ? null : fail('validation.positiveNumber');
}

/** The return-on-investment calculator's own required message. */
export function checkFieldRequired(value: unknown): ValidationResult {
  return isEmptyValue(value) ? fail('validation.fieldRequired') : null;
}

/** Lowercase letters and digits in groups joined by single hyphens, e.g. `business-cards-2`. */
export function checkSlug(value: string): ValidationResult {
  return SLUG_PATTERN.test(value) ? null : fail('validation.invalidSlug');
}

/** A host name such as `shop.example.com` (no scheme, port or path). */
export function checkDomain(value: string): ValidationResult {
  const ok = value.length <= DOMAIN_MAX_LENGTH && DOMAIN_PATTERN.test(value);
  return ok ? null : fail('validation.invalidDomain');
}

export function checkSocialButtonCount(buttons: number | readonly unknown[]): ValidationResult {
  const count = typeof buttons === 'number' ? buttons : buttons.length;
  return count > MAX_SOCIAL_BUTTONS ? fail('validation.maxSocialButtons') : null;
}

/** External media URL: the shared URL pattern (http or https). */
export function checkExternalMediaUrl(value: string): ValidationResult {
  return value === '' || URL_PATTERN.test(value) ? null : fail('validation.validUrl');
}

/** Category link URL (spec §5): an https:// URL or a site-relative path starting with /. */
export function checkCategoryLinkUrl(value: string): ValidationResult {
  if (value === '' || isHttpsUrl(value) || RELATIVE_PATH_PATTERN.test(value)) return null;
  return fail('validation.validUrlDot');
}
