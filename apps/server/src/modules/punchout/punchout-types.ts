// Shared shapes and money/unit helpers of the punch-out protocols (OCI and cXML). Pure functions only:
// the routes, sessions and tenant settings live elsewhere and call into this module.
import { currencyDigits } from '@print/core/pricing/money';

/** One cart line as it leaves the shop for the procurement system. */
export type PunchOutItem = {
  /** Our article code: OCI NEW_ITEM-VENDORMAT, cXML SupplierPartID. */
  articleCode: string;
  description: string;
  longText?: string;
  /** Whole units; print products are never ordered in fractions. */
  quantity: number;
  /** Our unit (UN/CEFACT Rec. 20, e.g. 'C62'); {@link ociUnit} / {@link cxmlUnit} map it per protocol. */
  unit: string;
  /** Price of `priceUnit` units (default 1) in integer minor units (cents). */
  unitPriceMinor: number;
  /**
   * How many units `unitPriceMinor` is the price of (OCI PRICEUNIT, cXML PriceBasisQuantity): a line
   * whose net total is not a whole number of cents per unit is sent as "total per quantity", exactly.
   */
  priceUnit?: number;
  /** ISO 4217, e.g. 'EUR'. */
  currency: string;
  leadTimeDays?: number;
  /** UNSPSC code (OCI NEW_ITEM-MATGROUP, cXML Classification domain="UNSPSC"). */
  classification?: string;
  /**
   * Our reference of the configured line (OCI NEW_ITEM-EXT_PRODUCT_ID, cXML SupplierPartAuxiliaryID), so a
   * later edit/inspect session can find the personalisation again. Defaults to the article code in OCI.
   */
  auxiliaryId?: string;
};

/** The common "absolute http(s) URL" rule for HOOK_URL, BrowserFormPost and form actions. */
export function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'http:' || protocol === 'https:';
}

const CURRENCY = /^[A-Z]{3}$/;

/** Minor-unit digits of an ISO 4217 currency (EUR 2, JPY 0); throws for anything that is not a code. */
export function minorDigits(currency: string): number {
  if (!CURRENCY.test(currency)) throw new RangeError(`Not an ISO 4217 currency code: ${currency}`);
  return currencyDigits(currency);
}

/**
 * Integer minor units → decimal string with '.' (1999 → '19.99', 5 → '0.05', -5 → '-0.05'). BigInt, so
 * sums beyond 2^53 stay exact and no amount ever passes through a binary fraction.
 */
export function minorToDecimal(amountMinor: number | bigint, digits: number): string {
  if (typeof amountMinor === 'number' && !Number.isSafeInteger(amountMinor)) {
    throw new RangeError(`Not an integer amount: ${amountMinor}`);
  }
  const amount = BigInt(amountMinor);
  const sign = amount < 0n ? '-' : '';
  const magnitude = (amount < 0n ? -amount : amount).toString();
  if (digits <= 0) return `${sign}${magnitude}`;
  const padded = magnitude.padStart(digits + 1, '0');
  return `${sign}${padded.slice(0, -digits)}.${padded.slice(-digits)}`;
}

/** The inverse of {@link minorToDecimal}: '19.99' → 1999n. Null for anything but a plain decimal. */
export function decimalToMinor(value: string, digits: number): bigint | null {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value);
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  if (fraction.length > digits) return null;
  const magnitude = BigInt(whole + fraction.padEnd(Math.max(digits, 0), '0'));
  return sign === '-' ? -magnitude : magnitude;
}

/** Price of one unit in the currency's decimal notation, e.g. formatUnitPrice(1999, 'EUR') → '19.99'. */
export function formatPrice(amountMinor: number | bigint, currency: string): string {
  return minorToDecimal(amountMinor, minorDigits(currency));
}

/**
 * Σ quantity × unit price in minor units, exact (BigInt). Throws for a line in another currency, since one
 * Total cannot mix currencies, and for non-integer quantities or prices.
 */
export function totalMinor(items: readonly PunchOutItem[], currency: string): bigint {
  let total = 0n;
  for (const item of items) {
    assertItem(item);
    if (item.currency !== currency) {
      throw new RangeError(`Item ${item.articleCode} is in ${item.currency}, the cart in ${currency}`);
    }
    total += (BigInt(item.quantity) * BigInt(item.unitPriceMinor)) / BigInt(item.priceUnit ?? 1);
  }
  return total;
}

/** Rejects lines no procurement system could book: fractional or non-positive quantities, odd prices. */
export function assertItem(item: PunchOutItem): void {
  if (!Number.isSafeInteger(item.quantity) || item.quantity <= 0) {
    throw new RangeError(`Quantity must be a positive integer: ${item.quantity}`);
  }
  if (!Number.isSafeInteger(item.unitPriceMinor) || item.unitPriceMinor < 0) {
    throw new RangeError(`Unit price must be a non-negative integer of minor units: ${item.unitPriceMinor}`);
  }
  const priceUnit = item.priceUnit ?? 1;
  if (!Number.isSafeInteger(priceUnit) || priceUnit <= 0) {
    throw new RangeError(`Price unit must be a positive integer: ${priceUnit}`);
  }
  if ((BigInt(item.quantity) * BigInt(item.unitPriceMinor)) % BigInt(priceUnit) !== 0n) {
    throw new RangeError('quantity × price must be a whole number of minor units per price unit');
  }
  if (
    item.leadTimeDays !== undefined &&
    (!Number.isSafeInteger(item.leadTimeDays) || item.leadTimeDays < 0)
  ) {
    throw new RangeError(`Lead time must be a whole number of days: ${item.leadTimeDays}`);
  }
  minorDigits(item.currency);
}

// "Piece" has several spellings: UN/CEFACT C62 ("one"), H87 ("piece"), EA ("each"), the ISO code PCE
// that OCI documents, and SAP's internal ST. Everything else (KGM, MTR, MTK, SET, PK…) is the same code
// in both protocols and passes through.
const PIECE_CODES = new Set(['C62', 'H87', 'EA', 'PCE', 'ST']);

/** Our unit as OCI NEW_ITEM-UNIT (ISO code, 'PCE' for pieces). */
export function ociUnit(unit: string): string {
  const code = unit.trim().toUpperCase();
  return PIECE_CODES.has(code) ? 'PCE' : code;
}

/** Our unit as cXML UnitOfMeasure (UN/CEFACT Rec. 20, 'C62' for pieces). */
export function cxmlUnit(unit: string): string {
  const code = unit.trim().toUpperCase();
  return PIECE_CODES.has(code) ? 'C62' : code;
}
