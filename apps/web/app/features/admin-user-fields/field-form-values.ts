import type { UserFieldInput } from '@print/core/users/user-field-admin';
import type { UserFieldType } from '@print/core/users/user-fields';
import type { ValidationError } from '@print/core/validation/messages';
import { numberSettingsOf } from '../../ui/admin-kit/field-library.ts';
import type { UserGenericField } from '../../lib/i18n/user-fields-query.ts';

/** What the user-field form holds while typing: numbers and options as text. */
export type FieldFormValues = {
  fieldName: string;
  type: UserFieldType;
  required: boolean;
  use: boolean;
  label: string;
  /** Label per language code (the tenant's languages besides the default). */
  translations: Record<string, string>;
  /** select: one option per line. */
  options: string;
  min: string;
  max: string;
  step: string;
  allowNegative: boolean;
  defaultValue: string;
};

const numberText = (value: number | undefined) => (value === undefined ? '' : String(value));

/** The form's start values: the field's, or an empty text field in use. */
export function formValuesOf(field: UserGenericField | null): FieldFormValues {
  const config = field?.config;
  return {
    fieldName: field?.fieldName ?? '',
    type: field?.type ?? 'text',
    required: field?.required ?? false,
    use: field?.use ?? true,
    label: config?.label ?? '',
    translations: Object.fromEntries(
      (config?.labelTranslation.translations ?? []).map((text) => [text.languageCode, text.translation]),
    ),
    options: (config?.options ?? []).join('\n'),
    min: numberText(config?.min),
    max: numberText(config?.max),
    step: numberText(config?.step),
    allowNegative: config?.allowNegative ?? false,
    defaultValue: field?.defaultValue ?? '',
  };
}

/**
 * The API input of the form, and the errors of number settings that are not numbers (the shared
 * definition rules run on the input afterwards, in the browser and again on the server).
 */
export function fieldInputOf(
  values: FieldFormValues,
  languages: readonly string[],
): { input: UserFieldInput; errors: Record<string, ValidationError> } {
  const numbers = numberSettingsOf(values);
  const input: UserFieldInput = {
    fieldName: values.fieldName,
    type: values.type,
    required: values.required,
    use: values.use,
    label: values.label,
    labelTranslations: languages
      .filter((code) => (values.translations[code] ?? '').trim() !== '')
      .map((code) => ({ languageCode: code, translation: values.translations[code] ?? '' })),
    options: values.type === 'select' ? values.options.split('\n') : [],
    min: numbers.min,
    max: numbers.max,
    step: numbers.step,
    allowNegative: values.type === 'number' && values.allowNegative,
    defaultValue: values.defaultValue,
  };
  return { input, errors: numbers.errors };
}
