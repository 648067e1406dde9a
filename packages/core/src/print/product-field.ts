import { isEmptyValue } from '../validation/text-rules.ts';
import { validateField } from '../validation/validate-field.ts';
import type { FieldRule } from '../validation/validate-field.ts';
import type { ValidationResult } from '../validation/messages.ts';
import type { ElementConditions, FieldValues } from './template-types.ts';

/** The input kinds of a product field (the server's product_field.type). */
export const PRODUCT_FIELD_TYPES = [
  'text',
  'textarea',
  'email',
  'phone',
  'url',
  'number',
  'image',
  'select',
  'colour',
] as const;
export type ProductFieldType = (typeof PRODUCT_FIELD_TYPES)[number];

/** Spec §3 Product field: name, label, type, default value (or default URL for images). */
export type ProductField = {
  /** Letters and digits (spec §5 field names); templates bind to it. */
  name: string;
  /** Per language, e.g. { 'de-DE': 'Vorname', 'en-GB': 'First name' }. */
  label: Record<string, string>;
  type: ProductFieldType;
  required: boolean;
  defaultValue?: string;
  /** select: the values of the choices (their labels per language travel beside, in the admin/shop views). */
  options?: string[];
  /** number: clamped on blur (spec §5). */
  min?: number;
  max?: number;
  step?: number;
  /**
   * The product's own conditions on this field (admin Fields tab): offered while showWhen holds and
   * hideWhen does not, not required while optionalWhen holds; on top of the template's element conditions.
   */
  conditions?: ElementConditions;
};

/** A colour field's value: #rrggbb. */
export const COLOUR_PATTERN = /^#[0-9a-fA-F]{6}$/u;

/**
 * The value of a field, '' when absent. Own properties only: field names are user-chosen
 * letters and digits, so `constructor` is a legal name and must not read Object.prototype.
 */
export function valueOf(values: FieldValues, name: string): string {
  if (!Object.hasOwn(values, name)) return '';
  const value = values[name];
  return typeof value === 'string' ? value : '';
}

/** Writes an own, enumerable property, so even a field named `__proto__` cannot reach the prototype. */
export function setOwn<T>(record: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Filled means not blank (the shared notion of empty, spec §5 required). */
export const isFilled = (values: FieldValues, name: string): boolean => !isEmptyValue(valueOf(values, name));

const KIND_BY_TYPE: Partial<Record<ProductFieldType, FieldRule['kind']>> = {
  email: 'email',
  phone: 'phone',
  url: 'url',
  number: 'number',
};

/**
 * The shared spec §5 rule for a product field's value. `required` is passed in because whether a
 * field is required depends on the template's conditions (conditions.ts), not only on the field.
 */
export function productFieldRule(field: ProductField, required: boolean): FieldRule {
  if (field.type === 'select' && field.options && field.options.length > 0) {
    return { required, kind: 'custom', oneOf: field.options };
  }
  if (field.type === 'colour') {
    return { required, kind: 'custom', pattern: COLOUR_PATTERN, messageKey: 'validation.colour' };
  }
  const kind = KIND_BY_TYPE[field.type];
  return kind ? { required, kind } : { required };
}

/** One value against its field: forbidden characters, required, then the type's format. */
export function validateProductFieldValue(
  field: ProductField,
  value: string,
  required: boolean,
): ValidationResult {
  return validateField(value, productFieldRule(field, required));
}

/** Fields by name; a Map, so any name (even `constructor`) is a plain key. */
export function fieldsByName(fields: readonly ProductField[]): Map<string, ProductField> {
  return new Map(fields.map((field) => [field.name, field]));
}
