import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoneyInput, parseMoneyInput } from './money-input.ts';

describe('money as an admin types it', () => {
  it('reads the German and the British way of writing an amount', () => {
    expect(parseMoneyInput('12,50', 'de-DE', 'EUR')).toBe(1250);
    expect(parseMoneyInput('1.234,5', 'de-DE', 'EUR')).toBe(123_450);
    expect(parseMoneyInput('12.5', 'de-DE', 'EUR')).toBe(1250);
    expect(parseMoneyInput('1,234.50', 'en-GB', 'GBP')).toBe(123_450);
    expect(parseMoneyInput('0.07', 'en-GB', 'EUR')).toBe(7);
    expect(parseMoneyInput('7', 'en-GB', 'JPY')).toBe(7);
  });

  it('refuses what is no amount or finer than the currency', () => {
    for (const text of ['', 'abc', '-1', '12,505', '1e3', ',', '12,50,1']) {
      expect(parseMoneyInput(text, 'de-DE', 'EUR')).toBeNull();
    }
    expect(parseMoneyInput('1.5', 'en-GB', 'JPY')).toBeNull();
    expect(parseMoneyInput('99999999999', 'en-GB', 'EUR')).toBeNull();
  });

  it('reads back every amount it wrote, in both languages', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.constantFrom('de-DE', 'en-GB'),
        fc.constantFrom('EUR', 'GBP', 'JPY'),
        (minor, locale, currency) => {
          expect(parseMoneyInput(formatMoneyInput(minor, locale, currency), locale, currency)).toBe(minor);
        },
      ),
    );
  });
});
