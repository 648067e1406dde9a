import Papa from 'papaparse';
import { NAME_MAX_LENGTH } from '../constants.ts';
import { csvRows, PAUSE, runAtOnce, type CsvLimits, type CsvRow } from '../files/csv-rows.ts';
import type { ValidationError } from '../validation/messages.ts';
import { findForbiddenCharacters } from '../validation/text-rules.ts';
import { findUnstorableCharacters } from '../validation/storable-text.ts';
import { currencyDigits, minorToDecimalString } from './money.ts';
import { checkScalePrice, checkScaleQuantity, MAX_SCALES } from './price-list-rules.ts';

// A price list as a file (issue 15: import and export as CSV and as an Excel-compatible CSV). One row
// per scale: the variant's code (empty = all variants), the quantity the scale starts at and the price
// per single unit in major units. The same code writes what the admin downloads and reads what they
// upload, in the browser and on the server.

export const PRICE_LIST_FILE_FORMATS = ['csv', 'excel'] as const;
export type PriceListFileFormat = (typeof PRICE_LIST_FILE_FORMATS)[number];

/** The columns, in the order they are written; a file may name them in either language. */
export const PRICE_LIST_COLUMNS = ['variant', 'quantity', 'unit_price'] as const;
type Column = (typeof PRICE_LIST_COLUMNS)[number];
const COLUMN_NAMES: Record<Column, readonly string[]> = {
  variant: ['variant', 'variant code', 'variant_code', 'variante', 'variantencode'],
  quantity: ['quantity', 'min quantity', 'min_quantity', 'menge', 'ab menge'],
  unit_price: ['unit_price', 'unit price', 'price', 'preis', 'stückpreis', 'einzelpreis'],
};

/** The most characters an uploaded file may have (10,000 rows need about 250 KB; a request carries at most 1 MB). */
export const MAX_PRICE_LIST_FILE_CHARS = 1_000_000;
/** A price list file has three columns; a few more (a note, a product name) are read past. */
export const MAX_PRICE_LIST_COLUMNS = 20;
/**
 * The longest cell kept as read. Well above a variant code (NAME_MAX_LENGTH), which may come padded with
 * blanks or behind the apostrophe the Excel file writes before a formula character; each value applies
 * its own length rule once trimmed and unquoted. Longer cells are only marked, never copied.
 */
export const MAX_PRICE_LIST_CELL_CHARS = 256;

const BOM = '\uFEFF';
/** Cells Excel would run as a formula; written with a leading apostrophe, read without it. */
const FORMULA_START = /^[=+\-@\t\r]/;

export type PriceListFileRow = { variantCode: string | null; minQuantity: number; unitPriceMinor: number };

/** A problem of one line of the file (1 = the header line). */
export type PriceListFileError = { line: number; error: ValidationError };

export type ParsedPriceListFile = {
  rows: (PriceListFileRow & { line: number })[];
  errors: PriceListFileError[];
};

const problem = (key: string, params?: Record<string, string>): ValidationError =>
  params ? { key, params } : { key };

