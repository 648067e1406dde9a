import type { LocalizedText } from '../i18n/localized-text.ts';
import { parseCondition } from '../print/conditions.ts';
import { validateProductFieldValue } from '../print/product-field.ts';
import type { ProductField } from '../print/product-field.ts';
import type { Condition, ElementConditions } from '../print/template-types.ts';
import type { ValidationError } from '../validation/messages.ts';
import { validateField } from '../validation/validate-field.ts';
import { checkDefaultUrl } from './product-field-admin.ts';

// A product's use of library fields (the product editor's Fields tab): per field nullable overrides
// of label, required and default, and conditions on another field of the same product.

export const CONDITION_KINDS = ['showWhen', 'hideWhen', 'optionalWhen'] as const;
export type ConditionKind = (typeof CONDITION_KINDS)[number];

export const COMPARISONS = ['equals', 'notEquals', 'empty', 'notEmpty'] as const;
export type Comparison = (typeof COMPARISONS)[number];

/** One field of the product as the Fields tab sends it (in form order). */
export type ProductFieldUseInput = {
  fieldId: string;
  /** null = the library's label; else the texts per language (empty ones fall back to the library). */
  label: LocalizedText | null;
  required: boolean | null;
  /** null = the library's default (value, or picture for an image field). */
  defaultValue: string | null;
  conditions: ElementConditions;
};

/** The library field a use refers to, as far as the rules need it. */
export type LibraryFieldFacts = Pick<ProductField, 'name' | 'type' | 'options'>;

/** A comparison the editor offers: `field` compared with a constant, or tested for emptiness. */
export type SimpleCondition = { field: string; comparison: Comparison; value: string };

export function simpleCondition(condition: Condition | undefined): SimpleCondition | null {
  if (!condition || !('field' in condition)) return null;
  if ('equals' in condition) return { field: condition.field, comparison: 'equals', value: condition.equals };
  if ('notEquals' in condition)
    return { field: condition.field, comparison: 'notEquals', value: condition.notEquals };
  if ('empty' in condition) return { field: condition.field, comparison: 'empty', value: '' };
  return { field: condition.field, comparison: 'notEmpty', value: '' };
}

export function conditionOf({ field, comparison, value }: SimpleCondition): Condition {
  if (comparison === 'equals') return { field, equals: value };
  if (comparison === 'notEquals') return { field, notEquals: value };
  return comparison === 'empty' ? { field, empty: true } : { field, notEmpty: true };
}

const trimmedLabel = (label: LocalizedText | null, languages: readonly string[]): LocalizedText | null => {
  if (label === null) return null;
  const kept = Object.entries(label)
    .map(([language, text]) => [language, text.trim()] as const)
    .filter(([language, text]) => text !== '' && languages.includes(language));
  return kept.length ? Object.fromEntries(kept) : null;
};

/** Texts trimmed; a label with no text left, or an empty default, means "as the library says". */
export function normalizeFieldUse(
  input: ProductFieldUseInput,
  languages: readonly string[],
): ProductFieldUseInput {
  const conditions: ElementConditions = {};
  for (const kind of CONDITION_KINDS) {
    const condition = input.conditions[kind];
    if (condition) conditions[kind] = condition;
  }
  return {
    fieldId: input.fieldId,
    label: trimmedLabel(input.label, languages),
    required: input.required,
    defaultValue:
      input.defaultValue === null || input.defaultValue.trim() === '' ? null : input.defaultValue.trim(),
    conditions,
  };
}

/**
 * The rules of one use, errors by input name: texts without the forbidden characters, a default the
 * field accepts, and each condition a simple comparison on another field of this product.
 */
export function validateFieldUse(
  use: ProductFieldUseInput,
  field: LibraryFieldFacts,
  productFieldNames: readonly string[],
): Record<string, ValidationError> {
  const errors: Record<string, ValidationError> = {};
  const add = (name: string, error: ValidationError | null) => {
    if (error && !errors[name]) errors[name] = error;
  };
  for (const text of Object.values(use.label ?? {})) add('label', validateField(text));
  if (use.defaultValue !== null) {
    add(
      'defaultValue',
      field.type === 'image'
        ? checkDefaultUrl(use.defaultValue)
        : validateProductFieldValue({ ...field, label: {}, required: false }, use.defaultValue, false),
    );
  }
  for (const kind of CONDITION_KINDS) {
    const raw = use.conditions[kind];
    if (raw === undefined) continue;
    const parsed = parseCondition(raw, kind, []);
    const simple = simpleCondition(parsed);
    if (!simple || !productFieldNames.includes(simple.field) || simple.field === field.name) {
      add(kind, { key: 'admin.fieldConditionInvalid' });
    } else add(kind, validateField(simple.value));
  }
  return errors;
}
