import { fail } from './messages.ts';
import type { ValidationError, ValidationResult } from './messages.ts';
import {
  checkEmail,
  checkForbiddenCharacters,
  checkInteger,
  checkMobile,
  checkPhone,
  checkRequired,
  checkUrl,
  checkUrlOrRelative,
  isEmptyValue,
} from './text-rules.ts';
import { checkStorableText } from './storable-text.ts';

export const FIELD_KINDS = ['email', 'phone', 'mobile', 'number', 'url', 'urlAndRelative', 'custom'] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

export type FieldRule = {
  required?: boolean;
  kind?: FieldKind;
  /** For kind `custom`: a RegExp as given, or a string matched against the whole value (like HTML `pattern`). */
  pattern?: RegExp | string;
  /**
   * For kind `custom`: the value must be one of these (a select's options), compared as they are; no
   * pattern is built from them, so options of any length or number cannot make an invalid RegExp.
   */
  oneOf?: readonly string[];
  /** Passwords may contain the otherwise forbidden characters (not those that cannot be stored). */
  password?: boolean;
  /** Translation key for a failed custom pattern; default `validation.mustMatch`. */
  messageKey?: string;
};

const kindChecks: Record<Exclude<FieldKind, 'custom'>, (text: string) => ValidationResult> = {
  email: checkEmail,
  phone: checkPhone,
  mobile: checkMobile,
  number: checkInteger,
  url: checkUrl,
  urlAndRelative: checkUrlOrRelative,
};

const asText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : '';

/** The strings a value holds: itself, or the string items of a list (multi-selects). */
const textsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [asText(value)];

function matchesPattern(text: string, pattern: RegExp | string): boolean {
  if (typeof pattern !== 'string') {
    pattern.lastIndex = 0; // g/y regexps keep state between test() calls
    return pattern.test(text);
  }
  try {
    return new RegExp(`^(?:${pattern})$`, 'u').test(text);
  } catch {
    return false; // an unusable pattern from configuration fails closed
  }
}

/**
 * One field: forbidden characters (in a password only those that cannot be stored), then required,
 * then the kind's format. An empty optional field is valid.
 */
export function validateField(value: unknown, rule: FieldRule = {}): ValidationResult {
  const checkCharacters = rule.password ? checkStorableText : checkForbiddenCharacters;
  for (const text of textsOf(value)) {
    const forbidden = checkCharacters(text);
    if (forbidden) return forbidden;
  }
  if (rule.required) {
    const missing = checkRequired(value);
    if (missing) return missing;
  }
  if (isEmptyValue(value) || rule.kind === undefined || Array.isArray(value)) return null;
  const text = asText(value);
  if (rule.kind !== 'custom') return kindChecks[rule.kind](text);
  const matches = rule.oneOf
    ? rule.oneOf.includes(text)
    : rule.pattern === undefined || matchesPattern(text, rule.pattern);
  if (matches) return null;
  return rule.messageKey ? { key: rule.messageKey } : fail('validation.mustMatch');
}

export type RecordValidation = {
  valid: boolean;
  /** The first error of each failing field. */
  errors: Record<string, ValidationError>;
  /** `validation.mandatoryFields` when any required field is empty. */
  formError: ValidationError | null;
};

/**
 * A whole form. Fields without a rule still get the forbidden-character check, so the server
 * guard covers every submitted field; declare password fields with `password: true`.
 */
export function validateRecord(
  values: Readonly<Record<string, unknown>>,
  rules: Readonly<Record<string, FieldRule>>,
): RecordValidation {
  const errors: Record<string, ValidationError> = {};
  const names = new Set([...Object.keys(rules), ...Object.keys(values)]);
  for (const name of names) {
    const rule = Object.hasOwn(rules, name) ? rules[name] : undefined;
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    const error = validateField(value, rule ?? {});
    // defineProperty, so a field named __proto__ cannot reach the prototype
    if (error)
      Object.defineProperty(errors, name, {
        value: error,
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  const missing = Object.values(errors).some((error) => error.key === 'validation.required');
  return {
    valid: Object.keys(errors).length === 0,
    errors,
    formError: missing ? fail('validation.mandatoryFields') : null,
  };
}
