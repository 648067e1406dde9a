import { LOGIN_CODE_PATTERN } from '@print/core/auth/auth-api';
import { checkSignupEmail, checkSignupPassword } from '@print/core/validation/admin-rules';
import type { ValidationResult } from '@print/core/validation/messages';
import { validateField } from '@print/core/validation/validate-field';

// The browser-side checks of the sign-in and account forms, from the shared rules of spec §5 (the
// server applies the same ones). Each returns the first failure: forbidden characters, then
// required, then the format.

/** E-mail or username at login: any text without the forbidden characters. */
export function checkLoginName(value: string): ValidationResult {
  return validateField(value, { required: true });
}

/**
 * An existing password (login, current password): required, and without the characters no field may
 * hold (control characters, NUL, lone surrogates: storable-text.ts). The other fields' forbidden
 * characters are fine in a password.
 */
export function checkExistingPassword(value: string): ValidationResult {
  return validateField(value, { required: true, password: true });
}

/** A password being chosen (sign-up, reset, change): the sign-up password rule. */
export function checkNewPassword(value: string): ValidationResult {
  return validateField(value, { required: true, password: true }) ?? checkSignupPassword(value);
}

export function checkRepeatedPassword(value: string, password: string): ValidationResult {
  const missing = validateField(value, { required: true, password: true });
  if (missing) return missing;
  return value === password ? null : { key: 'auth.passwordsDoNotMatch' };
}

/** The e-mail address of sign-up and forgot-password. */
export function checkAccountEmail(value: string): ValidationResult {
  return validateField(value, { required: true }) ?? checkSignupEmail(value);
}

/** The 6-digit e-mail code of the second login step. */
export function checkLoginCode(value: string): ValidationResult {
  const missing = validateField(value, { required: true });
  if (missing) return missing;
  return LOGIN_CODE_PATTERN.test(value) ? null : { key: 'auth.codeInvalid' };
}
