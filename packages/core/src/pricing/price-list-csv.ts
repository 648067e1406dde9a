import Papa from 'papaparse';
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
function parseAmount(text: string, currency: string): number | null {
  const match = /^(\d{1,12})(?:[.,](\d*))?$/.exec(text);
  if (!match) return null;
  const digits = currencyDigits(currency);
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  const minor = Number(match[1] + fraction.padEnd(digits, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}

const columnOf = (header: string): Column | undefined =>
  PRICE_LIST_COLUMNS.find((column) => COLUMN_NAMES[column].includes(header.trim().toLowerCase()));

/**
 * The scales of an uploaded file, and every line that is not a scale with the reason. Never throws:
 * whatever the text, the admin gets a report. The delimiter (comma, semicolon or tab) is detected; a
 * UTF-8 byte order mark is ignored.
 */
export function parsePriceListFile(text: string, currency: string): ParsedPriceListFile {
  if (text.length > MAX_PRICE_LIST_FILE_CHARS) {
    return { rows: [], errors: [{ line: 1, error: problem('admin.importFileTooLarge') }] };
  }
  const body = text.startsWith(BOM) ? text.slice(1) : text;
  const parsed = Papa.parse<string[]>(body, {
    skipEmptyLines: 'greedy',
    delimitersToGuess: [';', ',', '\t'],
  });
  const [header, ...lines] = parsed.data;
  const columns = (header ?? []).map(columnOf);
  const at = (column: Column) => columns.indexOf(column);
  if (at('quantity') < 0 || at('unit_price') < 0) {
    return {
      rows: [],
      errors: [
        { line: 1, error: problem('admin.importMissingColumns', { columns: PRICE_LIST_COLUMNS.join(', ') }) },
      ],
    };
  }
  if (lines.length > MAX_SCALES) {
    return {
      rows: [],
      errors: [{ line: 1, error: problem('admin.priceScaleTooMany', { max: String(MAX_SCALES) }) }],
    };
  }
  const result: ParsedPriceListFile = { rows: [], errors: [] };
  lines.forEach((cells, index) => {
    const line = index + 2;
    const cell = (column: Column) => (at(column) < 0 ? '' : (cells[at(column)] ?? '').trim());
    let variant = cell('variant');
    if (/^'[=+\-@]/.test(variant)) variant = variant.slice(1);
    const unwanted = [...findForbiddenCharacters(variant), ...findUnstorableCharacters(variant)];
    if (unwanted.length) {
      result.errors.push({
        line,
        error: problem('validation.forbiddenCharacters', { chars: unwanted.join(' ') }),
      });
      return;
    }
    const quantityText = cell('quantity');
    const minQuantity = /^\d{1,9}$/.test(quantityText) ? Number(quantityText) : Number.NaN;
    const quantityError = checkScaleQuantity(minQuantity);
    if (quantityError) {
      result.errors.push({ line, error: quantityError });
      return;
    }
    const unitPriceMinor = parseAmount(cell('unit_price'), currency);
    const priceError =
      unitPriceMinor === null ? problem('admin.priceScalePrice') : checkScalePrice(unitPriceMinor);
    if (priceError || unitPriceMinor === null) {
      result.errors.push({ line, error: priceError ?? problem('admin.priceScalePrice') });
      return;
    }
    result.rows.push({ line, variantCode: variant === '' ? null : variant, minQuantity, unitPriceMinor });
  });
  return result;
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
