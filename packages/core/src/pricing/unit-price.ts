import { currencyDigits, divideRoundHalfUp, formatDecimalMoney, minorToDecimalString } from './money.ts';

// The price per single unit as the shop shows it beside a total (price table, cart, order).
//
// Totals are what is charged, in whole minor units. The tax is applied to a line's total, not to a
// rounded unit price (tax.ts), so a unit price rounded to cents does not multiply back to the total:
// 100 cards at 12 ct net are €14.28 gross, but 14.28 ct a card shows as €0.14, and 100 × €0.14 is
// €14.00. So a unit price is derived from the total it belongs to: total / quantity, written with as
// few digits beyond the currency's as make it multiply back to that total (€0.1428).

/** A unit price as shown: the decimal amount in major units and how many digits it has beyond the currency's. */
export type ShownUnitPrice = { decimal: string; extraDigits: number };

/** ⌈a / b⌉ for b > 0 (BigInt division truncates towards zero). */
const ceilDiv = (a: bigint, b: bigint): bigint => (a >= 0n ? (a + b - 1n) / b : -(-a / b));

/**
 * The unit price of a line of `quantity` units costing `totalMinor`, as the shortest decimal u for which
 * u × quantity, rounded half up to minor units, is `totalMinor` again; of those the one nearest to the
 * exact total / quantity. Such a u with k digits beyond the currency's exists as soon as 10^k ≥ quantity
 * (the amounts that round to the total span one minor unit, so their unit prices span 1/quantity of
 * one), so the shown price never has more than ⌈log10(quantity)⌉ extra digits: up to 100 units at
 * most two (€0.1428), up to 10,000 at most four. Where cents suffice, it is the plain cent amount.
 */
export function shownUnitPrice(totalMinor: number, quantity: number, currency: string): ShownUnitPrice {
  if (!Number.isSafeInteger(totalMinor) || totalMinor < 0) {
    throw new RangeError(`Not a non-negative integer amount: ${totalMinor}`);
  }
  if (!Number.isSafeInteger(quantity) || quantity < 1) {
    throw new RangeError(`Not a whole positive quantity: ${quantity}`);
  }
  const total = BigInt(totalMinor);
  const units = BigInt(quantity);
  const digits = currencyDigits(currency);
  for (let extraDigits = 0; ; extraDigits++) {
    const scale = 10n ** BigInt(extraDigits);
    // u = scaled / scale minor units. u × quantity rounds half up to the total exactly when
    // total − ½ ≤ u × quantity < total + ½, i.e. (2·total − 1)·scale ≤ 2·scaled·quantity < (2·total + 1)·scale.
    const lowest = ceilDiv((2n * total - 1n) * scale, 2n * units);
    const highest = ceilDiv((2n * total + 1n) * scale, 2n * units) - 1n;
    if (lowest > highest) continue;
    const nearest = divideRoundHalfUp(total * scale, units);
    const scaled = nearest < lowest ? lowest : nearest > highest ? highest : nearest;
    return { decimal: minorToDecimalString(scaled, digits + extraDigits), extraDigits };
  }
}

/**
 * The unit price of a line for display: formatUnitPrice(1428, 100, 'EUR', 'de-DE') → '0,1428 €',
 * formatUnitPrice(2500, 100, 'EUR', 'en-GB') → '€0.25' (see shownUnitPrice).
 */
export function formatUnitPrice(
  totalMinor: number,
  quantity: number,
  currency: string,
  locale: string,
): string {
  const { decimal, extraDigits } = shownUnitPrice(totalMinor, quantity, currency);
  return formatDecimalMoney(decimal, currency, locale, extraDigits);
}
