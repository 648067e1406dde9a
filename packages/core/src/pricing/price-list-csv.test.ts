import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAUSE } from '../files/csv-rows.ts';
import {
  MAX_PRICE_LIST_COLUMNS,
  parsePriceListFile,
  readPriceListFile,
  writePriceListFile,
  type ParsedPriceListFile,
  type PriceListFileRow,
} from './price-list-csv.ts';
import { MAX_SCALES } from './price-list-rules.ts';

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

  // Issue 23: a 391 KB file (a header of 300,000 empty columns, then 50,000 lines) held the server for
  // 37–50 s, each cell looking its column up in the whole header.
  const hostile = (first: string, last: string) =>
    first + ','.repeat(300_000) + last + '\n' + '1\n'.repeat(50_000);
  /** The report, and how often the reader stopped for other work on the way. */
  const readInSlices = (text: string) => {
    const steps = readPriceListFile(text, 'EUR');
    let pauses = 0;
    for (;;) {
      const step = steps.next();
      if (step.done) return { report: step.value as ParsedPriceListFile, pauses };
      expect(step.value).toBe(PAUSE);
      pauses += 1;
    }
  };

  it('refuses a header of too many columns at once, wherever the named columns are', () => {
    const tooMany = { key: 'admin.importTooManyColumns', params: { max: String(MAX_PRICE_LIST_COLUMNS) } };
    for (const text of [hostile('quantity,unit_price', ''), hostile('', 'quantity,unit_price')]) {
      const { report, pauses } = readInSlices(text);
      expect(report).toEqual({ rows: [], errors: [{ line: 1, error: tooMany }] });
      // It read the header in slices, and not the 50,000 lines after it.
      expect(pauses).toBeGreaterThan(0);
      expect(pauses).toBeLessThan(100);
    }
    expect(parsePriceListFile('quantity;unit_price' + ';x'.repeat(18) + '\n1;2', 'EUR').errors).toEqual([]);
    // Only the delimiter that finds the columns counts them: semicolons in a comma file's note are text.
    expect(parsePriceListFile('quantity,unit_price,' + 'a;'.repeat(25) + '\n1,2,x', 'EUR')).toEqual({
      rows: [{ line: 2, variantCode: null, minQuantity: 1, unitPriceMinor: 200 }],
      errors: [],
    });
    expect(parsePriceListFile('quantity;unit_price' + ';x'.repeat(19) + '\n1;2', 'EUR').errors).toEqual([
      { line: 1, error: tooMany },
    ]);
  });

  it('reads the most lines allowed in slices, and refuses one more', () => {
    const lines = (count: number) =>
      'quantity;unit_price\n' + Array.from({ length: count }, (_, i) => `${i + 1};1`).join('\n');
    const { report, pauses } = readInSlices(lines(MAX_SCALES));
    expect(report.rows).toHaveLength(MAX_SCALES);
    expect(report.errors).toEqual([]);
    expect(pauses).toBeGreaterThanOrEqual(MAX_SCALES / 500);
    expect(parsePriceListFile(lines(MAX_SCALES + 1), 'EUR').errors).toEqual([
      { line: 1, error: { key: 'admin.priceScaleTooMany', params: { max: String(MAX_SCALES) } } },
    ]);
  });

  it('reads back a variant code of the longest length that the Excel file writes as text', () => {
    const longest: PriceListFileRow = {
      variantCode: '=' + 'A'.repeat(63),
      minQuantity: 1,
      unitPriceMinor: 100,
    };
    const csv = writePriceListFile([longest], { format: 'excel', currency: 'EUR', locale: 'de-DE' });
    expect(csv).toContain(`'${longest.variantCode};`);
    expect(parsePriceListFile(csv, 'EUR')).toEqual({ rows: [{ line: 2, ...longest }], errors: [] });
    expect(
      parsePriceListFile(`variant;quantity;unit_price\n  ${'B'.repeat(64)}  ;1;1`, 'EUR').errors,
    ).toEqual([]);
  });

  it('names a line whose cell is longer than a variant code can be, and reads past long notes', () => {
    const long = 'A'.repeat(65);
    const report = parsePriceListFile(
      `variant;quantity;unit_price;note\n${long};1;2\nA;1;2;${long.repeat(100)}`,
      'EUR',
    );
    expect(report.errors).toEqual([{ line: 2, error: { key: 'validation.tooLong', params: { max: '64' } } }]);
    expect(report.rows).toEqual([{ line: 3, variantCode: 'A', minQuantity: 1, unitPriceMinor: 200 }]);
    expect(parsePriceListFile(`quantity;unit_price\n${'1'.repeat(300)};2`, 'EUR').errors).toEqual([
      { line: 2, error: expect.objectContaining({ key: 'admin.priceScaleQuantity' }) },
    ]);
  });
});
