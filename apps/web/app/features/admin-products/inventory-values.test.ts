import { describe, expect, it } from 'vitest';
import type { ProductInventory } from './inventory-api.ts';
import {
  inventoryFormValues,
  inventoryInputOf,
  sameInventoryValues,
  trackingModes,
} from './inventory-values.ts';

const inventory: ProductInventory = {
  productId: 'p1',
  tracking: 'variants',
  stock: null,
  warningThreshold: 10,
  variants: [
    { id: 'a', code: 'A', name: 'A', published: true, archived: false, stock: 5 },
    { id: 'b', code: 'B', name: 'B', published: true, archived: false, stock: 0 },
  ],
};

describe('the inventory form', () => {
  it('shows the stored settings as text and notices a change', () => {
    const values = inventoryFormValues(inventory);
    expect(values).toEqual({
      tracking: 'variants',
      stock: '',
      warningThreshold: '10',
      variants: { a: '5', b: '0' },
    });
    expect(sameInventoryValues(values, { ...values, variants: { a: '5', b: '7' } })).toBe(false);
  });

  it('offers per-variant counts only to products with variants', () => {
    expect(trackingModes(true)).toEqual(['off', 'product', 'variants']);
    expect(trackingModes(false)).toEqual(['off', 'product']);
  });

  it('sends every variant’s count, and names an empty or malformed one before sending', () => {
    const values = { ...inventoryFormValues(inventory), variants: { a: ' 8 ', b: 'x' } };
    const { input, errors } = inventoryInputOf('p1', values, ['a', 'b']);
    expect(errors).toEqual({ 'variants.b': { key: 'admin.stockWholeNumber' } });
    expect(input.variants).toEqual([
      { id: 'a', stock: '8' },
      { id: 'b', stock: 'x' },
    ]);
    const fixed = inventoryInputOf('p1', { ...values, variants: { a: '8', b: '0' } }, ['a', 'b']);
    expect(fixed.errors).toEqual({});
  });
});
