import { TAX_CATEGORIES, type TaxCategory } from '../pricing/tax-categories.ts';
import { NAME_MAX_LENGTH } from '../constants.ts';
import { checkRichText } from '../rich-text/read-rich-text.ts';
import { checkSlug } from '../validation/admin-rules.ts';
import { fail, type ValidationError } from '../validation/messages.ts';
import { checkForbiddenCharacters, checkMaxLength } from '../validation/text-rules.ts';
import type { RecordValidation } from '../validation/validate-field.ts';
import type { ProductPaymentMode } from './product-list.ts';

// The product editor's Settings tab (spec §2, §3 Product settings): its input and rules, checked in the
// browser before sending and again by the server.

export const SUBSCRIPTION_INTERVALS = ['day', 'week', 'month', 'year'] as const;
export type SubscriptionInterval = (typeof SUBSCRIPTION_INTERVALS)[number];

/** The print templates a product can use (keys of @print/core print/sample-templates SAMPLE_TEMPLATES). */
export const PRODUCT_TEMPLATE_KEYS = ['businessCard', 'flyerA6'] as const;
export type ProductTemplateKey = (typeof PRODUCT_TEMPLATE_KEYS)[number];

export const PRODUCT_NAME_MAX_LENGTH = 200;
/** Characters of a description's text (its formatting not counted). */
export const PRODUCT_DESCRIPTION_MAX_LENGTH = 10_000;
export const TRIAL_DAYS_MAX = 365;

export type ProductSettingsInput = {
  /** Language code → text; the tenant's default language is required. */
  names: Record<string, string>;
  /** Language code → rich text as Slate JSON (decision 0050); legacy plain text is read as paragraphs. */
  descriptions: Record<string, string>;
  slug: string;
  articleCode: string;
  published: boolean;
  orderable: boolean;
  paymentMode: ProductPaymentMode;
  /** Required for a subscription, ignored otherwise. */
  subscriptionInterval: SubscriptionInterval | null;
  trialDays: number | null;
  taxCategory: TaxCategory;
  /** A sample template, or null for a product without personalisation. */
  templateKey: ProductTemplateKey | null;
};

/** A product's name in one language (the Settings tab's and in-page editing's rule). */
export const checkProductName = (name: string): ValidationError | null =>
  checkForbiddenCharacters(name) ?? checkMaxLength(name, PRODUCT_NAME_MAX_LENGTH);

/** A product's description in one language: Slate JSON of the allowed shapes, its text bounded. */
export const checkProductDescription = (text: string): ValidationError | null =>
  checkRichText(text, PRODUCT_DESCRIPTION_MAX_LENGTH);

/** The settings' rules; errors keyed `names.<language>`, `descriptions.<language>`, `slug`, … */
export function validateProductSettings(
  input: ProductSettingsInput,
  defaultLanguage: string,
): RecordValidation {
  const errors: Record<string, ValidationError> = {};
  const add = (name: string, error: ValidationError | null) => {
    if (error && !errors[name]) errors[name] = error;
  };
  if (!input.names[defaultLanguage]?.trim()) add(`names.${defaultLanguage}`, fail('validation.required'));
  for (const [language, name] of Object.entries(input.names))
    add(`names.${language}`, checkProductName(name));
  for (const [language, text] of Object.entries(input.descriptions))
    add(`descriptions.${language}`, checkProductDescription(text));
  add('slug', input.slug.trim() === '' ? fail('validation.required') : checkSlug(input.slug.trim()));
  add('slug', checkMaxLength(input.slug, PRODUCT_NAME_MAX_LENGTH));
  add(
    'articleCode',
    checkForbiddenCharacters(input.articleCode) ?? checkMaxLength(input.articleCode, NAME_MAX_LENGTH),
  );
  if (input.paymentMode === 'subscription' && !input.subscriptionInterval)
    add('subscriptionInterval', fail('validation.required'));
  if (
    input.trialDays !== null &&
    (!Number.isInteger(input.trialDays) || input.trialDays < 0 || input.trialDays > TRIAL_DAYS_MAX)
  )
    add('trialDays', fail('validation.number'));
  if (!(TAX_CATEGORIES as readonly string[]).includes(input.taxCategory))
    add('taxCategory', fail('validation.required'));
  const missing = Object.values(errors).some((error) => error.key === 'validation.required');
  return {
    valid: Object.keys(errors).length === 0,
    errors,
    formError: missing ? fail('validation.mandatoryFields') : null,
  };
}

const TRANSLITERATION: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/** A slug suggested from a name: `Visitenkarten Größe A` → `visitenkarten-groesse-a`. */
export function suggestSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[äöüß]/g, (char) => TRANSLITERATION[char]!)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}
