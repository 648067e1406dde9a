import type { ProductPricing } from '../../pricing/pricing.service.ts';
import { hasStock, type ProductRow } from '../catalog.service.ts';

// The admin-only hints of the shop's product page (spec §6 "Admin-only hints appear on product pages,
// for example that the price list is not configured"): what keeps the product from selling as it
// should, each of which the product editor can fix. Decided here, from what the page already read, so
// the page costs no statement more; the browser only links each hint to its editor tab.

/** In the order the page lists them: first what stops every sale, then what only looks wrong. */
export const PRODUCT_ADMIN_HINTS = [
  /** Switched to not orderable (Settings). */
  'notOrderable',
  /** Price-list pricing without a price list chosen (Price Management). */
  'noPriceList',
  /** The chosen price list is archived or has no scales for the product (Price Management). */
  'priceListEmpty',
  /** Simple pricing without a price (Price Management). */
  'noPrice',
  /** Stock is counted and none is left, with variants of none of them (Inventory Management). */
  'soldOut',
  /** No picture to show (the editor's media). */
  'noImages',
] as const;
export type ProductAdminHint = (typeof PRODUCT_ADMIN_HINTS)[number];

/** What to tell the product's administrators about it; `pictures`: how many the shop shows. */
export function productAdminHints(
  product: Pick<ProductRow, 'orderable' | 'pricingMode' | 'priceListId' | 'availableStock'>,
  pricing: Pick<ProductPricing, 'configured'>,
  pictures: number,
): ProductAdminHint[] {
  const hints: ProductAdminHint[] = [];
  if (!product.orderable) hints.push('notOrderable');
  if (!pricing.configured) {
    if (product.pricingMode === 'simple') hints.push('noPrice');
    else hints.push(product.priceListId ? 'priceListEmpty' : 'noPriceList');
  }
  // The shop's own rule (the product page's "out of stock" and its refusal to sell).
  if (!hasStock(product.availableStock)) hints.push('soldOut');
  if (pictures === 0) hints.push('noImages');
  return hints;
}
