import { validateScales, checkScalePrice, type ScaleInput } from '@print/core/pricing/price-list-rules';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { invalidInput, notFound } from '../../platform/errors.ts';
import { recordActivity, type ActivityActor } from '../audit/audit.service.ts';
import { pricingOf, pricingOfProducts, type ProductPricing } from './pricing.service.ts';
import { priceLists } from './pricing.tables.ts';
import { priceScales } from './price-scales.tables.ts';
import { pricedProducts, type ProductPricingValues } from './priced-products.ts';

// The product editor's Price Management tab (spec §4: pricing mode simple or price list; simple
// pricing is a price plus quantity scales). Switching from a price list to simple pricing replaces the
// list (the browser asks first); the product's simple scales are kept while it uses a list, so
// switching back and forth loses nothing the admin typed.

export type ProductPricingSettings = {
  productId: string;
  pricingMode: 'simple' | 'priceList';
  priceListId: string | null;
  simplePriceMinor: number | null;
  currency: string;
  taxCategory: string;
  /** The product's own scales (simple pricing), by quantity. */
  scales: { minQuantity: number; unitPriceMinor: number }[];
};

export type PricingInput = {
  pricingMode: 'simple' | 'priceList';
  priceListId: string | null;
  simplePriceMinor: number | null;
  scales: { minQuantity: number; unitPriceMinor: number }[];
};

async function productOf(tx: Tx, productId: string, lock = false) {
  if (!isUuid(productId)) throw notFound('admin.pricingProductNotFound');
  const row = await pricedProducts().productPricingRow(tx, productId, lock);
  if (!row) throw notFound('admin.pricingProductNotFound');
  return row;
}

const simpleScalesOf = (tx: Tx, productId: string) =>
  tx
    .select({
      id: priceScales.id,
      minQuantity: priceScales.minQuantity,
      unitPriceMinor: priceScales.unitPriceMinor,
    })
    .from(priceScales)
    .where(and(eq(priceScales.productId, productId), isNull(priceScales.priceListId)))
    .orderBy(asc(priceScales.minQuantity));

export async function productPricingSettings(tx: Tx, productId: string): Promise<ProductPricingSettings> {
  const product = await productOf(tx, productId);
  const scales = await simpleScalesOf(tx, productId);
  return {
    productId,
    pricingMode: product.pricingMode,
    priceListId: product.priceListId,
    simplePriceMinor: product.simplePriceMinor,
    currency: product.currency,
    taxCategory: product.taxCategory,
    scales: scales.map(({ minQuantity, unitPriceMinor }) => ({ minQuantity, unitPriceMinor })),
  };
}

/** The rules of the tab: a price list of this tenant (not archived unless it is the one kept), valid scales. */
async function checkPricing(tx: Tx, input: PricingInput, keptListId: string | null): Promise<void> {
  if (input.pricingMode === 'priceList') {
    const listId = input.priceListId;
    const [list] =
      listId && isUuid(listId)
        ? await tx.select({ archived: priceLists.archived }).from(priceLists).where(eq(priceLists.id, listId))
        : [];
    if (!list)
      throw invalidInput('admin.priceListRequiredForMode', {
        priceListId: { key: 'admin.priceListRequiredForMode' },
      });
    if (list.archived && listId !== keptListId) {
      throw invalidInput('admin.priceListIsArchived', { priceListId: { key: 'admin.priceListIsArchived' } });
    }
    return;
  }
  if (input.simplePriceMinor !== null) {
    const error = checkScalePrice(input.simplePriceMinor);
    if (error) throw invalidInput(error.key, { simplePriceMinor: error });
  }
  const errors = validateScales(input.scales.map((s): ScaleInput => ({ ...s, variantId: null })));
  if (errors.length) {
    const fields = Object.fromEntries(errors.map((e) => [`scales.${e.row}.${e.field}`, e.error]));
    throw invalidInput(errors[0]!.error.key, fields, errors[0]!.error.params);
  }
}

/**
 * Saves the tab. Simple pricing: the price and exactly the given scales. Price list: the chosen list;
 * the product's simple scales stay stored (unused) until it switches back. Safe when sent twice at
 * once: the product row is locked, and the second save writes the same state again.
 */
/** Whether the stored simple scales are exactly these (minimum quantity → unit price). */
const sameScales = (
  stored: readonly { minQuantity: number; unitPriceMinor: number }[],
  wanted: ReadonlyMap<number, number>,
) =>
  stored.length === wanted.size &&
  stored.every((scale) => wanted.get(scale.minQuantity) === scale.unitPriceMinor);

export async function saveProductPricing(
  tx: Tx,
  actor: ActivityActor,
  productId: string,
  input: PricingInput,
): Promise<ProductPricingSettings> {
  const current = await productOf(tx, productId, true);
  await checkPricing(tx, input, current.priceListId);
  const simple = input.pricingMode === 'simple';
  const unique = new Map(input.scales.map((s) => [s.minQuantity, s.unitPriceMinor]));
  const values: ProductPricingValues = {
    pricingMode: input.pricingMode,
    // Simple pricing replaces the price list configuration (spec §4).
    priceListId: simple ? null : input.priceListId,
    simplePriceMinor: simple ? input.simplePriceMinor : current.simplePriceMinor,
  };
  // Read under the product's lock: the same save twice at once changes and records nothing the second time.
  if (
    values.pricingMode === current.pricingMode &&
    values.priceListId === current.priceListId &&
    values.simplePriceMinor === current.simplePriceMinor &&
    (!simple || sameScales(await simpleScalesOf(tx, productId), unique))
  ) {
    return productPricingSettings(tx, productId);
  }
  await pricedProducts().setProductPricing(tx, productId, values);
  if (simple) {
    await tx
      .delete(priceScales)
      .where(and(eq(priceScales.productId, productId), isNull(priceScales.priceListId)));
    if (unique.size) {
      await tx.insert(priceScales).values(
        [...unique].map(([minQuantity, unitPriceMinor]) => ({
          productId,
          minQuantity,
          unitPriceMinor,
        })),
      );
    }
  }
  await recordActivity(tx, actor, {
    action: 'product.pricing',
    entityType: 'product',
    entityId: productId,
    entityLabel: Object.values(current.name)[0] ?? '',
    entityLabels: current.name,
    details: {
      pricingMode: input.pricingMode,
      ...(simple ? { scales: input.scales.length } : { priceListId: input.priceListId }),
    },
  });
  return productPricingSettings(tx, productId);
}

/**
 * The pricing the product would have with `input`, computed as the shop computes it (the live
 * preview beside the tab): a price list's stored scales, or the typed simple price and scales.
 */
export async function previewPricing(
  tx: Tx,
  productId: string,
  input: PricingInput,
): Promise<ProductPricing> {
  const product = await productOf(tx, productId);
  const candidate = {
    id: product.id,
    pricingMode: input.pricingMode,
    priceListId:
      input.pricingMode === 'priceList' && input.priceListId && isUuid(input.priceListId)
        ? input.priceListId
        : null,
    simplePriceMinor: input.simplePriceMinor,
    currency: product.currency,
  };
  if (input.pricingMode === 'priceList') return (await pricingOfProducts(tx, [candidate])).get(product.id)!;
  const valid = input.scales.filter((s) => !checkScalePrice(s.unitPriceMinor));
  return pricingOf(candidate, undefined, valid);
}
