import { clampNumber } from '../validation/clamp-number.ts';
import { checkFieldName } from '../validation/admin-rules.ts';
import { fail, type ValidationError, type ValidationResult } from '../validation/messages.ts';
import { checkForbiddenCharacters } from '../validation/text-rules.ts';
import { validateField, type FieldRule } from '../validation/validate-field.ts';

/** The kinds of input a custom user field can be (admin "type" column). */
export const USER_FIELD_TYPES = ['text', 'number', 'email', 'phone', 'mobile', 'url', 'select'] as const;
export type UserFieldType = (typeof USER_FIELD_TYPES)[number];

export type LabelTranslation = {
  baseTranslation: string;
  translations: { languageCode: string; translation: string }[];
};

/** Spec §3: config is a JSON object with the label and its translations (plus type-specific settings). */
export type UserFieldConfig = {
  label: string;
  labelTranslation: LabelTranslation;
  /** select: the choices. */
  options?: string[];
  /** number: clamping on blur (spec §5). */
  min?: number;
  max?: number;
  step?: number;
  allowNegative?: boolean;
};

export type UserFieldDefinition = {
  fieldName: string;
  type: UserFieldType;
  required: boolean;
  inUse: boolean;
  config: UserFieldConfig;
  defaultValue: string;
};

/** The label in a language: its translation, else the base translation, else the plain label. */
export function userFieldLabel(config: UserFieldConfig, language: string): string {
  const translated = config.labelTranslation.translations.find((t) => t.languageCode === language);
  return translated?.translation || config.labelTranslation.baseTranslation || config.label;
}

/** The shared validation rule of a field's value (spec §5 kinds). */
export function userFieldRule(field: Pick<UserFieldDefinition, 'type' | 'required' | 'config'>): FieldRule {
  const kinds: Partial<Record<UserFieldType, FieldRule['kind']>> = {
    number: 'number',
    email: 'email',
    phone: 'phone',
    mobile: 'mobile',
    url: 'url',
  };
  if (field.type === 'select') {
    return { required: field.required, kind: 'custom', oneOf: field.config.options ?? [] };
  }
  if (field.type === 'number' && field.config.allowNegative) {
    return { required: field.required, kind: 'custom', pattern: '-?\\d+', messageKey: 'validation.number' };
  }
  const kind = kinds[field.type];
  return kind ? { required: field.required, kind } : { required: field.required };
}

/** A number field's value after blur: clamped to min/max, no negatives unless allowed, up to the step. */
export function clampUserFieldNumber(value: string, config: UserFieldConfig): string {
  if (value.trim() === '' || Number.isNaN(Number(value))) return value;
  return String(
    clampNumber(Number(value), {
      ...(config.min !== undefined ? { min: config.min } : {}),
      ...(config.max !== undefined ? { max: config.max } : {}),
      ...(config.step !== undefined ? { step: config.step } : {}),
      allowNegative: config.allowNegative ?? false,
    }),
  );
}

/**
 * An admin's field definition: field name (letters and digits), a label, a known type, select options
 * and texts without forbidden characters. Errors by input name.
 */
export function validateUserFieldDefinition(field: UserFieldDefinition): Record<string, ValidationError> {
  const errors: Record<string, ValidationError> = {};
  const name = checkFieldName(field.fieldName);
  if (name) errors.fieldName = name;
  const label = validateField(field.config.label, { required: true });
  if (label) errors.label = label;
  if (!(USER_FIELD_TYPES as readonly string[]).includes(field.type))
    errors.type = fail('validation.required');
  if (field.type === 'select' && (field.config.options ?? []).filter((o) => o.trim()).length === 0) {
    errors.options = fail('validation.required');
  }
  const texts = [
    field.config.labelTranslation.baseTranslation,
    ...field.config.labelTranslation.translations.map((t) => t.translation),
    ...(field.config.options ?? []),
    field.defaultValue,
  ];
  const forbidden = texts.map(checkForbiddenCharacters).find((result): result is ValidationError => !!result);
  if (forbidden && !errors.label) errors.label = forbidden;
  return errors;
}

/** One custom field value against its definition. */
export function validateUserFieldValue(
  field: Pick<UserFieldDefinition, 'type' | 'required' | 'config'>,
  value: string,
): ValidationResult {
  return validateField(value, userFieldRule(field));
}
