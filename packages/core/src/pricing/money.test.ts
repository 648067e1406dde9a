import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyDigits, divideRoundHalfUp, formatMoney, minorToDecimalString, scaleMinor } from './money.ts';

const NBSP = '\u00a0';

describe('formatMoney', () => {
  it('formats integer minor units per locale', () => {
    expect(formatMoney(1250, 'EUR', 'de-DE')).toBe(`12,50${NBSP}€`);
    expect(formatMoney(1250, 'EUR', 'en-GB')).toBe('€12.50');
    expect(formatMoney(5, 'EUR', 'en-GB')).toBe('€0.05');
    expect(formatMoney(123456789, 'EUR', 'de-DE')).toBe(`1.234.567,89${NBSP}€`);
    expect(formatMoney(1999, 'GBP', 'en-GB')).toBe('£19.99');
    expect(formatMoney(-250, 'EUR', 'en-GB')).toBe('-€2.50');
  });

  it('respects currencies without or with three minor digits', () => {
    expect(currencyDigits('EUR')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('KWD')).toBe(3);
    expect(formatMoney(1250, 'JPY', 'en-GB')).toBe('JP¥1,250');
  });

  it('is exact for large amounts (no binary fractions)', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'EUR', 'en-GB')).toBe('€90,071,992,547,409.91');
  });
});

describe('minorToDecimalString', () => {
  it('places the decimal point', () => {
    expect(minorToDecimalString(1250, 2)).toBe('12.50');
    expect(minorToDecimalString(5, 2)).toBe('0.05');
    expect(minorToDecimalString(-5, 2)).toBe('-0.05');
    expect(minorToDecimalString(1250, 0)).toBe('1250');
    expect(() => minorToDecimalString(1.5, 2)).toThrow(RangeError);
  });

  it('round-trips every safe integer', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.integer({ min: 0, max: 3 }), (amount, digits) => {
        const text = minorToDecimalString(amount, digits);
        expect(BigInt(text.replace('.', ''))).toBe(BigInt(amount));
      }),
    );
  });
});

describe('rounding half up', () => {
  it('rounds halves away from zero and everything else to the nearest', () => {
    expect(divideRoundHalfUp(5n, 2n)).toBe(3n);
    expect(divideRoundHalfUp(-5n, 2n)).toBe(-3n);
    expect(divideRoundHalfUp(149n, 100n)).toBe(1n);
    expect(divideRoundHalfUp(150n, 100n)).toBe(2n);
    expect(scaleMinor(1050, 11_900, 10_000)).toBe(1250); // 12.495 → 12.50
    expect(() => divideRoundHalfUp(1n, 0n)).toThrow(RangeError);
  });

  it('never is more than half a unit away from the exact quotient', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }),
        fc.bigInt({ min: 1n, max: 10n ** 6n }),
        (n, d) => {
          const q = divideRoundHalfUp(n, d);
          const error = q * d - n; // (q − n/d)·d
          expect(2n * error <= d && 2n * error >= -d).toBe(true);
        },
      ),
    );
  });
});
