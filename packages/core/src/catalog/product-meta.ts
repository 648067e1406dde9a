import { fail, type ValidationError } from '../validation/messages.ts';
import { checkMaxLength } from '../validation/text-rules.ts';
import { validateField, type FieldKind, type RecordValidation } from '../validation/validate-field.ts';
import type { ProductMetaFieldType } from './product-field-admin.ts';

// The product editor's Meta Fields tab (spec §2): the product's SEO title and description per language
// and its values of the tenant's product meta fields. Checked in the browser before sending and again
// by the server. Texts (text, multiline) are kept per language; a URL or a number is one value for every
// language, stored under the tenant's default language (readers fall back to it).

/** What search results show at most; longer texts are allowed but cut there (the editor counts). */
export const SEO_TITLE_RECOMMENDED_LENGTH = 60;
export const SEO_DESCRIPTION_RECOMMENDED_LENGTH = 160;
/** Hard limits, far above what a search engine shows, so a pasted paragraph is refused clearly. */
export const SEO_TITLE_MAX_LENGTH = 200;
export const SEO_DESCRIPTION_MAX_LENGTH = 1000;
export const META_VALUE_MAX_LENGTH = 5000;

/** A meta field as the tab needs it (the tenant's definition). */
export type ProductMetaFieldDefinition = { name: string; type: ProductMetaFieldType; required: boolean };

export type ProductMetaInput = {
  /** Language code → text. */
  seoTitle: Record<string, string>;
  seoDescription: Record<string, string>;
  /** Meta field name → language code → value. */
  values: Record<string, Record<string, string>>;
};

/** Whether a meta field of this type holds one value per language (texts) or one for all (URL, number). */
export const isPerLanguageMetaType = (type: ProductMetaFieldType): boolean =>
  type === 'text' || type === 'multiline';

const KIND: Partial<Record<ProductMetaFieldType, FieldKind>> = { url: 'url', number: 'number' };

/** The key of a value's error (and its input's name): `seoTitle.de-DE`, `meta.color.en-GB`, `meta.size`. */
export const metaValueKey = (field: ProductMetaFieldDefinition, language: string): string =>
  isPerLanguageMetaType(field.type) ? `meta.${field.name}.${language}` : `meta.${field.name}`;

/**
 * The input reduced to what can be stored: the tenant's languages only, texts trimmed, empty ones and
 * values of unknown fields dropped, a URL or number kept once under the default language.
 */
export function normalizeProductMeta(
  input: ProductMetaInput,
  fields: readonly ProductMetaFieldDefinition[],
  languages: readonly string[],
  defaultLanguage: string,
): ProductMetaInput {
  const texts = (byLanguage: Record<string, string> | undefined, only = languages) =>
    Object.fromEntries(
      only.flatMap((language) => {
        const text = byLanguage?.[language]?.trim() ?? '';
        return text === '' ? [] : [[language, text]];
      }),
    );
  const values: Record<string, Record<string, string>> = {};
  for (const field of fields) {
    const given = Object.hasOwn(input.values, field.name) ? input.values[field.name] : undefined;
    const kept = texts(given, isPerLanguageMetaType(field.type) ? languages : [defaultLanguage]);
    if (Object.keys(kept).length > 0) values[field.name] = kept;
  }
  return { seoTitle: texts(input.seoTitle), seoDescription: texts(input.seoDescription), values };
}

/**
 * The tab's rules on normalized input: forbidden characters and length everywhere, a required meta
 * field filled in the default language (or once, for a URL or number), a URL https, a number whole.
 */
export function validateProductMeta(
  input: ProductMetaInput,
  fields: readonly ProductMetaFieldDefinition[],
  languages: readonly string[],
  defaultLanguage: string,
): RecordValidation {
  const errors: Record<string, ValidationError> = {};
  const add = (name: string, error: ValidationError | null) => {
    if (error && !errors[name]) errors[name] = error;
  };
  for (const language of languages) {
    const title = input.seoTitle[language] ?? '';
    add(`seoTitle.${language}`, validateField(title) ?? checkMaxLength(title, SEO_TITLE_MAX_LENGTH));
    const description = input.seoDescription[language] ?? '';
    add(
      `seoDescription.${language}`,
      validateField(description) ?? checkMaxLength(description, SEO_DESCRIPTION_MAX_LENGTH),
    );
  }
  for (const field of fields) {
    const perLanguage = isPerLanguageMetaType(field.type);
    const given = input.values[field.name] ?? {};
    for (const language of perLanguage ? languages : [defaultLanguage]) {
      const value = given[language] ?? '';
      const rule = { required: field.required && language === defaultLanguage, kind: KIND[field.type] };
      add(
        metaValueKey(field, language),
        validateField(value, rule) ?? checkMaxLength(value, META_VALUE_MAX_LENGTH),
      );
    }
  }
  const missing = Object.values(errors).some((error) => error.key === 'validation.required');
  return {
    valid: Object.keys(errors).length === 0,
    errors,
    formError: missing ? fail('validation.mandatoryFields') : null,
  };
}
