import { checkPersonalisation } from '@print/core/print/personalisation-check';
import type { ProductField } from '@print/core/print/product-field';
import { validateTemplate } from '@print/core/print/template';
import { validateField } from '@print/core/validation/validate-field';
import type { ValidationError } from '@print/core/validation/messages';
import type { Tx } from '../../platform/db/client.ts';
import { invalidInput } from '../../platform/errors.ts';
import {
  fieldsOfProducts,
  personalisationOfProduct,
  productFieldOfRow,
  templatesOfProducts,
  type FieldRow,
} from '../catalog/catalog.service.ts';
import { storedMediaPaths } from '../media/media.service.ts';
import type { CartKind } from './cart.tables.ts';

const CART_ERROR = 'shop.addToCartError';
const MAX_VALUE_LENGTH = 5_000;

/**
 * The personalisation of an item, checked with the shared rules of @print/core before it is stored:
 * strings without the forbidden characters, each value in its field's format, no value for a field the
 * product lacks, and, for the cart, every field filled that the template requires now ('Please fill in
 * all mandatory fields.'). Drafts and the watchlist may be incomplete. Returns the clean values.
 */
export async function checkItemValues(
  tx: Tx,
  productId: string,
  values: Record<string, unknown> | null | undefined,
  kind: CartKind,
): Promise<Record<string, string>> {
  const clean: Record<string, string> = {};
  for (const [name, value] of Object.entries(values ?? {})) {
    if (typeof value !== 'string' || value.length > MAX_VALUE_LENGTH) throw invalidInput(CART_ERROR);
    const error = validateField(value);
    if (error) throw invalidInput(error.key, { [name]: error }, error.params);
    // defineProperty: a field may be called `__proto__` or `constructor` without touching the prototype.
    Object.defineProperty(clean, name, { value, enumerable: true, writable: true, configurable: true });
  }
  const { fields, template: stored } = (await personalisationOfProduct(tx, productId)) ?? {
    fields: [],
    template: null,
  };
  const checked = stored ? validateTemplate(stored) : null;
  const check = checkPersonalisation(checked?.ok ? checked.template : null, fields, clean, {
    complete: kind === 'cart',
  });
  if (check.unknown.length) throw invalidInput(CART_ERROR);
  // A value the conditions hide is not printed and was not judged: it is not stored either.
  for (const name of check.hidden) Reflect.deleteProperty(clean, name);
  const errors = { ...check.errors, ...(await foreignImages(tx, fields, clean)) };
  const [firstError] = Object.values(errors);
  if (firstError) throw invalidInput(firstError.key, errors, firstError.params);
  if (check.missing.length) {
    const missing = Object.fromEntries(check.missing.map((name) => [name, { key: 'validation.required' }]));
    throw invalidInput('validation.mandatoryFields', missing);
  }
  return clean;
}

/**
 * Image fields may hold only files uploaded to this shop (`/media/<id>`) or the field's own default
 * picture: never an outside address, which every later viewer (the recipient of a shared draft, the
 * print shop, the PDF renderer) would fetch.
 */
async function foreignImages(
  tx: Tx,
  fields: readonly ProductField[],
  values: Readonly<Record<string, string>>,
): Promise<Record<string, ValidationError>> {
  const images = fields.filter(
    (field) => field.type === 'image' && Object.hasOwn(values, field.name) && values[field.name] !== '',
  );
  if (!images.length) return {};
  const stored = await storedMediaPaths(
    tx,
    images.map((field) => values[field.name]!),
  );
  const errors: Record<string, ValidationError> = {};
  for (const field of images) {
    const value = values[field.name]!;
    if (!stored.has(value) && value !== field.defaultValue)
      errors[field.name] = { key: 'validation.validUrl' };
  }
  return errors;
}

/**
 * The stored items whose personalisation is no longer complete (the product's fields or template
 * changed since): one query for all fields and one for all templates, however many items.
 */
export async function incompleteItems(
  tx: Tx,
  items: readonly { id: string; productId: string; fieldValues: Record<string, string> }[],
): Promise<string[]> {
  const productIds = [...new Set(items.map((item) => item.productId))];
  const [fieldRows, templates] = await Promise.all([
    fieldsOfProducts(tx, productIds),
    templatesOfProducts(tx, productIds),
  ]);
  return incompleteOf(items, fieldRows, templates);
}

/** incompleteItems for a caller that has read the products' fields and stored templates already. */
export function incompleteOf(
  items: readonly { id: string; productId: string; fieldValues: Record<string, string> }[],
  fieldRows: ReadonlyMap<string, readonly FieldRow[]>,
  templates: ReadonlyMap<string, unknown>,
): string[] {
  return items
    .filter((item) => {
      const fields = productFieldsOf(fieldRows.get(item.productId));
      const stored = templates.get(item.productId);
      const checked = stored ? validateTemplate(stored) : null;
      const check = checkPersonalisation(checked?.ok ? checked.template : null, fields, item.fieldValues, {
        complete: true,
      });
      return check.missing.length > 0 || Object.keys(check.errors).length > 0;
    })
    .map((item) => item.id);
}

function productFieldsOf(rows: readonly FieldRow[] | undefined): ProductField[] {
  return (rows ?? []).map(productFieldOfRow);
}
