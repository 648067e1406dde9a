import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validatePriceList, validateScale, validateScales } from './price-list-rules.ts';
import { netGrossOfBasis } from './tax.ts';

describe('price list rules', () => {
  it("refuses a list without a name with the spec's message", () => {
    const result = validatePriceList({
      name: ' ',
      currency: 'EUR',
      priceEntry: 'net',
      taxCategory: 'standard',
    });
    expect(result.errors.name).toEqual({ key: 'validation.priceListNameRequired' });
    expect(result.formError?.key).toBe('validation.mandatoryFields');
  });

  it('refuses unknown currencies, entries, tax categories and forbidden characters', () => {
    const result = validatePriceList({ name: 'A<B', currency: 'XXX', priceEntry: 'both', taxCategory: 'x' });
    expect(Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [k, v.key]))).toEqual({
      name: 'validation.forbiddenCharacters',
      currency: 'admin.priceListUnknownCurrency',
      priceEntry: 'admin.priceListUnknownEntry',
      taxCategory: 'admin.unknownTaxCategory',
    });
  });

  it('names each bad scale row: quantity, price, repeated quantity per variant, foreign variant', () => {
    const errors = validateScales(
      [
        { variantId: null, minQuantity: 1, unitPriceMinor: 100 },
        { variantId: null, minQuantity: 0, unitPriceMinor: 100 },
        { variantId: null, minQuantity: 5, unitPriceMinor: -1 },
        { variantId: null, minQuantity: 1, unitPriceMinor: 90 },
        { variantId: 'v1', minQuantity: 1, unitPriceMinor: 90 },
        { variantId: 'v2', minQuantity: 1, unitPriceMinor: 90 },
      ],
      new Set(['v1']),
    );
    expect(errors.map((e) => [e.row, e.field, e.error.key])).toEqual([
      [1, 'minQuantity', 'admin.priceScaleQuantity'],
      [2, 'unitPriceMinor', 'admin.priceScalePrice'],
      [3, 'minQuantity', 'admin.priceScaleDuplicate'],
      [5, 'variantId', 'admin.priceScaleUnknownVariant'],
    ]);
  });
});

describe('one scale on its own', () => {
  it('names its bad fields, and nothing for a good one', () => {
    expect(validateScale({ variantId: 'v9', minQuantity: 0, unitPriceMinor: -1 }, new Set(['v1']))).toEqual({
      minQuantity: { key: 'admin.priceScaleQuantity', params: { max: '1000000' } },
      unitPriceMinor: { key: 'admin.priceScalePrice' },
      variantId: { key: 'admin.priceScaleUnknownVariant' },
    });
    expect(validateScale({ variantId: 'v1', minQuantity: 100, unitPriceMinor: 0 }, new Set(['v1']))).toEqual(
      {},
    );
  });
});

describe('amounts of a list entered gross', () => {
  it('shows a gross amount exactly as entered when the product has the same rate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.constantFrom(0, 700, 1900), (amount, rate) => {
        const split = netGrossOfBasis(amount, rate, { enteredAs: 'gross', includedRate: rate });
        expect(split.grossMinor).toBe(amount);
        expect(split.netMinor + split.taxMinor).toBe(amount);
      }),
    );
  });

  it("takes another rate's tax out first: 119.00 with 19 % in it is 107.00 at 7 %", () => {
    expect(netGrossOfBasis(11_900, 700, { enteredAs: 'gross', includedRate: 1_900 })).toEqual({
      netMinor: 10_000,
      grossMinor: 10_700,
      taxMinor: 700,
    });
  });
});
