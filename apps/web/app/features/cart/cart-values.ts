import type { Money } from '@print/core/pricing/money';
import { clampNumber } from '@print/core/validation/clamp-number';
import type { ValidationError } from '@print/core/validation/messages';
import { failureToastKey, userInputFailure } from '../../lib/api/user-input-error.ts';
import type { CartItem, CartKind, CartProduct } from './cart-api.ts';

// The cart page's rules without React: tabs in the URL, totals, stock state, quantities, links.

/** The tabs of /cart (DESIGN §6), as they appear in `?tab=`. */
export const CART_TABS = ['cart', 'watchlist', 'drafts', 'history'] as const;
export type CartTab = (typeof CART_TABS)[number];

/** `?tab=` → the tab; missing or unknown values show the cart. */
export function parseCartTab(value: string | null | undefined): CartTab {
  return CART_TABS.find((tab) => tab === value) ?? 'cart';
}

/** The item area each tab lists (the order history lists orders, not items). */
export const TAB_KINDS: Readonly<Record<Exclude<CartTab, 'history'>, CartKind>> = {
  cart: 'cart',
  watchlist: 'watchlist',
  drafts: 'draft',
};

export const TAB_LABEL_KEYS: Readonly<Record<CartTab, string>> = {
  cart: 'shop.cartTabCart',
  watchlist: 'shop.cartTabWatchlist',
  drafts: 'shop.cartTabDrafts',
  history: 'shop.cartTabOrderHistory',
};

export const EMPTY_KEYS: Readonly<Record<CartKind, string>> = {
  cart: 'shop.cartEmpty',
  watchlist: 'shop.watchlistEmpty',
  draft: 'shop.draftsEmpty',
};

export type CartTotals = {
  /** One sum per currency, in the order the currencies first appear. */
  totals: Money[];
  /** False when some item has no price (yet): the sums leave it out. */
  complete: boolean;
};

/** The cart's total line: integer sums of the items' totals per currency. */
export function cartTotals(items: readonly Pick<CartItem, 'price'>[]): CartTotals {
  const sums = new Map<string, number>();
  let complete = true;
  for (const { price } of items) {
    if (!price) {
      complete = false;
      continue;
    }
    sums.set(price.currency, (sums.get(price.currency) ?? 0) + price.totalMinor);
  }
  return {
    totals: [...sums].map(([currency, amountMinor]) => ({ amountMinor, currency })),
    complete,
  };
}

export type StockState = 'inStock' | 'outOfStock' | 'notAvailable';

export const STOCK_KEYS: Readonly<Record<StockState, string>> = {
  inStock: 'shop.inStock',
  outOfStock: 'shop.outOfStock',
  notAvailable: 'shop.productNotAvailable',
};

/**
 * What the item shows about availability: out of stock when the stock cannot cover the quantity
 * (checkout would refuse it), not available when the product cannot be ordered for another reason
 * (unpublished, archived, not orderable), else in stock. A null stock is unlimited.
 */
export function stockState(product: Pick<CartProduct, 'stock' | 'available'>, quantity: number): StockState {
  if (product.stock !== null && product.stock < Math.max(quantity, 1)) return 'outOfStock';
  return product.available ? 'inStock' : 'notAvailable';
}

/** The most of one item the server accepts (its MAX_QUANTITY). */
export const MAX_QUANTITY = 1_000_000;

/**
 * A quantity typed into an item, as it is saved (spec §5 number fields: clamped on blur, whole
 * numbers from 1): null when there is nothing to save (empty input, or the current quantity).
 */
export function quantityToSave(typed: number, current: number): number | null {
  if (!Number.isFinite(typed)) return null;
  const quantity = clampNumber(typed, { min: 1, max: MAX_QUANTITY, step: 1 });
  return quantity === current ? null : quantity;
}

/** The product page with the item's personalisation loaded again. */
export function personalisePath(item: Pick<CartItem, 'id' | 'product'>): string {
  return `/products/${encodeURIComponent(item.product.slug)}?item=${encodeURIComponent(item.id)}`;
}

/** Where a shared draft's link leads (the route copies it into the recipient's drafts). */
export function sharedDraftPath(token: string): string {
  return `/cart/shared/${encodeURIComponent(token)}`;
}

/** The item's title: its custom name when set, else the product's name. */
export function itemTitle(item: Pick<CartItem, 'customName' | 'product'>): string {
  return item.customName?.trim() || item.product.name;
}

/**
 * The toast of a failed cart action: the failure's own message where it is the spec's form message
 * ('Please fill in all mandatory fields.': a draft or favourite with empty required fields, which
 * this page has no inputs for) or a plain one ('Product is not available at the moment.'), else
 * 'Item could not be added to the shopping cart; error updating or copying in the cart.'.
 */
export function cartFailureMessage(error: unknown): ValidationError {
  if (userInputFailure(error)?.key === 'validation.mandatoryFields')
    return { key: 'validation.mandatoryFields' };
  return failureToastKey(error, 'shop.addToCartError');
}
