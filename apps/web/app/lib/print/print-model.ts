import { localizedText } from '@print/core/i18n/localized-text';
import { PRODUCT_FIELD_TYPES } from '@print/core/print/product-field';
import type { ProductField, ProductFieldType } from '@print/core/print/product-field';
import { validateTemplate } from '@print/core/print/template';
import type { Template } from '@print/core/print/template';
import { parseCondition } from '@print/core/print/conditions';
import type { ElementConditions } from '@print/core/print/template-types';

// A personalisable product as the API hands it to the browser (fields with translated labels, the
// template as untrusted JSON), read into core's print model. Shared by the product form and the
// content release of the cart and the order pages.

/** A personalisation field as the product queries return it (label already translated). */
export type ApiProductField = {
  name: string;
  label: string;
  type: string;
  required: boolean;
  defaultValue: string | null;
  /** select: the choices, labelled in the caller's language (absent where a query leaves them out). */
  options?: readonly { value: string; label: string }[];
  /** number: clamping on blur. */
  min?: number | null;
  max?: number | null;
  step?: number | null;
  /** The product's own conditions on the field (untrusted JSON: showWhen, hideWhen, optionalWhen). */
  conditions?: unknown;
};

/** The product's conditions on a field, each checked like a template's (an unreadable one is left out). */
function readConditions(input: unknown): ElementConditions | undefined {
  if (typeof input !== 'object' || input === null) return undefined;
  const conditions: ElementConditions = {};
  for (const kind of ['showWhen', 'hideWhen', 'optionalWhen'] as const) {
    const raw = (input as Record<string, unknown>)[kind];
    const parsed = raw === undefined ? undefined : parseCondition(raw, kind, []);
    if (parsed) conditions[kind] = parsed;
  }
  return Object.keys(conditions).length ? conditions : undefined;
}

const isFieldType = (type: string): type is ProductFieldType =>
  (PRODUCT_FIELD_TYPES as readonly string[]).includes(type);

/** The API's fields (labels already translated) as core fields; an unknown type is text. */
export function toProductFields(fields: readonly ApiProductField[], language: string): ProductField[] {
  return fields.map((field) => ({
    name: field.name,
    label: { [language]: field.label },
    type: isFieldType(field.type) ? field.type : 'text',
    required: field.required,
    ...(field.defaultValue !== null && field.defaultValue !== '' ? { defaultValue: field.defaultValue } : {}),
    ...(field.options?.length ? { options: field.options.map((option) => option.value) } : {}),
    ...(typeof field.min === 'number' ? { min: field.min } : {}),
    ...(typeof field.max === 'number' ? { max: field.max } : {}),
    ...(typeof field.step === 'number' ? { step: field.step } : {}),
    ...optional('conditions', readConditions(field.conditions)),
  }));
}

function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}

/** The template if the untrusted JSON is a valid one, else null. */
export function readTemplate(input: unknown): Template | null {
  if (input === null || input === undefined) return null;
  const checked = validateTemplate(input);
  return checked.ok ? checked.template : null;
}

/** The label of a template page (step, preview tab) in the current language, else its name. */
export function pageLabel(
  page: { name: string; label?: Record<string, string> },
  language: string,
  tenantDefault: string,
): string {
  return localizedText(page.label, language, tenantDefault) || page.name;
}
