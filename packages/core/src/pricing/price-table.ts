// Quantity-scale pricing (spec §3 Product: price lists and simple pricing; Price table columns: quantity,
// price per single unit, total). Money is integer minor units (cents); nothing here uses floats.

/** From `minQuantity` on, one unit costs `unitPriceMinor` (until the next scale begins). */
export type PriceScale = { minQuantity: number; unitPriceMinor: number };

/** One priced quantity: a row of the price table, a 'from' price, the price of a cart line. */
export type PriceRow = { quantity: number; unitPriceMinor: number; totalMinor: number };

const isQuantity = (value: number) => Number.isSafeInteger(value) && value >= 1;
const isAmount = (value: number) => Number.isSafeInteger(value) && value >= 0;

/**
 * Scales as every function here expects them: minQuantity ascending, each quantity once. Rows that are
 * not whole positive quantities or non-negative whole amounts are dropped (a broken row must not break
 * the product page); for a repeated minQuantity the lower price wins, whatever the input order.
 */
export function normalizeScales(scales: readonly PriceScale[]): PriceScale[] {
  const byQuantity = new Map<number, number>();
  for (const { minQuantity, unitPriceMinor } of scales) {
    if (!isQuantity(minQuantity) || !isAmount(unitPriceMinor)) continue;
    const known = byQuantity.get(minQuantity);
    if (known === undefined || unitPriceMinor < known) byQuantity.set(minQuantity, unitPriceMinor);
  }
  return [...byQuantity]
    .map(([minQuantity, unitPriceMinor]) => ({ minQuantity, unitPriceMinor }))
    .sort((a, b) => a.minQuantity - b.minQuantity);
}

/** The smallest orderable quantity: the first scale's minQuantity; null without scales. */
export function minimumQuantity(scales: readonly PriceScale[]): number | null {
  return normalizeScales(scales)[0]?.minQuantity ?? null;
}

/**
 * The unit price for `quantity`: that of the last scale whose minQuantity ≤ quantity. Null when the
 * quantity is not a whole positive number or lies below the smallest scale (not orderable).
 */
export function unitPriceFor(scales: readonly PriceScale[], quantity: number): number | null {
  if (!isQuantity(quantity)) return null;
  let price: number | null = null;
  for (const scale of normalizeScales(scales)) {
    if (scale.minQuantity > quantity) break;
    price = scale.unitPriceMinor;
  }
  return price;
}

/**
 * The most one order line may cost (10 million in major units): far above any print order, and low
 * enough that a line's total, net or gross, fits a 32-bit integer wherever it travels (GraphQL Int).
 */
export const MAX_LINE_TOTAL_MINOR = 1_000_000_000;

/** unit × quantity; throws when the product leaves the exactly representable integers. */
export function multiplyMinor(unitPriceMinor: number, quantity: number): number {
  const total = unitPriceMinor * quantity;
  if (!Number.isSafeInteger(total)) {
    throw new RangeError(`Price ${unitPriceMinor} × ${quantity} exceeds the safe integer range`);
  }
  return total;
}

/** Quantity, unit price and total (= unit price × quantity) for an order of `quantity`; null when not orderable. */
export function priceFor(scales: readonly PriceScale[], quantity: number): PriceRow | null {
  const unitPriceMinor = unitPriceFor(scales, quantity);
  if (unitPriceMinor === null) return null;
  return { quantity, unitPriceMinor, totalMinor: multiplyMinor(unitPriceMinor, quantity) };
}

/** The total for `quantity` (unit price × quantity), or null when that quantity cannot be ordered. */
export function totalFor(scales: readonly PriceScale[], quantity: number): number | null {
  return priceFor(scales, quantity)?.totalMinor ?? null;
}

/**
 * The price table shown on a product page: one row per scale, at the scale's first quantity, with the
 * price per single unit and the total for that quantity.
 */
export function priceTableRows(scales: readonly PriceScale[]): PriceRow[] {
  return normalizeScales(scales).map(({ minQuantity, unitPriceMinor }) => ({
    quantity: minQuantity,
    unitPriceMinor,
    totalMinor: multiplyMinor(unitPriceMinor, minQuantity),
  }));
}

/**
 * The 'from' price of a product tile ("from €12.00"): the price of the smallest order one can place,
 * i.e. the smallest orderable quantity (first scale) with its unit price and total. We show the
 * smallest order rather than the lowest unit price of the largest scale because that is what a shopper
 * actually pays at least; the lowest unit price is the last row of the price table. Null without scales.
 */
export function fromPrice(scales: readonly PriceScale[]): PriceRow | null {
  return priceTableRows(scales)[0] ?? null;
}

/**
 * Simple pricing (spec §3: "price plus quantity scales"): `basePriceMinor` is the unit price from
 * quantity 1; the product's own scales apply from their minQuantity on. A scale at quantity 1 replaces
 * the base price (the explicit scale is the more specific setting). Without a base price the scales
 * alone count, so an order below the first scale is not possible.
 */
export function simplePricingScales(
  basePriceMinor: number | null | undefined,
  scales: readonly PriceScale[],
): PriceScale[] {
  const normalized = normalizeScales(scales);
  if (basePriceMinor == null || !isAmount(basePriceMinor)) return normalized;
  if (normalized[0]?.minQuantity === 1) return normalized;
  return [{ minQuantity: 1, unitPriceMinor: basePriceMinor }, ...normalized];
}
