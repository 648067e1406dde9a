import { describe, expect, it } from 'vitest';
import { textVersionOf } from './shell-data.ts';

// The browser loads the complete texts once per text version (spec §4/§7 translationsByTenant).

describe('the text version of a language', () => {
  it('is the same for the same texts on every instance, whatever their order', () => {
    expect(textVersionOf({ a: 'A', b: 'B' })).toBe(textVersionOf({ b: 'B', a: 'A' }));
  });

  it('changes when a text, a key or its absence changes', () => {
    const base = textVersionOf({ 'shell.cart': 'Cart', 'shop.viewProduct': 'View' });
    expect(textVersionOf({ 'shell.cart': 'Basket', 'shop.viewProduct': 'View' })).not.toBe(base);
    expect(textVersionOf({ 'shell.cart': 'Cart' })).not.toBe(base);
    expect(textVersionOf({ 'shell.cart': 'Cart', 'shop.viewProducts': 'View' })).not.toBe(base);
    // Key and text are kept apart: moving characters between them is another version.
    expect(textVersionOf({ ab: 'c' })).not.toBe(textVersionOf({ a: 'bc' }));
  });
});
