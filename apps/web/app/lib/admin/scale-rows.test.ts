import { describe, expect, it } from 'vitest';
import { nextQuantity, type ScaleRow } from './scale-rows.tsx';

const row = (quantity: string): ScaleRow => ({ key: quantity, variantId: null, quantity, price: '' });

describe('the quantity of a new scale', () => {
  it('starts above the simple price, which applies from 1: never a second "from 1"', () => {
    expect(nextQuantity([], 1)).toBe('10');
  });

  it('starts at 1 without a price before it, then ten times the last row', () => {
    expect(nextQuantity([])).toBe('1');
    expect(nextQuantity([row('10'), row('100')], 1)).toBe('1000');
    expect(nextQuantity([row('ten')])).toBe('');
  });
});
