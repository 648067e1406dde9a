import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it, vi } from 'vitest';
import { csvRows, PAUSE, type CsvRow } from './csv-rows.ts';

const rowsOf = (text: string, delimiter: string, maxColumns = 50, maxCellChars = 1_000) =>
  [...csvRows(text, delimiter, { maxColumns, maxCellChars, sliceChars: 7, sliceRows: 3 })].filter(
    (item): item is CsvRow => item !== PAUSE,
  );

describe('CSV rows', () => {
  it('reads back what Papa Parse writes, quotes, delimiters and line breaks in cells included', () => {
    const cell = fc.string({
      unit: fc.constantFrom('a', ' ', '"', ';', ',', '\n', '\r', '\t', 'ä'),
      maxLength: 6,
    });
    const table = fc.array(fc.array(cell, { minLength: 2, maxLength: 4 }), { maxLength: 6 });
    fc.assert(
      fc.property(table, fc.constantFrom(';', ',', '\t'), fc.boolean(), (rows, delimiter, quotes) => {
        const filled = rows.filter((cells) => cells.some((text) => text.trim() !== ''));
        const text = Papa.unparse(rows, { delimiter, newline: '\r\n', quotes });
        expect(rowsOf(text, delimiter).map((row) => row.cells)).toEqual(filled);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps at most the columns and cell lengths asked for, and numbers the rows with content', () => {
    expect(rowsOf('a;b;c\n\n ; \nd;"ee"e;f', ';', 2, 2)).toEqual([
      { index: 1, cells: ['a', 'b'], tooManyColumns: true, longCells: [] },
      { index: 2, cells: ['d', ''], tooManyColumns: true, longCells: [1] },
    ]);
    expect(rowsOf('"open;cell\nstill', ';')).toEqual([
      { index: 1, cells: ['open;cell\nstill'], tooManyColumns: false, longCells: [] },
    ]);
  });

  it('builds no text longer than a kept cell, however long a cell runs, and reads on past it', () => {
    const longQuoted = `"${'ab""'.repeat(2_000)}"tail`;
    const longPlain = 'x'.repeat(5_000);
    // Every string the reader copies out of the text goes through slice or join.
    const built: number[] = [];
    const { join } = Array.prototype;
    const { slice } = String.prototype;
    const spies = [
      vi.spyOn(Array.prototype, 'join').mockImplementation(function (this: unknown[], separator) {
        const result = join.call(this, separator);
        built.push(result.length);
        return result;
      }),
      vi.spyOn(String.prototype, 'slice').mockImplementation(function (this: string, from, to) {
        const result = slice.call(this, from, to);
        built.push(result.length);
        return result;
      }),
    ];
    let rows: CsvRow[];
    try {
      rows = rowsOf(`a;${longQuoted};b\n${longPlain};c`, ';', 5, 10);
    } finally {
      spies.forEach((spy) => spy.mockRestore());
    }
    expect(rows).toEqual([
      { index: 1, cells: ['a', '', 'b'], tooManyColumns: false, longCells: [1] },
      { index: 2, cells: ['', 'c'], tooManyColumns: false, longCells: [0] },
    ]);
    expect(Math.max(...built)).toBeLessThanOrEqual(10 + 1);
  });

  it('stops for other work at least every slice of characters or rows', () => {
    const items = [...csvRows('x'.repeat(70), ';', { maxColumns: 1, maxCellChars: 100, sliceChars: 7 })];
    expect(items.filter((item) => item === PAUSE).length).toBeGreaterThanOrEqual(1);
    const rows = [...csvRows('1\n'.repeat(30), ';', { maxColumns: 1, maxCellChars: 5, sliceRows: 3 })];
    expect(rows.filter((item) => item === PAUSE).length).toBeGreaterThanOrEqual(10);
  });
});
