import { currencyDigits, minorToDecimalString } from './money.ts';

// Money as an admin types it (price lists, simple pricing): a decimal amount in major units, written
// the way the admin's language writes numbers. de-DE: '1.234,50' or '1234,5'; en-GB: '1,234.50'.
// Stored as integer minor units; nothing passes through a binary fraction.

/** The decimal and grouping marks of a locale ('de-DE' → ',' and '.'). */
export function numberMarks(locale: string): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
  };
}

/** The largest amount a price field takes (10 million in major units), as MAX_LINE_TOTAL_MINOR. */
export const MAX_PRICE_MINOR = 1_000_000_000;

/**
 * The minor units of a typed amount, or null when it is not a non-negative amount with at most the
 * currency's digits. The locale's decimal mark is the decimal mark; its grouping mark may separate
 * thousands. When the text has only the other mark followed by exactly the currency's digits or fewer
 * and no grouping pattern ('12.5' typed in de-DE), it is read as a decimal mark too: people paste
 * amounts from everywhere, and '12.5' can only mean twelve and a half in a price field.
 */
export function parseMoneyInput(text: string, locale: string, currency: string): number | null {
  const digits = currencyDigits(currency);
  const { decimal, group } = numberMarks(locale);
  let value = text.trim().replace(/[\s\u00A0\u202F]/g, '');
  if (value === '') return null;
  const other = decimal === ',' ? '.' : ',';
  const groupPattern = new RegExp(`^\\d{1,3}(\\${group}\\d{3})+(\\${decimal}\\d*)?$`);
  if (groupPattern.test(value)) value = value.split(group).join('');
  else if (!value.includes(decimal) && value.split(other).length === 2 && /^\d*[.,]\d*$/.test(value)) {
    const [, fraction = ''] = value.split(other);
    if (fraction.length !== 3 || digits === 3) value = value.replace(other, decimal);
  }
  const match = new RegExp(`^(\\d*)(?:\\${decimal}(\\d*))?$`).exec(value);
  if (!match || (match[1] === '' && !match[2])) return null;
  const whole = match[1] || '0';
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  const minor = Number(whole + fraction.padEnd(digits, '0'));
  return Number.isSafeInteger(minor) && minor <= MAX_PRICE_MINOR ? minor : null;
}

/** An amount for a price field: 1250 EUR → '12,50' (de-DE) or '12.50' (en-GB); no symbol, no grouping. */
export function formatMoneyInput(amountMinor: number, locale: string, currency: string): string {
  const text = minorToDecimalString(amountMinor, currencyDigits(currency));
  return text.replace('.', numberMarks(locale).decimal);
}
