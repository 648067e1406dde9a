import { MAX_LINE_TOTAL_MINOR, minimumQuantity, priceFor } from '@print/core/pricing/price-table';
import type { Tx } from '../../platform/db/client.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { conflict, invalidInput } from '../../platform/errors.ts';
import { forVariant, type PricedProduct, type ProductPricing } from '../pricing/pricing.service.ts';
import type { ProductRow } from '../catalog/catalog.service.ts';
import { hasStock } from '../catalog/catalog.service.ts';
import { liveVariantStocks, stockOfLine } from '../catalog/variants-and-stock/stock.ts';
import type { CartKind } from './cart.tables.ts';

// What an item must satisfy before it is stored in one of the cart areas (spec §8 messages).

export const NOT_AVAILABLE = 'shop.productNotAvailable';
export const CART_ERROR = 'shop.addToCartError';

/** The most of one item anyone orders through the shop. */
export const MAX_QUANTITY = 1_000_000;

/**
 * Who acts on the cart: the session user (registered or temporary) of a tenant, the products they may
 * see at all (published, not archived, and in a category their roles see) and their prices. The GraphQL
 * layer supplies both from the catalogue's per-request loaders, so the cart has the catalogue's rule,
 * not a copy of it, and reads a product once however many checks ask for it.
 */
export type Shopper = {
  userId: string;
  /** The product when the shopper may see it, else null. */
  visibleProduct(productId: string): Promise<ProductRow | null>;
  /** The product's price scales (pricing/pricing.service.ts). */
  pricingOf(product: PricedProduct): Promise<ProductPricing>;
};

export function checkQuantity(quantity: number | null | undefined): number {
  const value = quantity ?? 1;
  if (!Number.isInteger(value) || value < 1 || value > MAX_QUANTITY) {
    throw invalidInput('validation.positiveNumber', { quantity: { key: 'validation.positiveNumber' } });
  }
  return value;
}

export type ProductTarget = { productId: string; variantId: string | null; kind: CartKind };

/**
 * The product may be held in `kind`: visible to the shopper, its variant live, and, for the cart,
 * orderable and in stock — the chosen variant's stock, or the product's ('Product is not available at
 * the moment.'). A product whose variants count their own stock goes into the cart only as one of them
 * (decision 0047). Returns the variant's pricing for checkLine.
 */
export async function checkProduct(tx: Tx, shopper: Shopper, target: ProductTarget): Promise<ProductPricing> {
  const { productId, variantId, kind } = target;
  if (!isUuid(productId) || (variantId !== null && !isUuid(variantId))) throw conflict(NOT_AVAILABLE);
  const product = await shopper.visibleProduct(productId);
  if (!product) throw conflict(NOT_AVAILABLE);
  let stock = product.stock;
  if (variantId) {
    const variant = (await liveVariantStocks(tx, [variantId])).get(variantId);
    if (variant?.productId !== productId) throw conflict(NOT_AVAILABLE);
    stock = stockOfLine(product.stock, variant.stock);
  } else if (kind === 'cart' && product.variantsCountStock) {
    throw conflict(NOT_AVAILABLE);
  }
  // The watchlist and drafts may hold what cannot be ordered right now; the cart may not.
  if (kind === 'cart' && (!product.orderable || !hasStock(stock))) throw conflict(NOT_AVAILABLE);
  return forVariant(await shopper.pricingOf(product), variantId);
}

/** The quantity of an item added without one: the smallest the price table sells (else 1). */
export const defaultQuantity = (pricing: ProductPricing): number => minimumQuantity(pricing.scales) ?? 1;

/**
 * The line's quantity fits the price table: in the cart it must be priced (a price configured, at least
 * the first scale's quantity); in any area its total stays below MAX_LINE_TOTAL_MINOR, so no price
 * overflows wherever it is shown.
 */
export function checkLine(pricing: ProductPricing, quantity: number, kind: CartKind): void {
  const line = priceFor(pricing.scales, quantity);
  if (line && line.totalMinor > MAX_LINE_TOTAL_MINOR) {
    throw invalidInput('shop.quantityTooLarge', { quantity: { key: 'shop.quantityTooLarge' } });
  }
  if (kind !== 'cart') return;
  if (!pricing.configured) throw conflict(NOT_AVAILABLE);
  if (!line) {
    const min = String(minimumQuantity(pricing.scales));
    throw invalidInput(
      'shop.quantityBelowMinimum',
      { quantity: { key: 'shop.quantityBelowMinimum', params: { min } } },
      { min },
    );
  }
}
