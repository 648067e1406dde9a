import type { LocalizedText } from '../i18n/localized-text.ts';
import { PRODUCT_FIELD_TYPES, validateProductFieldValue } from '../print/product-field.ts';
import type { ProductFieldType } from '../print/product-field.ts';
import { checkFieldName } from '../validation/admin-rules.ts';
import { fail, type ValidationError } from '../validation/messages.ts';
import { checkUrl } from '../validation/text-rules.ts';
import { validateField } from '../validation/validate-field.ts';

// The admin's product-field library (spec §2 Product fields, §3 Product field, §5 field name): what the
// form sends, how it becomes the stored field, and the rules the browser and the server both apply.

export type ProductFieldOption = { value: string; label: LocalizedText };

/** A library field as the admin form sends it. */
export type ProductFieldDefinitionInput = {
  name: string;
  type: ProductFieldType;
  required: boolean;
  /** Per tenant language; the default language's text is required. */
  label: LocalizedText;
  /** select: the choices with their labels per language. */
  options: ProductFieldOption[];
  /** number: clamping on blur (spec §5). */
  min: number | null;
  max: number | null;
  step: number | null;
  defaultValue: string;
  /** image: the picture shown until the shopper uploads one. */
  defaultUrl: string;
};

const trimTexts = (texts: LocalizedText, languages: readonly string[]): LocalizedText =>
  Object.fromEntries(
    Object.entries(texts)
      .map(([language, text]) => [language, text.trim()] as const)
      .filter(([language, text]) => text !== '' && languages.includes(language)),
  );

/**
 * The stored shape of a form's input: texts trimmed, texts of other languages dropped, options only for
 * selects (empty rows dropped), number settings only for numbers, a default URL only for images.
 */
export function normalizeProductFieldInput(
  input: ProductFieldDefinitionInput,
  languages: readonly string[],
): ProductFieldDefinitionInput {
  const isNumber = input.type === 'number';
  return {
    name: input.name.trim(),
    type: input.type,
    required: input.required,
    label: trimTexts(input.label, languages),
    options:
      input.type === 'select'
        ? input.options
            .map((option) => ({ value: option.value.trim(), label: trimTexts(option.label, languages) }))
            .filter((option) => option.value !== '')
        : [],
    min: isNumber ? input.min : null,
    max: isNumber ? input.max : null,
    step: isNumber ? input.step : null,
    defaultValue: input.type === 'image' ? '' : input.defaultValue.trim(),
    defaultUrl: input.type === 'image' ? input.defaultUrl.trim() : '',
  };
}

/**
 * The rules of a normalized library field, errors by form input name (empty when it can be saved):
 * field name letters and digits (spec §5), a label in the default language, a known type, at least one
 * option for a select with no value twice, a sensible number range, a default the field accepts and an
 * https default URL for images.
 */
export function validateProductFieldDefinition(
  field: ProductFieldDefinitionInput,
  defaultLanguage: string,
): Record<string, ValidationError> {
  const errors: Record<string, ValidationError> = {};
  const add = (name: string, error: ValidationError | null) => {
    if (error && !errors[name]) errors[name] = error;
  };
  add('name', checkFieldName(field.name));
  if (!(PRODUCT_FIELD_TYPES as readonly string[]).includes(field.type))
    add('type', fail('validation.required'));
  add('label', validateField(field.label[defaultLanguage] ?? '', { required: true }));
  // Texts a shopper or the print sees: none may hold the forbidden characters.
  for (const text of Object.values(field.label)) add('label', validateField(text));
  for (const option of field.options)
    for (const text of [option.value, ...Object.values(option.label)]) add('options', validateField(text));
  if (field.type === 'select') {
    if (field.options.length === 0) add('options', fail('validation.required'));
    const values = field.options.map((option) => option.value);
    if (new Set(values).size !== values.length) add('options', { key: 'admin.fieldOptionTwice' });
  }
  const { min, max, step } = field;
  if (min !== null && max !== null && max < min) add('max', { key: 'admin.fieldMaxBelowMin' });
  if (step !== null && !(step > 0)) add('step', fail('validation.positiveNumber'));
  if (field.defaultValue !== '' && !errors.options) {
    add(
      'defaultValue',
      validateProductFieldValue(
        {
          name: field.name,
          label: field.label,
          type: field.type,
          required: false,
          options: field.options.map((o) => o.value),
        },
        field.defaultValue,
        false,
      ),
    );
  }
  if (field.defaultUrl !== '') add('defaultUrl', checkDefaultUrl(field.defaultUrl));
  return errors;
}

/** An image field's default picture: an https address or a file uploaded to the shop (/media/…). */
export function checkDefaultUrl(value: string): ValidationError | null {
  return validateField(value) ?? (/^\/media\/[\w.-]+$/u.test(value) ? null : checkUrl(value));
}

/** The kinds of a product meta field (spec §2 Product meta fields). */
export const PRODUCT_META_FIELD_TYPES = ['text', 'multiline', 'url', 'number'] as const;
export type ProductMetaFieldType = (typeof PRODUCT_META_FIELD_TYPES)[number];

export type ProductMetaFieldInput = {
  name: string;
  type: ProductMetaFieldType;
  required: boolean;
  label: LocalizedText;
};

export function normalizeProductMetaFieldInput(
  input: ProductMetaFieldInput,
  languages: readonly string[],
): ProductMetaFieldInput {
  return {
    name: input.name.trim(),
    type: input.type,
    required: input.required,
    label: trimTexts(input.label, languages),
  };
}

/** Field name letters and digits, a label in the default language, a known type. */
export function validateProductMetaField(
  field: ProductMetaFieldInput,
  defaultLanguage: string,
): Record<string, ValidationError> {
  const errors: Record<string, ValidationError> = {};
  const add = (name: string, error: ValidationError | null) => {
    if (error && !errors[name]) errors[name] = error;
  };
  add('name', checkFieldName(field.name));
  if (!(PRODUCT_META_FIELD_TYPES as readonly string[]).includes(field.type))
    add('type', fail('validation.required'));
  add('label', validateField(field.label[defaultLanguage] ?? '', { required: true }));
  for (const text of Object.values(field.label)) add('label', validateField(text));
  return errors;
}
