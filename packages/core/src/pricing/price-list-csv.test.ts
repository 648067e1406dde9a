import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePriceListFile, writePriceListFile, type PriceListFileRow } from './price-list-csv.ts';

const rows: PriceListFileRow[] = [
  { variantCode: null, minQuantity: 1, unitPriceMinor: 1250 },
  { variantCode: null, minQuantity: 100, unitPriceMinor: 99 },
  { variantCode: '=A4-matt', minQuantity: 50, unitPriceMinor: 1_000_005 },
];

describe('price list files', () => {
  it('writes a plain CSV with a decimal point and reads it back', () => {
    const csv = writePriceListFile(rows, { format: 'csv', currency: 'EUR', locale: 'de-DE' });
    expect(csv.split('\r\n')[0]).toBe('variant,quantity,unit_price');
    expect(csv).toContain(',1,12.50');
    expect(parsePriceListFile(csv, 'EUR')).toEqual({
      rows: rows.map((row, i) => ({ ...row, line: i + 2 })),
      errors: [],
    });
  });

  it('writes for Excel in German: byte order mark, semicolons, decimal comma, formulas as text', () => {
    const csv = writePriceListFile(rows, { format: 'excel', currency: 'EUR', locale: 'de-DE' });
    expect(csv.startsWith('\uFEFFvariant;quantity;unit_price\r\n')).toBe(true);
    expect(csv).toContain(';1;12,50');
    expect(csv).toContain("'=A4-matt;50;10000,05");
    expect(parsePriceListFile(csv, 'EUR').rows.map(({ line: _line, ...row }) => row)).toEqual(rows);
    // For an English spreadsheet the decimal mark stays a point.
    expect(writePriceListFile(rows, { format: 'excel', currency: 'GBP', locale: 'en-GB' })).toContain(
      ';1;12.50',
    );
  });

  it('names every line it cannot read, with the reason', () => {
    const report = parsePriceListFile(
      'Variante;Menge;Preis\n;0;1,00\n;5;abc\nA<B;5;1\n;7;1,005\n;8;2,5\n',
      'EUR',
    );
    expect(report.rows).toEqual([{ line: 6, variantCode: null, minQuantity: 8, unitPriceMinor: 250 }]);
    expect(report.errors.map((error) => [error.line, error.error.key])).toEqual([
      [2, 'admin.priceScaleQuantity'],
      [3, 'admin.priceScalePrice'],
      [4, 'validation.forbiddenCharacters'],
      [5, 'admin.priceScalePrice'],
    ]);
  });

  it('asks for the columns when the header is missing', () => {
    expect(parsePriceListFile('1;2;3', 'EUR').errors[0]!.error.key).toBe('admin.importMissingColumns');
    expect(parsePriceListFile('', 'EUR').errors[0]!.error.key).toBe('admin.importMissingColumns');
  });

  it('answers any text with a report, never an exception, and keeps nothing forbidden', () => {
    const header = fc.constantFrom('variant,quantity,unit_price\n', 'Variante;Menge;Preis\n', '');
    fc.assert(
      fc.property(header, fc.string({ unit: 'binary', maxLength: 400 }), (head, body) => {
        const report = parsePriceListFile(head + body, 'EUR');
        for (const row of report.rows) {
          // eslint-disable-next-line no-control-regex -- NUL must never get through
          expect(row.variantCode ?? '').not.toMatch(/[<>\\{}\u0000]/);
          expect(Number.isSafeInteger(row.minQuantity) && row.minQuantity >= 1).toBe(true);
          expect(Number.isSafeInteger(row.unitPriceMinor) && row.unitPriceMinor >= 0).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
