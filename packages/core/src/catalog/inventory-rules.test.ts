import { describe, expect, it } from 'vitest';
import { MAX_STOCK, parseStock, trackingOf, validateStockSettings } from './inventory-rules.ts';

describe('stock settings rules', () => {
  it('reads whole numbers from 0 up to the most the shop stores, nothing else', () => {
    expect(parseStock('0')).toBe(0);
    expect(parseStock(' 250 ')).toBe(250);
    expect(parseStock(12)).toBe(12);
    expect(parseStock(String(MAX_STOCK))).toBe(MAX_STOCK);
    for (const bad of ['', '-1', '2.5', '1e3', 'ten', String(MAX_STOCK + 1), null]) {
      expect(parseStock(bad)).toBeUndefined();
    }
  });

  it('keeps only the counts of the chosen mode and asks for each of them', () => {
    const variants = [
      { id: 'a', stock: '3' },
      { id: 'b', stock: '' },
    ];
    const perVariant = validateStockSettings(
      { tracking: 'variants', stock: '9', warningThreshold: '', variants },
      true,
    );
    expect(perVariant.errors).toEqual({ 'variants.b': { key: 'validation.required' } });
    expect(perVariant.settings).toMatchObject({ stock: null, warningThreshold: null });

    const product = validateStockSettings(
      { tracking: 'product', stock: '9', warningThreshold: '2', variants },
      true,
    );
    expect(product.valid).toBe(true);
    expect(product.settings).toEqual({
      tracking: 'product',
      stock: 9,
      warningThreshold: 2,
      variants: [
        { id: 'a', stock: null },
        { id: 'b', stock: null },
      ],
    });
    const off = validateStockSettings({ tracking: 'off', stock: 'x', warningThreshold: '', variants }, true);
    expect(off.valid).toBe(true);
    expect(off.settings.stock).toBeNull();
  });

  it('counts a product without variants for the product, and names bad input', () => {
    const checked = validateStockSettings(
      { tracking: 'variants', stock: '-4', warningThreshold: 'x', variants: [] },
      false,
    );
    expect(checked.settings.tracking).toBe('product');
    expect(checked.errors).toEqual({
      stock: { key: 'admin.stockWholeNumber' },
      warningThreshold: { key: 'admin.stockWholeNumber' },
    });
  });

  it('tells the mode from the stored counts', () => {
    expect(trackingOf(null, [null, null])).toBe('off');
    expect(trackingOf(5, [null])).toBe('product');
    expect(trackingOf(null, [null, 0])).toBe('variants');
  });
});
