import { localizedText } from '@print/core/i18n/localized-text';
import { PRODUCT_FIELD_TYPES } from '@print/core/print/product-field';
import type { ProductField, ProductFieldType } from '@print/core/print/product-field';
import { validateTemplate } from '@print/core/print/template';
import type { Template } from '@print/core/print/template';

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
};

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
  }));
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