/** A decimal amount in major units with a point or a comma ('12.5', '12,50'); null otherwise. */
function parseAmount(text: string, digits: number): number | null {
  const match = /^(\d{1,12})(?:[.,](\d*))?$/.exec(text);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  const minor = Number(match[1] + fraction.padEnd(digits, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}

const columnOf = (header: string): Column | undefined =>
  PRICE_LIST_COLUMNS.find((column) => COLUMN_NAMES[column].includes(header.trim().toLowerCase()));

/** Where each known column is (the first of a name counts), looked up once per file, not per cell. */
function columnIndexes(header: readonly string[]): Map<Column, number> {
  const at = new Map<Column, number>();
  header.forEach((name, index) => {
    const column = columnOf(name);
    if (column && !at.has(column)) at.set(column, index);
  });
  return at;
}

const refused = (error: ValidationError): ParsedPriceListFile => ({ rows: [], errors: [{ line: 1, error }] });
const LIMITS: CsvLimits = { maxColumns: MAX_PRICE_LIST_COLUMNS, maxCellChars: MAX_PRICE_LIST_CELL_CHARS };
const DELIMITERS = [';', ',', '\t'] as const;
const tooManyColumns = problem('admin.importTooManyColumns', { max: String(MAX_PRICE_LIST_COLUMNS) });

/** The file's first row read with `delimiter`, or null when it has none. */
function* firstRow(body: string, delimiter: string): Generator<typeof PAUSE, CsvRow | null> {
  for (const item of csvRows(body, delimiter, LIMITS)) {
    if (item === PAUSE) yield PAUSE;
    else return item;
  }
  return null;
}

/** The delimiter (semicolon, comma or tab) with which the header names the columns needed. */
function* headerOf(
  body: string,
): Generator<typeof PAUSE, { delimiter: string; at: Map<Column, number> } | ValidationError> {
  // Only the delimiter that finds the columns decides whether there are too many: a comma file's note
  // may hold any number of semicolons. Found by none, a header too wide for any of them is the likelier
  // reason (the named columns may lie past the cells kept).
  let wide = false;
  for (const delimiter of DELIMITERS) {
    const header = yield* firstRow(body, delimiter);
    if (!header) break;
    const at = columnIndexes(header.cells);
    if (at.has('quantity') && at.has('unit_price')) {
      return header.tooManyColumns ? tooManyColumns : { delimiter, at };
    }
    wide ||= header.tooManyColumns;
  }
  return wide
    ? tooManyColumns
    : problem('admin.importMissingColumns', { columns: PRICE_LIST_COLUMNS.join(', ') });
}

/** A line's scale, or why it is none. */
function scaleOf(row: CsvRow, at: Map<Column, number>, digits: number): PriceListFileRow | ValidationError {
  const cell = (column: Column) => {
    const index = at.get(column);
    return index === undefined ? '' : (row.cells[index] ?? '').trim();
  };
  // A quantity or price too long to keep reads as '' and is refused as not a number below.
  const variantIndex = at.get('variant');
  const variantTooLong = variantIndex !== undefined && row.longCells.includes(variantIndex);
  let variant = cell('variant');
  if (/^'[=+\-@]/.test(variant)) variant = variant.slice(1);
  if (variantTooLong || variant.length > NAME_MAX_LENGTH) {
    return problem('validation.tooLong', { max: String(NAME_MAX_LENGTH) });
  }
  const unwanted = [...findForbiddenCharacters(variant), ...findUnstorableCharacters(variant)];
  if (unwanted.length) return problem('validation.forbiddenCharacters', { chars: unwanted.join(' ') });
  const quantityText = cell('quantity');
  const minQuantity = /^\d{1,9}$/.test(quantityText) ? Number(quantityText) : Number.NaN;
  const quantityError = checkScaleQuantity(minQuantity);
  if (quantityError) return quantityError;
  const unitPriceMinor = parseAmount(cell('unit_price'), digits);
  if (unitPriceMinor === null) return problem('admin.priceScalePrice');
  const priceError = checkScalePrice(unitPriceMinor);
  if (priceError) return priceError;
  return { variantCode: variant === '' ? null : variant, minQuantity, unitPriceMinor };
}

/**
 * The scales of an uploaded file, and every line that is not a scale with the reason, read a slice at
 * a time: it yields PAUSE between slices, so a server can answer other requests meanwhile. Never
 * throws: whatever the text, the admin gets a report. The delimiter (semicolon, comma or tab) is the one
 * with which the first line names the columns; a UTF-8 byte order mark is ignored. Refused whole: a
 * file over 1 MB, a header of more than MAX_PRICE_LIST_COLUMNS columns, more than MAX_SCALES lines.
 */
export function* readPriceListFile(
  text: string,
  currency: string,
): Generator<typeof PAUSE, ParsedPriceListFile> {
  if (text.length > MAX_PRICE_LIST_FILE_CHARS) return refused(problem('admin.importFileTooLarge'));
  const body = text.startsWith(BOM) ? text.slice(1) : text;
  const header = yield* headerOf(body);
  if ('key' in header) return refused(header);
  const result: ParsedPriceListFile = { rows: [], errors: [] };
  const digits = currencyDigits(currency); // once: the formatter's options are dear to read per line
  for (const row of csvRows(body, header.delimiter, LIMITS)) {
    if (row === PAUSE) {
      yield PAUSE;
      continue;
    }
    if (row.index === 1) continue;
    if (row.index - 1 > MAX_SCALES) {
      return refused(problem('admin.priceScaleTooMany', { max: String(MAX_SCALES) }));
    }
    const scale = scaleOf(row, header.at, digits);
    if ('key' in scale) result.errors.push({ line: row.index, error: scale });
    else result.rows.push({ line: row.index, ...scale });
  }
  return result;
}

/** readPriceListFile at once, for a caller with nothing else to do meanwhile (a test, the browser). */
export function parsePriceListFile(text: string, currency: string): ParsedPriceListFile {
  return runAtOnce(readPriceListFile(text, currency));
}

/**
 * The file of a list's scales. csv: comma, decimal point. excel: what a spreadsheet opens by double
 * click in the admin's language: UTF-8 byte order mark, semicolon, the language's decimal mark
 * (a comma for de-DE), and cells that would start a formula written as text.
 */
export function writePriceListFile(
  rows: readonly PriceListFileRow[],
  options: { format: PriceListFileFormat; currency: string; locale: string },
): string {
  const excel = options.format === 'excel';
  const digits = currencyDigits(options.currency);
  const decimalComma = excel && new Intl.NumberFormat(options.locale).format(1.5).includes(',');
  const data = rows.map((row) => {
    const code = row.variantCode ?? '';
    const amount = minorToDecimalString(row.unitPriceMinor, digits);
    return [
      excel && FORMULA_START.test(code) ? `'${code}` : code,
      String(row.minQuantity),
      decimalComma ? amount.replace('.', ',') : amount,
    ];
  });
  const csv = Papa.unparse(
    { fields: [...PRICE_LIST_COLUMNS], data },
    { delimiter: excel ? ';' : ',', newline: '\r\n' },
  );
  return excel ? BOM + csv : csv;
}
