// Money is integer minor units plus an ISO 4217 currency (DESIGN §4). Formatting goes through
// Intl.NumberFormat with a decimal string, so no amount ever passes through a binary fraction.

export type Money = { amountMinor: number; currency: string };

/** Formatters are costly to build and a catalogue page formats dozens of prices: keep a few. */
const formatters = new Map<string, Intl.NumberFormat>();
const MAX_FORMATTERS = 64;

/** The currency formatter of a locale, with `extraDigits` fraction digits beyond the currency's own. */
function formatterFor(locale: string, currency: string, extraDigits = 0): Intl.NumberFormat {
  const key = `${locale}|${currency}|${extraDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    if (extraDigits === 0) formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    else {
      const digits = currencyDigits(currency);
      formatter = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits + extraDigits,
      });
    }
    if (formatters.size >= MAX_FORMATTERS) formatters.delete(formatters.keys().next().value!);
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Per currency: `resolvedOptions()` builds an object on every call, and every price asks. Intl accepts
 * only three-letter codes, so this holds a number for at most 17,576 of them.
 */
const digitsOfCurrency = new Map<string, number>();

/** Decimal places of the currency's minor unit: EUR/GBP 2, JPY 0, KWD 3 (from the Intl data). */
export function currencyDigits(currency: string): number {
  let digits = digitsOfCurrency.get(currency);
  if (digits === undefined)
    digitsOfCurrency.set(
      currency,
      (digits = formatterFor('en', currency).resolvedOptions().maximumFractionDigits!),
    );
  return digits;
}

/** 1250 minor units with 2 digits → '12.50'; -5 → '-0.05'. Exact for every safe integer (and any bigint). */
export function minorToDecimalString(amountMinor: number | bigint, digits: number): string {
  if (typeof amountMinor === 'number' && !Number.isSafeInteger(amountMinor)) {
    throw new RangeError(`Not an integer amount: ${amountMinor}`);
  }
  const sign = amountMinor < 0 ? '-' : '';
  const magnitude = String(amountMinor < 0 ? -amountMinor : amountMinor);
  if (digits <= 0) return `${sign}${magnitude}`;
  const padded = magnitude.padStart(digits + 1, '0');
  return `${sign}${padded.slice(0, -digits)}.${padded.slice(-digits)}`;
}

/**
 * A price for display in the given locale: formatMoney(1250, 'EUR', 'de-DE') → '12,50 €',
 * formatMoney(1250, 'EUR', 'en-GB') → '€12.50'. Intl puts a no-break space (U+00A0) between number and
 * symbol where the locale has one, so the two never wrap apart.
 */
export function formatMoney(amountMinor: number, currency: string, locale: string): string {
  const formatter = formatterFor(locale, currency);
  const digits = currencyDigits(currency);
  // A numeric string keeps full precision (Intl.NumberFormat v3), where a number would round at 2^53.
  return formatter.format(minorToDecimalString(amountMinor, digits) as `${number}`);
}

/**
 * An amount given as a decimal string in major units ('0.1428'), shown with the currency's digits and
 * as many more as the string has (up to `extraDigits`): formatDecimalMoney('0.1428', 'EUR', 'de-DE', 2)
 * → '0,1428 €'. For amounts finer than the minor unit, such as unit prices (unit-price.ts).
 */
export function formatDecimalMoney(
  decimal: string,
  currency: string,
  locale: string,
  extraDigits: number,
): string {
  return formatterFor(locale, currency, Math.max(0, extraDigits)).format(decimal as `${number}`);
}

/**
 * numerator / denominator rounded half up (half away from zero for negative amounts), in BigInt so
 * large totals times a rate never lose a cent.
 */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('The denominator must be positive');
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  return negative ? -rounded : rounded;
}

/** `amountMinor × factor / divisor`, rounded half up to whole minor units. */
export function scaleMinor(amountMinor: number, factor: number, divisor: number): number {
  const result = divideRoundHalfUp(BigInt(amountMinor) * BigInt(factor), BigInt(divisor));
  const value = Number(result);
  if (!Number.isSafeInteger(value)) throw new RangeError('Amount exceeds the safe integer range');
  return value;
}
