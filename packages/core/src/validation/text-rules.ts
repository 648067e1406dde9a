import { MOBILE_NUMBER_MAX } from '../constants.ts';
import { fail } from './messages.ts';
import type { ValidationResult } from './messages.ts';
import { findUnstorableCharacters } from './storable-text.ts';
import {
  EMAIL_EXAMPLE,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  INTEGER_PATTERN,
  MOBILE_PATTERN,
  PHONE_PATTERN,
  RELATIVE_PATH_PATTERN,
  URL_PATTERN,
  isHttpsUrl,
} from './patterns.ts';

// Rules for the text field kinds of spec §5. Format rules accept an empty value: whether a
// field must be filled is the required rule's business.

/** Forbidden in every field except passwords (spec §5). */
export const FORBIDDEN_CHARACTERS = ['<', '>', '\\', '{', '}'] as const;

/** The forbidden characters in `value`, each once, in order of first appearance. */
export function findForbiddenCharacters(value: string): string[] {
  const found: string[] = [];
  for (const char of value) {
    if ((FORBIDDEN_CHARACTERS as readonly string[]).includes(char) && !found.includes(char)) found.push(char);
  }
  return found;
}

/**
 * The spec's forbidden characters and the characters that cannot be stored (named as U+0000, see
 * storable-text.ts), in one message: 'Forbidden characters < U+0000'.
 */
export function checkForbiddenCharacters(value: string): ValidationResult {
  const found = [...findForbiddenCharacters(value), ...findUnstorableCharacters(value)];
  return found.length === 0 ? null : fail('validation.forbiddenCharacters', { chars: found.join(' ') });
}

/** At most `max` characters (UTF-16 code units, as the browser's maxlength counts them). */
export function checkMaxLength(value: string, max: number): ValidationResult {
  return value.length <= max ? null : fail('validation.tooLong', { max: String(max) });
}

/** Empty means absent, blank text or an empty list; false and 0 are answers. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

export function checkRequired(value: unknown): ValidationResult {
  return isEmptyValue(value) ? fail('validation.required') : null;
}

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

export function checkEmail(value: string): ValidationResult {
  if (value === '' || isValidEmail(value)) return null;
  return fail('validation.email', { email: EMAIL_EXAMPLE });
}

/** International format, e.g. +49 30 1234567: a +, 6–15 digits, single spaces, / or - between. */
export function checkPhone(value: string): ValidationResult {
  if (value === '') return null;
  const digits = value.replace(/\D/g, '').length;
  const ok = PHONE_PATTERN.test(value) && !/[ /-]{2}/.test(value) && digits >= 6 && digits <= 15;
  return ok ? null : fail('validation.phone');
}

/** Digits and spaces with an optional + and 1–2 digit prefix, at most 25 characters. */
export function checkMobile(value: string): ValidationResult {
  if (value === '') return null;
  const ok = value.length <= MOBILE_NUMBER_MAX && MOBILE_PATTERN.test(value) && /\d/.test(value);
  return ok ? null : fail('validation.mobile');
}

/** Digits only. */
export function checkInteger(value: string): ValidationResult {
  return value === '' || INTEGER_PATTERN.test(value) ? null : fail('validation.number');
}

/** Must look like a URL (shared pattern), and must use https. */
export function checkUrl(value: string): ValidationResult {
  if (value === '') return null;
  if (!URL_PATTERN.test(value)) return fail('validation.url');
  return isHttpsUrl(value) ? null : fail('validation.urlHttps');
}

export function checkUrlOrRelative(value: string): ValidationResult {
  if (value === '' || URL_PATTERN.test(value) || RELATIVE_PATH_PATTERN.test(value)) return null;
  return fail('validation.urlAndRelative');
}

/** Link URLs: https:// or a relative path starting with /. */
export function checkLinkUrl(value: string): ValidationResult {
  if (value === '' || isHttpsUrl(value) || RELATIVE_PATH_PATTERN.test(value)) return null;
  return fail('validation.linkUrl');
}

/** Confirm-by-typing: the exact phrase, no trimming or case folding. */
export function checkMustMatch(value: string, expected: string): ValidationResult {
  return value === expected ? null : fail('validation.mustMatch');
}
