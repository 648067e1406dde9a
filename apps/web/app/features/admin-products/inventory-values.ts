import {
  validateStockSettings,
  type StockSettingsInput as RuleInput,
  type StockTracking,
} from '@print/core/catalog/inventory-rules';
import type { ValidationError } from '@print/core/validation/messages';
import type { ProductInventory, StockSettingsInput } from './inventory-api.ts';

// The Inventory Management tab's form without React: what the inputs show, what is sent, and the shared
// rules (@print/core/catalog/inventory-rules) before sending.

export type InventoryFormValues = {
  tracking: StockTracking;
  stock: string;
  warningThreshold: string;
  /** Variant id → count as typed. */
  variants: Record<string, string>;
};

const text = (value: number | null) => (value === null ? '' : String(value));

export function inventoryFormValues(inventory: ProductInventory): InventoryFormValues {
  return {
    tracking: inventory.tracking,
    stock: text(inventory.stock),
    warningThreshold: text(inventory.warningThreshold),
    variants: Object.fromEntries(inventory.variants.map((variant) => [variant.id, text(variant.stock)])),
  };
}

export const sameInventoryValues = (a: InventoryFormValues, b: InventoryFormValues) =>
  JSON.stringify(a) === JSON.stringify(b);

/** The modes the product can use: per variant only when it has variants. */
export const trackingModes = (hasVariants: boolean): StockTracking[] =>
  hasVariants ? ['off', 'product', 'variants'] : ['off', 'product'];

export const TRACKING_KEYS: Record<StockTracking, string> = {
  off: 'admin.stockTrackingOff',
  product: 'admin.stockTrackingProduct',
  variants: 'admin.stockTrackingVariants',
};

/** The input to send, or the rules' errors by input name (stock, warningThreshold, variants.<id>). */
export function inventoryInputOf(
  productId: string,
  values: InventoryFormValues,
  variantIds: readonly string[],
): { input: StockSettingsInput; errors: Record<string, ValidationError> } {
  const rules: RuleInput = {
    tracking: values.tracking,
    stock: values.stock,
    warningThreshold: values.warningThreshold,
    variants: variantIds.map((id) => ({ id, stock: values.variants[id] ?? '' })),
  };
  const { errors } = validateStockSettings(rules, variantIds.length > 0);
  return {
    input: {
      productId,
      tracking: values.tracking,
      stock: values.stock.trim(),
      warningThreshold: values.warningThreshold.trim(),
      variants: rules.variants.map((variant) => ({
        id: variant.id,
        stock: String(variant.stock ?? '').trim(),
      })),
    },
    errors,
  };
}
