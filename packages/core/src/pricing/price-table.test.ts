import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fromPrice,
  minimumQuantity,
  normalizeScales,
  priceFor,
  priceTableRows,
  simplePricingScales,
  totalFor,
  unitPriceFor,
  type PriceScale,
} from './price-table.ts';

// The demo's standard business cards: 100 → 12 ct, 250 → 8 ct, 500 → 6 ct, 1000 → 4 ct, 2500 → 3 ct.
const cards: PriceScale[] = [
  { minQuantity: 100, unitPriceMinor: 12 },
  { minQuantity: 250, unitPriceMinor: 8 },
  { minQuantity: 500, unitPriceMinor: 6 },
  { minQuantity: 1000, unitPriceMinor: 4 },
  { minQuantity: 2500, unitPriceMinor: 3 },
];

/** Scales with ascending quantities and unit prices that never rise (a normal price list). */
const descendingScales = fc
  .array(fc.record({ step: fc.integer({ min: 1, max: 5_000 }), drop: fc.integer({ min: 0, max: 500 }) }), {
    minLength: 1,
    maxLength: 8,
  })
  .chain((steps) =>
    fc.integer({ min: steps.reduce((sum, s) => sum + s.drop, 0), max: 100_000 }).map((start) => {
      let quantity = 0;
      let price = start;
      return steps.map(({ step, drop }, index) => {
        quantity += step;
        if (index > 0) price -= drop;
        return { minQuantity: quantity, unitPriceMinor: price };
      });
    }),
  );

describe('price table from quantity scales', () => {
  it('picks the scale a quantity falls into', () => {
    expect(unitPriceFor(cards, 100)).toBe(12);
    expect(unitPriceFor(cards, 249)).toBe(12);
    expect(unitPriceFor(cards, 250)).toBe(8);
    expect(unitPriceFor(cards, 999)).toBe(6);
    expect(unitPriceFor(cards, 100_000)).toBe(3);
    expect(totalFor(cards, 250)).toBe(2_000);
    expect(priceFor(cards, 1000)).toEqual({ quantity: 1000, unitPriceMinor: 4, totalMinor: 4_000 });
  });

  it('refuses quantities below the smallest scale and non-integers', () => {
    expect(unitPriceFor(cards, 99)).toBeNull();
    expect(unitPriceFor(cards, 0)).toBeNull();
    expect(unitPriceFor(cards, -5)).toBeNull();
    expect(unitPriceFor(cards, 150.5)).toBeNull();
    expect(totalFor([], 1)).toBeNull();
    expect(priceFor(cards, Number.NaN)).toBeNull();
  });

  it('lists one row per scale with quantity, price per single unit and total', () => {
    expect(priceTableRows(cards)).toEqual([
      { quantity: 100, unitPriceMinor: 12, totalMinor: 1_200 },
      { quantity: 250, unitPriceMinor: 8, totalMinor: 2_000 },
      { quantity: 500, unitPriceMinor: 6, totalMinor: 3_000 },
      { quantity: 1000, unitPriceMinor: 4, totalMinor: 4_000 },
      { quantity: 2500, unitPriceMinor: 3, totalMinor: 7_500 },
    ]);
  });

  it("gives the 'from' price as the smallest order: first quantity, its unit price and total", () => {
    expect(fromPrice(cards)).toEqual({ quantity: 100, unitPriceMinor: 12, totalMinor: 1_200 });
    expect(fromPrice([...cards].reverse())).toEqual(fromPrice(cards));
    expect(minimumQuantity(cards)).toBe(100);
    expect(fromPrice([])).toBeNull();
    expect(minimumQuantity([])).toBeNull();
  });

  it('sorts scales, drops broken rows and keeps the lower price of a repeated quantity', () => {
    expect(
      normalizeScales([
        { minQuantity: 500, unitPriceMinor: 6 },
        { minQuantity: 100, unitPriceMinor: 12 },
        { minQuantity: 100, unitPriceMinor: 11 },
        { minQuantity: 0, unitPriceMinor: 50 },
        { minQuantity: 10, unitPriceMinor: -1 },
        { minQuantity: 20, unitPriceMinor: 1.5 },
      ]),
    ).toEqual([
      { minQuantity: 100, unitPriceMinor: 11 },
      { minQuantity: 500, unitPriceMinor: 6 },
    ]);
  });

  it('simple pricing: a base price from quantity 1 plus optional scales', () => {
    expect(simplePricingScales(990, [])).toEqual([{ minQuantity: 1, unitPriceMinor: 990 }]);
    expect(simplePricingScales(990, [{ minQuantity: 10, unitPriceMinor: 800 }])).toEqual([
      { minQuantity: 1, unitPriceMinor: 990 },
      { minQuantity: 10, unitPriceMinor: 800 },
    ]);
    // A scale at quantity 1 is the more specific setting and replaces the base price.
    expect(simplePricingScales(990, [{ minQuantity: 1, unitPriceMinor: 950 }])).toEqual([
      { minQuantity: 1, unitPriceMinor: 950 },
    ]);
    expect(simplePricingScales(null, [{ minQuantity: 5, unitPriceMinor: 100 }])).toEqual([
      { minQuantity: 5, unitPriceMinor: 100 },
    ]);
    expect(simplePricingScales(null, [])).toEqual([]);
    expect(unitPriceFor(simplePricingScales(990, []), 7)).toBe(990);
  });

  it('refuses totals beyond the safe integer range instead of rounding them', () => {
    expect(() => totalFor([{ minQuantity: 1, unitPriceMinor: 2 ** 40 }], 2 ** 20)).toThrow(RangeError);
  });
});

describe('price table properties', () => {
  it('total = unit price × quantity at every scale boundary (and one below and above it)', () => {
    fc.assert(
      fc.property(descendingScales, (scales) => {
        for (const { minQuantity, unitPriceMinor } of scales) {
          expect(priceFor(scales, minQuantity)).toEqual({
            quantity: minQuantity,
            unitPriceMinor,
            totalMinor: unitPriceMinor * minQuantity,
          });
          for (const quantity of [minQuantity - 1, minQuantity + 1]) {
            const row = priceFor(scales, quantity);
            if (row) expect(row.totalMinor).toBe(row.unitPriceMinor * quantity);
          }
        }
        for (const row of priceTableRows(scales))
          expect(row.totalMinor).toBe(row.unitPriceMinor * row.quantity);
      }),
    );
  });

  it('the unit price never increases with the quantity when the scales descend', () => {
    fc.assert(
      fc.property(
        descendingScales,
        fc.integer({ min: 1, max: 50_000 }),
        fc.nat(50_000),
        (scales, a, extra) => {
          const low = unitPriceFor(scales, a);
          const high = unitPriceFor(scales, a + extra);
          if (low !== null) expect(high).not.toBeNull();
          if (low !== null && high !== null) expect(high).toBeLessThanOrEqual(low);
        },
      ),
    );
  });

  it('does not depend on the order the scales come in', () => {
    fc.assert(
      fc.property(descendingScales, fc.integer({ min: 1, max: 60_000 }), (scales, quantity) => {
        const shuffled = [...scales].reverse();
        expect(priceFor(shuffled, quantity)).toEqual(priceFor(scales, quantity));
        expect(fromPrice(shuffled)).toEqual(priceTableRows(scales)[0]);
      }),
    );
  });
});
