import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TAX_SETTINGS,
  formatTaxRate,
  netGross,
  readTaxSettings,
  TAX_CATEGORIES,
  taxRateFor,
} from './tax.ts';

describe('tax rates', () => {
  it('has documented defaults: standard 19 %, none 0 %, other categories at the standard rate', () => {
    expect(taxRateFor('standard')).toBe(1_900);
    expect(taxRateFor('none')).toBe(0);
    expect(taxRateFor('foodGrocery')).toBe(700);
    expect(taxRateFor('consulting')).toBe(1_900);
    expect(taxRateFor('unknown-category')).toBe(1_900);
    expect(TAX_CATEGORIES).toHaveLength(16);
  });

  it('lets the tenant override rates, also the standard one that unlisted categories follow', () => {
    const settings = readTaxSettings({ tax: { taxRates: { standard: 2_000, education: 0, shipping: 'x' } } });
    expect(taxRateFor('standard', settings)).toBe(2_000);
    expect(taxRateFor('education', settings)).toBe(0);
    expect(taxRateFor('shipping', settings)).toBe(2_000);
    expect(taxRateFor('none', settings)).toBe(0);
  });

  it('reads the display setting defensively: gross and net-entered prices by default', () => {
    expect(readTaxSettings(undefined)).toEqual(DEFAULT_TAX_SETTINGS);
    expect(readTaxSettings({ companyName: 'x' })).toEqual(DEFAULT_TAX_SETTINGS);
    expect(readTaxSettings({ tax: { priceDisplay: 'net' } }).priceDisplay).toBe('net');
    expect(readTaxSettings({ tax: { priceDisplay: 'brutto', taxRates: { standard: 1.5 } } })).toEqual(
      DEFAULT_TAX_SETTINGS,
    );
    expect(readTaxSettings({ tax: { pricesEnteredAs: 'gross' } }).pricesEnteredAs).toBe('gross');
  });
});

describe('netGross', () => {
  it('adds tax to net prices and takes it out of gross prices, rounding half up', () => {
    expect(netGross(1000, 1_900, 'net')).toEqual({ netMinor: 1000, grossMinor: 1190, taxMinor: 190 });
    expect(netGross(1190, 1_900, 'gross')).toEqual({ netMinor: 1000, grossMinor: 1190, taxMinor: 190 });
    expect(netGross(12, 1_900, 'net')).toEqual({ netMinor: 12, grossMinor: 14, taxMinor: 2 }); // 14.28
    expect(netGross(50, 1_900, 'net').grossMinor).toBe(60); // 59.5 → 60
    expect(netGross(1000, 0, 'net')).toEqual({ netMinor: 1000, grossMinor: 1000, taxMinor: 0 });
  });

  it('net + tax = gross, and the rounding error is at most half a cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.constantFrom('net' as const, 'gross' as const),
        (amount, rate, enteredAs) => {
          const { netMinor, grossMinor, taxMinor } = netGross(amount, rate, enteredAs);
          expect(netMinor + taxMinor).toBe(grossMinor);
          // |gross·10000 − net·(10000 + rate)| ≤ half a minor unit of the rounded side.
          const exact = BigInt(grossMinor) * 10_000n - BigInt(netMinor) * BigInt(10_000 + rate);
          const bound = enteredAs === 'net' ? 5_000n : BigInt(10_001 + rate) / 2n; // ceil of half the divisor
          expect(exact <= bound && exact >= -bound).toBe(true);
        },
      ),
    );
  });
});

describe('a tax rate as text', () => {
  it('is written as the locale writes percentages', () => {
    expect(formatTaxRate(1900, 'en-GB')).toBe('19%');
    expect(formatTaxRate(1900, 'de-DE')).toBe('19\u00a0%');
    expect(formatTaxRate(750, 'en-GB')).toBe('7.5%');
  });
});
