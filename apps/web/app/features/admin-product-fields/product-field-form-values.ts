import {
  normalizeProductFieldInput,
  validateProductFieldDefinition,
  type ProductFieldDefinitionInput as CoreInput,
} from '@print/core/catalog/product-field-admin';
import type { LocalizedText } from '@print/core/i18n/localized-text';
import type { ProductFieldType } from '@print/core/print/product-field';
import type { ValidationError } from '@print/core/validation/messages';
import { numberSettingsOf } from '../../ui/admin-kit/field-library.ts';
import { languageTexts } from './localized-text-fields.tsx';
import type { LibraryField, ProductFieldDefinitionInput } from './product-fields-api.ts';

/** What the library field form holds while typing: numbers as text. */
export type ProductFieldFormValues = {
  name: string;
  type: ProductFieldType;
  required: boolean;
  label: LocalizedText;
  options: { value: string; label: LocalizedText }[];
  min: string;
  max: string;
  step: string;
  defaultValue: string;
  defaultUrl: string;
};

const numberText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export function productFieldFormValues(field: LibraryField | null): ProductFieldFormValues {
  return {
    name: field?.name ?? '',
    type: (field?.type as ProductFieldType | undefined) ?? 'text',
    required: field?.required ?? false,
    label: { ...(field?.label ?? {}) },
    options: (field?.options ?? []).map((option) => ({ value: option.value, label: { ...option.label } })),
    min: numberText(field?.min),
    max: numberText(field?.max),
    step: numberText(field?.step),
    defaultValue: field?.defaultValue ?? '',
    defaultUrl: field?.defaultUrl ?? '',
  };
}

/**
 * The API input of the form and every error the shared rules find (numbers that are not numbers, then
 * the library rules of @print/core, as the server runs them again).
 */
export function productFieldInputOf(
  values: ProductFieldFormValues,
  languages: readonly string[],
  defaultLanguage: string,
): { input: ProductFieldDefinitionInput; errors: Record<string, ValidationError> } {
  const numbers = numberSettingsOf(values);
  const core: CoreInput = normalizeProductFieldInput(
    {
      name: values.name,
      type: values.type,
      required: values.required,
      label: values.label,
      options: values.options,
      min: numbers.min,
      max: numbers.max,
      step: numbers.step,
      defaultValue: values.defaultValue,
      defaultUrl: values.defaultUrl,
    },
    languages,
  );
  const input: ProductFieldDefinitionInput = {
    name: core.name,
    type: core.type,
    required: core.required,
    label: languageTexts(core.label),
    options: core.options.map((option) => ({ value: option.value, label: languageTexts(option.label) })),
    min: core.min,
    max: core.max,
    step: core.step,
    defaultValue: core.defaultValue,
    defaultUrl: core.defaultUrl,
  };
  return { input, errors: { ...validateProductFieldDefinition(core, defaultLanguage), ...numbers.errors } };
}
