import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error.ts';
import type { CartItem } from './cart-api.ts';
import {
  cartFailureMessage,
  cartTotals,
  itemTitle,
  MAX_QUANTITY,
  parseCartTab,
  personalisePath,
  quantityToSave,
  sharedDraftPath,
  stockState,
} from './cart-values.ts';

const price = (totalMinor: number, currency = 'EUR') => ({
  price: { unitPriceMinor: 1, totalMinor, currency },
});

describe('cart tabs in the URL', () => {
  it('reads the four tabs and shows the cart for anything else', () => {
    for (const tab of ['cart', 'watchlist', 'drafts', 'history'] as const)
      expect(parseCartTab(tab)).toBe(tab);
    for (const other of [null, undefined, '', 'draft', 'Watchlist', 'orders']) {
      expect(parseCartTab(other)).toBe('cart');
    }
  });
});

describe('cart totals', () => {
  it('sums the items totals per currency in integer minor units', () => {
    expect(cartTotals([price(1999), price(1), price(500, 'GBP'), price(100)])).toEqual({
      totals: [
        { amountMinor: 2100, currency: 'EUR' },
        { amountMinor: 500, currency: 'GBP' },
      ],
      complete: true,
    });
  });

  it('leaves out items without a price (null) and says so', () => {
    expect(cartTotals([price(250), { price: null }])).toEqual({
      totals: [{ amountMinor: 250, currency: 'EUR' }],
      complete: false,
    });
    expect(cartTotals([])).toEqual({ totals: [], complete: true });
  });
});

describe('stock state', () => {
  it('is in stock for unlimited or sufficient stock of an available product', () => {
    expect(stockState({ stock: null, available: true }, 5000)).toBe('inStock');
    expect(stockState({ stock: 10, available: true }, 10)).toBe('inStock');
  });

  it('is out of stock when the stock cannot cover the quantity', () => {
    expect(stockState({ stock: 0, available: false }, 1)).toBe('outOfStock');
    expect(stockState({ stock: 3, available: true }, 4)).toBe('outOfStock');
  });

  it('is not available for products that cannot be ordered for another reason', () => {
    expect(stockState({ stock: null, available: false }, 1)).toBe('notAvailable');
  });
});

describe('quantity to save', () => {
  it('clamps to whole numbers from 1 (rounding up) and up to the server limit', () => {
    expect(quantityToSave(3, 1)).toBe(3);
    expect(quantityToSave(0, 5)).toBe(1);
    expect(quantityToSave(-4, 5)).toBe(1);
    expect(quantityToSave(2.2, 1)).toBe(3);
    expect(quantityToSave(MAX_QUANTITY + 1, 1)).toBe(MAX_QUANTITY);
  });

  it('has nothing to save for an empty field or the current quantity', () => {
    expect(quantityToSave(Number.NaN, 2)).toBeNull();
    expect(quantityToSave(2, 2)).toBeNull();
    expect(quantityToSave(1.5, 2)).toBeNull();
  });
});

describe('links and labels', () => {
  const item = {
    id: 'i/1',
    customName: null,
    product: { slug: 'business card', name: 'Business card' },
  } as unknown as CartItem;

  it('personalises again on the product page with the item', () => {
    expect(personalisePath(item)).toBe('/products/business%20card?item=i%2F1');
  });

  it('builds the shared draft link from the token', () => {
    expect(sharedDraftPath('a-b_C9')).toBe('/cart/shared/a-b_C9');
    expect(sharedDraftPath('x/y')).toBe('/cart/shared/x%2Fy');
  });

  it('titles an item with its custom name, else the product name', () => {
    expect(itemTitle(item)).toBe('Business card');
    expect(itemTitle({ ...item, customName: '  ' })).toBe('Business card');
    expect(itemTitle({ ...item, customName: 'Team cards' })).toBe('Team cards');
  });
});

describe('failure toasts', () => {
  const inputError = (key: string, fields: Record<string, unknown> = {}) =>
    new ApiError(key, 200, { code: 'BAD_USER_INPUT', key, fields });

  it("says 'Please fill in all mandatory fields.' when a draft or favourite is incomplete", () => {
    const error = inputError('validation.mandatoryFields', { email: { key: 'validation.required' } });
    expect(cartFailureMessage(error)).toEqual({ key: 'validation.mandatoryFields' });
  });

  it("passes 'Product is not available at the moment.' through", () => {
    expect(cartFailureMessage(inputError('shop.productNotAvailable'))).toEqual({
      key: 'shop.productNotAvailable',
    });
  });

  it('falls back to the spec message of the cart for anything else', () => {
    expect(cartFailureMessage(new Error('network'))).toEqual({ key: 'shop.addToCartError' });
    expect(
      cartFailureMessage(inputError('validation.email', { email: { key: 'validation.email' } })),
    ).toEqual({
      key: 'shop.addToCartError',
    });
  });
});
