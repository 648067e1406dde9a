import { NAME_MAX_LENGTH } from '../constants.ts';
import type { ValidationError } from '../validation/messages.ts';
import { checkForbiddenCharacters, checkMaxLength } from '../validation/text-rules.ts';
import type { RecordValidation } from '../validation/validate-field.ts';
import { parseInstant } from '../validation/instant.ts';

// A product variant's rules (spec §3 Product variants: name, code, archived date, published, inherited
// or overwritten field values; §5 the code is unique), run by the Variants tab and again by the server.

/** Letters and digits, then also dots, hyphens and underscores (article codes like BC-STD-MATT). */
export const VARIANT_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
export const VARIANT_NAME_MAX_LENGTH = 200;
export const VARIANT_VALUE_MAX_LENGTH = 500;

export type VariantInput = {
  code: string;
  /** Name per language code. */
  name: Record<string, string>;
  published: boolean;
  /** ISO date (yyyy-mm-dd or a full timestamp), or null: not archived. */
  archivedAt: string | null;
  /** Field name → value where the variant overwrites the product's value; absent = inherited. */
  fieldValues: Record<string, string>;
};

export function checkVariantCode(code: string): ValidationError | null {
  if (code.trim() === '') return { key: 'validation.required' };
  return (
    checkMaxLength(code, NAME_MAX_LENGTH) ??
    (VARIANT_CODE_PATTERN.test(code) ? null : { key: 'admin.variantCodeFormat' })
  );
}

const checkText = (value: string, max: number) =>
  checkForbiddenCharacters(value) ?? checkMaxLength(value, max);

/** A date the archived-date field accepts: yyyy-mm-dd, or an ISO timestamp (parseInstant). */
export function isArchiveDate(value: string): boolean {
  return parseInstant(value) !== null;
}

/**
 * Field names: code, name.<language>, archivedAt, fieldValues.<field>. The name in the shop's default
 * language is required; other languages fall back to it. `fieldNames`: the product's fields a variant
 * may overwrite.
 */
export function validateVariant(
  input: VariantInput,
  options: { defaultLanguage: string; fieldNames: readonly string[] },
): RecordValidation {
  const errors: Record<string, ValidationError> = {};
  const set = (field: string, error: ValidationError | null) => {
    if (error) errors[field] = error;
  };
  set('code', checkVariantCode(input.code));
  if ((input.name[options.defaultLanguage] ?? '').trim() === '') {
    set(`name.${options.defaultLanguage}`, { key: 'validation.required' });
  }
  for (const [language, text] of Object.entries(input.name)) {
    set(`name.${language}`, checkText(text, VARIANT_NAME_MAX_LENGTH));
  }
  if (input.archivedAt !== null && !isArchiveDate(input.archivedAt)) {
    set('archivedAt', { key: 'validation.required' });
  }
  for (const [field, value] of Object.entries(input.fieldValues)) {
    if (!options.fieldNames.includes(field)) set(`fieldValues.${field}`, { key: 'admin.fieldNotOnProduct' });
    else set(`fieldValues.${field}`, checkText(value, VARIANT_VALUE_MAX_LENGTH));
  }
  const missing = errors.code?.key === 'validation.required' || errors[`name.${options.defaultLanguage}`];
  return {
    valid: Object.keys(errors).length === 0,
    errors,
    formError: missing ? { key: 'validation.mandatoryFields' } : null,
  };
}

/** The values a variant's form shows: its own where it overwrites, else the product's (inherited). */
export function resolvedVariantValues(
  productDefaults: Readonly<Record<string, string | null>>,
  overrides: Readonly<Record<string, string>>,
): Record<string, { value: string; inherited: boolean }> {
  const result: Record<string, { value: string; inherited: boolean }> = {};
  for (const [field, value] of Object.entries(productDefaults)) {
    result[field] =
      field in overrides
        ? { value: overrides[field]!, inherited: false }
        : { value: value ?? '', inherited: true };
  }
  return result;
}
