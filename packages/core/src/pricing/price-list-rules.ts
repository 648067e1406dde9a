import { NAME_MAX_LENGTH } from '../constants.ts';
import { fail, type ValidationError } from '../validation/messages.ts';
import { checkForbiddenCharacters, checkMaxLength } from '../validation/text-rules.ts';
import type { RecordValidation } from '../validation/validate-field.ts';
import { MAX_PRICE_MINOR } from './money-input.ts';
import { TAX_CATEGORIES } from './tax-categories.ts';

/** A rule's message that is not one of the generic validation texts (admin-price-lists.ts). */
const problem = (key: string, params?: Record<string, string>): ValidationError =>
  params ? { key, params } : { key };

// The rules of a price list (spec §3 Price table, §5 'Price list name required'): one place, used by
// the admin's forms in the browser and by the server before anything is stored.

export const PRICE_ENTRIES = ['net', 'gross'] as const;
export type PriceEntryMode = (typeof PRICE_ENTRIES)[number];

/** Currencies a price list may be in: those the shop can format (ISO 4217 codes Intl knows). */
export const PRICE_LIST_CURRENCIES = ['EUR', 'GBP', 'CHF', 'USD', 'SEK', 'DKK', 'NOK', 'PLN', 'CZK'] as const;

/** The most scales one price list holds (a 10,000-row import with room to spare). */
export const MAX_SCALES = 50_000;
/** The most units a scale may start at (the cart's MAX_QUANTITY). */
export const MAX_SCALE_QUANTITY = 1_000_000;

export const PRICE_LIST_SORT_FIELDS = ['name', 'currency', 'scales', 'products', 'createdAt'] as const;
export type PriceListSortField = (typeof PRICE_LIST_SORT_FIELDS)[number];
export const MAX_PRICE_LIST_PAGE_SIZE = 100;

/** How a list's scales sort in the editor: by quantity, by variant (all variants first), by price. */
export const PRICE_SCALE_SORT_FIELDS = ['quantity', 'variant', 'price'] as const;
export type PriceScaleSortField = (typeof PRICE_SCALE_SORT_FIELDS)[number];
export const MAX_PRICE_SCALE_PAGE_SIZE = 100;

export type PriceListInput = {
  name: string;
  currency: string;
  priceEntry: string;
  taxCategory: string;
};

export function checkPriceListName(value: string): ValidationError | null {
  if (value.trim() === '') return fail('validation.priceListNameRequired');
  return checkMaxLength(value, NAME_MAX_LENGTH) ?? checkForbiddenCharacters(value);
}

/** Name (required), a currency the shop knows, net or gross entry and a tax category of spec §9. */
export function validatePriceList(input: PriceListInput): RecordValidation {
  const errors: Record<string, ValidationError> = {};
  const name = checkPriceListName(input.name);
  if (name) errors.name = name;
  if (!(PRICE_LIST_CURRENCIES as readonly string[]).includes(input.currency)) {
    errors.currency = problem('admin.priceListUnknownCurrency');
  }
  if (!(PRICE_ENTRIES as readonly string[]).includes(input.priceEntry)) {
    errors.priceEntry = problem('admin.priceListUnknownEntry');
  }
  if (!(TAX_CATEGORIES as readonly string[]).includes(input.taxCategory)) {
    errors.taxCategory = problem('admin.unknownTaxCategory');
  }
  return {
    valid: Object.keys(errors).length === 0,
    errors,
    formError: input.name.trim() === '' ? fail('validation.mandatoryFields') : null,
  };
}

/** One scale as entered: from `minQuantity` units on, one unit costs `unitPriceMinor`; for one variant or all (null). */
export type ScaleInput = { variantId: string | null; minQuantity: number; unitPriceMinor: number };

/** What is wrong with one row of scales: its index in the list and the message per column. */
export type ScaleRowError = {
  row: number;
  field: 'minQuantity' | 'unitPriceMinor' | 'variantId';
  error: ValidationError;
};

export const checkScaleQuantity = (value: number): ValidationError | null =>
  Number.isSafeInteger(value) && value >= 1 && value <= MAX_SCALE_QUANTITY
    ? null
    : problem('admin.priceScaleQuantity', { max: String(MAX_SCALE_QUANTITY) });

export const checkScalePrice = (value: number): ValidationError | null =>
  Number.isSafeInteger(value) && value >= 0 && value <= MAX_PRICE_MINOR
    ? null
    : problem('admin.priceScalePrice');

/**
 * One scale on its own (the editor adds and changes one at a time): its errors per field. Whether its
 * quantity is already taken only the stored list can tell (the server checks that).
 */
export function validateScale(
  scale: ScaleInput,
  variantIds: ReadonlySet<string> | null = null,
): Partial<Record<ScaleRowError['field'], ValidationError>> {
  return Object.fromEntries(validateScales([scale], variantIds).map((error) => [error.field, error.error]));
}

/**
 * The scales of a list (or of a product's simple pricing): whole quantities from 1, prices of zero or
 * more, each quantity once per variant (or once for all variants), variants among `variantIds` (the
 * variants of the products using the list). Every failing row is named, so the admin fixes all at once.
 */
export function validateScales(
  scales: readonly ScaleInput[],
  variantIds: ReadonlySet<string> | null = null,
): ScaleRowError[] {
  const errors: ScaleRowError[] = [];
  const seen = new Set<string>();
  if (scales.length > MAX_SCALES) {
    return [
      {
        row: MAX_SCALES,
        field: 'minQuantity',
        error: problem('admin.priceScaleTooMany', { max: String(MAX_SCALES) }),
      },
    ];
  }
  scales.forEach((scale, row) => {
    const quantity = checkScaleQuantity(scale.minQuantity);
    if (quantity) errors.push({ row, field: 'minQuantity', error: quantity });
    const price = checkScalePrice(scale.unitPriceMinor);
    if (price) errors.push({ row, field: 'unitPriceMinor', error: price });
    if (scale.variantId !== null && variantIds && !variantIds.has(scale.variantId)) {
      errors.push({ row, field: 'variantId', error: problem('admin.priceScaleUnknownVariant') });
    }
    const key = `${scale.variantId ?? ''}|${scale.minQuantity}`;
    if (!quantity && seen.has(key)) {
      errors.push({
        row,
        field: 'minQuantity',
        error: problem('admin.priceScaleDuplicate', { quantity: String(scale.minQuantity) }),
      });
    }
    seen.add(key);
  });
  return errors;
}
