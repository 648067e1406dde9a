import { MAX_PRINT_IMAGE_BYTES, PRINT_IMAGE_TYPES } from '@print/core/media/print-image-limits';
import type { Prefill } from '@print/core/print/form-state';
import { valueOf } from '@print/core/print/product-field';
import type { ProductField } from '@print/core/print/product-field';
import { TEMPLATE_VERSION } from '@print/core/print/template';
import type { Template } from '@print/core/print/template';
import type { ValidationError } from '@print/core/validation/messages';
import { PROFILE_FIELDS } from '@print/core/users/profile';
import { userInputFailure } from '../../lib/api/user-input-error.ts';
import { readTemplate, toProductFields } from '../../lib/print/print-model.ts';
import type { ProductFormProduct } from './product-form-types.ts';

// Reading the product into core's print model is shared with the content release (lib/print).
export { pageLabel, readTemplate, toProductFields } from '../../lib/print/print-model.ts';

// The pure parts of the product form: adapting the product page's data to core's print model,
// the prefill, the upload rules and where a failed save's messages go.

export type FormModel = {
  /** The product's checked template, or null: then the form offers the fields without a preview. */
  template: Template | null;
  /** What core's form state works on; without a template a single page of fields. */
  context: { template: Template; fields: ProductField[] };
};

/** The page of a product without a template: no elements, so every field is offered on it. */
export const FIELDS_ONLY_PAGE = 'fields';

const fieldsOnlyTemplate = (): Template => ({
  version: TEMPLATE_VERSION,
  size: { width: 1, height: 1 },
  bleed: 0,
  pages: [{ id: FIELDS_ONLY_PAGE, name: FIELDS_ONLY_PAGE, elements: [] }],
});

export function productFormModel(
  product: Pick<ProductFormProduct, 'fields' | 'template'>,
  language: string,
): FormModel {
  const template = readTemplate(product.template);
  const fields = toProductFields(product.fields, language);
  return { template, context: { template: template ?? fieldsOnlyTemplate(), fields } };
}

/** The part of the `me` query the prefill needs. */
export type PrefillUser = Partial<Record<(typeof PROFILE_FIELDS)[number], string>> & {
  email: string | null;
  customFields: { fieldName: string; value: string }[];
};

/** Profile values (and the account e-mail) and custom user-field values, matched by field name. */
export function prefillFromUser(user: PrefillUser | null | undefined): Prefill {
  if (!user) return {};
  const profile: Record<string, string> = {};
  for (const name of PROFILE_FIELDS) {
    const value = user[name];
    if (typeof value === 'string' && value.trim() !== '') profile[name] = value;
  }
  if (user.email) profile.email = user.email;
  const userFields: Record<string, string> = {};
  for (const { fieldName, value } of user.customFields ?? []) {
    if (typeof value === 'string' && value.trim() !== '') userFields[fieldName] = value;
  }
  return { profile, userFields };
}

/** Whether the values typed differ from those the form started with (then closing asks first). */
export function hasChanges(
  custom: Readonly<Record<string, string>>,
  start: Readonly<Record<string, string>>,
) {
  const names = new Set([...Object.keys(custom), ...Object.keys(start)]);
  return [...names].some((name) => valueOf(custom, name) !== valueOf(start, name));
}

/** Uploads the print image fields accept (the limits of core's print-image-limits; the server checks again). */
export const IMAGE_TYPES = PRINT_IMAGE_TYPES;
export const MAX_IMAGE_BYTES = MAX_PRINT_IMAGE_BYTES;

/** The message key for a file the upload refuses, or null when it may be sent. */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'shop.formImageType';
  if (file.size > MAX_IMAGE_BYTES) return 'shop.formImageTooLarge';
  return null;
}

/** Spec §8: a failed cart change shows this unless the server named a more precise reason. */
export const CART_ERROR_KEY = 'shop.addToCartError';

export type SaveFailure = {
  /** The toast: the server's message key (e.g. shop.productNotAvailable), else the cart error. */
  toast: ValidationError;
  /** Errors of the server's checks at the fields they concern (e.g. forbidden characters). */
  fields: Record<string, ValidationError>;
};

/** Where the messages of a failed save go; the values typed stay as they are. */
export function saveFailure(error: unknown): SaveFailure {
  const failure = userInputFailure(error);
  if (!failure) return { toast: { key: CART_ERROR_KEY }, fields: {} };
  const first = Object.values(failure.fields)[0];
  const toast = first?.key === failure.key ? first : { key: failure.key };
  return { toast, fields: failure.fields };
}
