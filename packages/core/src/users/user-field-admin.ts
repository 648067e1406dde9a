import { fail, type ValidationError } from '../validation/messages.ts';
import {
  validateUserFieldDefinition,
  validateUserFieldValue,
  type UserFieldConfig,
  type UserFieldDefinition,
  type UserFieldType,
} from './user-fields.ts';

// The admin's user-field form (spec §2 User-fields table, §3 User generic field): what the form sends,
// how it becomes a stored definition, and the rules both the browser and the server apply.

export type UserFieldInput = {
  fieldName: string;
  type: UserFieldType;
  required: boolean;
  use: boolean;
  /** The label in the tenant's default language (also the base translation). */
  label: string;
  labelTranslations: { languageCode: string; translation: string }[];
  options: string[];
  min: number | null;
  max: number | null;
  step: number | null;
  allowNegative: boolean;
  defaultValue: string;
};

/**
 * The stored definition of a form's input: texts trimmed, empty translations and options dropped,
 * number settings only for number fields and options only for selects.
 */
export function userFieldDefinitionFromInput(input: UserFieldInput): UserFieldDefinition {
  const label = input.label.trim();
  const config: UserFieldConfig = {
    label,
    labelTranslation: {
      baseTranslation: label,
      translations: input.labelTranslations
        .map((text) => ({ languageCode: text.languageCode, translation: text.translation.trim() }))
        .filter((text) => text.translation !== ''),
    },
  };
  if (input.type === 'select') config.options = input.options.map((option) => option.trim()).filter(Boolean);
  if (input.type === 'number') {
    if (input.min !== null) config.min = input.min;
    if (input.max !== null) config.max = input.max;
    if (input.step !== null) config.step = input.step;
    config.allowNegative = input.allowNegative;
  }
  return {
    fieldName: input.fieldName.trim(),
    type: input.type,
    required: input.required,
    inUse: input.use,
    config,
    defaultValue: input.defaultValue.trim(),
  };
}

/**
 * The core definition rules plus: label translations only for the tenant's languages, a sensible number
 * range (max not below min, a positive step) and a default value the field itself would accept.
 * Errors by form input name; empty when the field can be saved.
 */
export function validateUserFieldInput(
  field: UserFieldDefinition,
  languages: readonly string[],
): Record<string, ValidationError> {
  const errors = validateUserFieldDefinition(field);
  const add = (name: string, error: ValidationError | null) => {
    if (error && !errors[name]) errors[name] = error;
  };
  const foreign = field.config.labelTranslation.translations.find(
    (text) => !languages.includes(text.languageCode),
  );
  if (foreign) add('labelTranslations', { key: 'admin.unknownLanguage' });
  const { min, max, step } = field.config;
  if (min !== undefined && max !== undefined && max < min) add('max', { key: 'admin.fieldMaxBelowMin' });
  if (step !== undefined && !(step > 0)) add('step', fail('validation.positiveNumber'));
  if (field.defaultValue !== '' && !errors.options) {
    add('defaultValue', validateUserFieldValue({ ...field, required: false }, field.defaultValue));
  }
  return errors;
}
