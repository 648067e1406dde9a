import type { PriceScale } from '@print/core/pricing/price-table';
import { sql, type AnyColumn } from 'drizzle-orm';
import { pricingOf, type PricedProduct, type ProductPricing } from './pricing.service.ts';
import { priceScales } from './price-scales.tables.ts';
import { priceLists } from './pricing.tables.ts';

// A product's prices read in the same statement as the product (the shop's product list and product
// page, catalog/products/product-list.ts): the catalogue names its product columns, pricing writes the rest.

/** The product columns the pricing of a product row depends on (the catalogue's product table). */
export type PricedProductColumns = {
  tenantId: AnyColumn;
  id: AnyColumn;
  pricingMode: AnyColumn;
  priceListId: AnyColumn;
};

/**
 * The scales pricing reads (pricingOfProducts): of the product's price list when it is not archived,
 * else of the product itself (simple pricing). [minQuantity, unitPriceMinor, variantId] triples, with
 * the list's currency and entry.
 */
export const storedPricingJson = (
  product: PricedProductColumns,
) => sql`case when ${product.pricingMode} = 'simple' then json_build_object('scales', (
    select coalesce(json_agg(json_build_array(s.min_quantity, s.unit_price_minor, null)), '[]')
    from ${priceScales} s
    where s.tenant_id = ${product.tenantId} and s.price_list_id is null and s.product_id = ${product.id}))
  else (select json_build_object('currency', l.currency, 'enteredAs', l.price_entry, 'taxCategory', l.tax_category,
      'scales', (
      select coalesce(json_agg(json_build_array(s.min_quantity, s.unit_price_minor, s.variant_id)), '[]')
      from ${priceScales} s where s.tenant_id = l.tenant_id and s.price_list_id = l.id))
    from ${priceLists} l
    where l.tenant_id = ${product.tenantId} and l.id = ${product.priceListId} and not l.archived) end`;

export type StoredScales = {
  currency?: string;
  enteredAs?: 'net' | 'gross';
  taxCategory?: string;
  scales: [number, number, string | null][];
} | null;

export function pricingFromStored(product: PricedProduct, stored: StoredScales): ProductPricing {
  const all: PriceScale[] = [];
  const variantScales: Record<string, PriceScale[]> = {};
  for (const [minQuantity, unitPriceMinor, variantId] of stored?.scales ?? []) {
    if (variantId) (variantScales[variantId] ??= []).push({ minQuantity, unitPriceMinor });
    else all.push({ minQuantity, unitPriceMinor });
  }
  if (product.pricingMode === 'simple') return pricingOf(product, undefined, all);
  // A list without scales counts as no list (as in pricingOfProducts): the product's own currency.
  const list = stored?.scales.length
    ? {
        currency: stored.currency ?? null,
        scales: all,
        variantScales,
        entry: { enteredAs: stored.enteredAs ?? 'net', taxCategory: stored.taxCategory ?? 'standard' },
      }
    : undefined;
  return pricingOf(product, list, []);
}
