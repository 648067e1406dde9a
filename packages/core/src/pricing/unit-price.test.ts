import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyDigits, divideRoundHalfUp } from './money.ts';
import { priceFor } from './price-table.ts';
import { netGross } from './tax.ts';
import { formatUnitPrice, shownUnitPrice } from './unit-price.ts';

const NBSP = '\u00a0';

/** A shown unit price × quantity, rounded half up to whole minor units (exact: decimal → BigInt). */
function timesQuantityInMinor(decimal: string, quantity: number, currency: string): number {
  const [whole, fraction = ''] = decimal.split('.');
  const fractionDigits = fraction.length;
  const scaled = BigInt(`${whole}${fraction}`);
  const minorDigits = currencyDigits(currency);
  // scaled / 10^fractionDigits major units = scaled / 10^(fractionDigits − minorDigits) minor units.
  return Number(divideRoundHalfUp(scaled * BigInt(quantity), 10n ** BigInt(fractionDigits - minorDigits)));
}

const extraDigitsOf = (decimal: string, currency: string) =>
  (decimal.split('.')[1] ?? '').length - currencyDigits(currency);

/** ⌈log10(quantity)⌉: the bound shownUnitPrice promises. */
const digitBound = (quantity: number) => (quantity === 1 ? 0 : String(quantity - 1).length);

/** The total a price table row or cart line shows: scale price × quantity, tax applied to the total. */
function shownTotal(
  unitPriceMinor: number,
  quantity: number,
  rate: number,
  enteredAs: 'net' | 'gross',
  display: 'net' | 'gross',
) {
  const row = priceFor([{ minQuantity: 1, unitPriceMinor }], quantity)!;
  const split = netGross(row.totalMinor, rate, enteredAs);
  return display === 'net' ? split.netMinor : split.grossMinor;
}

describe('the unit price shown beside a total', () => {
  it('shows 100 cards at 12 ct net, €14.28 gross, as €0.1428 a card, not €0.14', () => {
    const total = shownTotal(12, 100, 1_900, 'net', 'gross');
    expect(total).toBe(1428);
    expect(shownUnitPrice(total, 100, 'EUR')).toEqual({ decimal: '0.1428', extraDigits: 2 });
    expect(formatUnitPrice(total, 100, 'EUR', 'en-GB')).toBe('€0.1428');
    expect(formatUnitPrice(total, 100, 'EUR', 'de-DE')).toBe(`0,1428${NBSP}€`);
    expect(timesQuantityInMinor('0.1428', 100, 'EUR')).toBe(1428);
  });

  it('keeps cents where cents add up, and never pads with zeros', () => {
    expect(formatUnitPrice(2500, 100, 'EUR', 'en-GB')).toBe('€0.25');
    expect(formatUnitPrice(1250, 1, 'EUR', 'en-GB')).toBe('€12.50');
    expect(formatUnitPrice(0, 500, 'EUR', 'en-GB')).toBe('€0.00');
    // 250 envelopes at 8 ct net: €23.80 gross, €0.0952 each.
    expect(formatUnitPrice(2380, 250, 'EUR', 'en-GB')).toBe('€0.0952');
    // 3 × €17.731 = €53.193 → €53.19: one more digit is enough.
    expect(formatUnitPrice(5319, 3, 'EUR', 'en-GB')).toBe('€17.73');
    expect(formatUnitPrice(5320, 3, 'EUR', 'en-GB')).toBe('€17.733');
  });

  it('follows the currency: yen have no minor unit, dinars three digits', () => {
    expect(formatUnitPrice(1000, 3, 'JPY', 'en-GB')).toBe('JP¥333.3');
    expect(formatUnitPrice(1000, 4, 'KWD', 'en-GB')).toBe('KWD\u00a00.250');
  });

  it('refuses what is no line: negative or fractional amounts, no units', () => {
    expect(() => shownUnitPrice(-1, 1, 'EUR')).toThrow(RangeError);
    expect(() => shownUnitPrice(1.5, 1, 'EUR')).toThrow(RangeError);
    expect(() => shownUnitPrice(100, 0, 'EUR')).toThrow(RangeError);
  });

  it('for any total and quantity: unit price × quantity rounds to the total, with at most ⌈log10 q⌉ more digits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.constantFrom('EUR', 'GBP', 'JPY', 'KWD'),
        (total, quantity, currency) => {
          const { decimal, extraDigits } = shownUnitPrice(total, quantity, currency);
          expect(timesQuantityInMinor(decimal, quantity, currency)).toBe(total);
          expect(extraDigitsOf(decimal, currency)).toBe(extraDigits);
          expect(extraDigits).toBeLessThanOrEqual(digitBound(quantity));
          // The shortest: no trailing zero beyond the currency's digits.
          if (extraDigits > 0) expect(decimal.endsWith('0')).toBe(false);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('for any price scale, quantity and tax setting the price table adds up; whole-percent VAT on net prices needs at most 4 decimals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.constantFrom('net' as const, 'gross' as const),
        fc.constantFrom('net' as const, 'gross' as const),
        (unitPriceMinor, quantity, percent, enteredAs, display) => {
          const total = shownTotal(unitPriceMinor, quantity, percent * 100, enteredAs, display);
          const { decimal, extraDigits } = shownUnitPrice(total, quantity, 'EUR');
          expect(timesQuantityInMinor(decimal, quantity, 'EUR')).toBe(total);
          // Net prices shown gross: the exact unit price is net × (100 + p) / 100, two digits more at most.
          if (enteredAs === 'net') expect(extraDigits).toBeLessThanOrEqual(2);
          // Shown as entered, nothing is rounded: the scale price itself.
          if (enteredAs === display)
            expect(decimal).toBe(
              `${Math.floor(unitPriceMinor / 100)}.${String(unitPriceMinor % 100).padStart(2, '0')}`,
            );
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
