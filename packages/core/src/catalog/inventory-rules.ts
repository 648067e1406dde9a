import type { ValidationError } from '../validation/messages.ts';
import type { RecordValidation } from '../validation/validate-field.ts';

// The Inventory Management tab's rules (spec §4 "Stock settings are saved directly"; decision 0047),
// run by the browser form and again by the server before it writes.

/** Not tracked; one count for the whole product; or one count per variant. */
export const STOCK_TRACKING_MODES = ['off', 'product', 'variants'] as const;
export type StockTracking = (typeof STOCK_TRACKING_MODES)[number];

/** The largest count the shop stores (a database integer with room for returns). */
export const MAX_STOCK = 1_000_000_000;

export type StockSettingsInput = {
  tracking: StockTracking;
  /** The product's count (tracking 'product'); text as typed, or a number. */
  stock: string | number | null;
  /** Empty = no warning mails. */
  warningThreshold: string | number | null;
  /** Each variant's count (tracking 'variants'), by variant id. */
  variants: { id: string; stock: string | number | null }[];
};

export type StockSettings = {
  tracking: StockTracking;
  stock: number | null;
  warningThreshold: number | null;
  variants: { id: string; stock: number | null }[];
};

const WHOLE_NUMBER: ValidationError = { key: 'admin.stockWholeNumber' };

const isBlank = (value: string | number | null) => value === null || String(value).trim() === '';

/** A whole number from 0 to MAX_STOCK, or undefined. */
export function parseStock(value: string | number | null): number | undefined {
  if (value === null) return undefined;
  const text = String(value).trim();
  if (!/^\d{1,10}$/.test(text)) return undefined;
  const n = Number(text);
  return n <= MAX_STOCK ? n : undefined;
}

/**
 * Checks the settings and gives them as stored: the counts of the chosen mode (the others null), the
 * threshold (null when empty). Counts are required where the mode counts: an empty one would mean
 * "unlimited", which is what 'off' is for. Field names: stock, warningThreshold, variants.<id>.
 */
export function validateStockSettings(
  input: StockSettingsInput,
  hasVariants: boolean,
): RecordValidation & { settings: StockSettings } {
  const errors: Record<string, ValidationError> = {};
  const tracking: StockTracking = input.tracking === 'variants' && !hasVariants ? 'product' : input.tracking;
  const count = (value: string | number | null, field: string): number | null => {
    const n = parseStock(value);
    if (n === undefined) errors[field] = isBlank(value) ? { key: 'validation.required' } : WHOLE_NUMBER;
    return n ?? null;
  };
  const stock = tracking === 'product' ? count(input.stock, 'stock') : null;
  const variants = input.variants.map((variant) => ({
    id: variant.id,
    stock: tracking === 'variants' ? count(variant.stock, `variants.${variant.id}`) : null,
  }));
  let warningThreshold: number | null = null;
  if (!isBlank(input.warningThreshold)) {
    const n = parseStock(input.warningThreshold);
    if (n === undefined) errors.warningThreshold = WHOLE_NUMBER;
    else warningThreshold = n;
  }
  return {
    valid: Object.keys(errors).length === 0,
    errors,
    formError: null,
    settings: { tracking, stock, warningThreshold, variants },
  };
}

/** The mode stored counts stand for: any variant counting → per variant; else the product's count. */
export function trackingOf(
  productStock: number | null,
  variantStocks: readonly (number | null)[],
): StockTracking {
  if (variantStocks.some((stock) => stock !== null)) return 'variants';
  return productStock === null ? 'off' : 'product';
}
