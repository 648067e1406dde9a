import { scaleMinor } from './money.ts';
import type { TaxCategory } from './tax-categories.ts';

// The categories have a file of their own: the admin's lists need them, the shop's product page only
// BASIS_POINTS, so the shop's pages do not load them. Re-exported for the server's existing imports.
export { TAX_CATEGORIES, type TaxCategory } from './tax-categories.ts';

/** Rates are integer basis points (1 900 = 19 %), so tax arithmetic stays in integers. */
export const BASIS_POINTS = 10_000;

/**
 * Default rates, modelled on German VAT because the default language and the demo shops are German:
 * standard 19 %, 'none' 0 %, groceries 7 %. Every category not listed here uses the standard rate until
 * the tenant sets its own (tax law differs by country and changes; the shop owner decides, not us).
 */
export const DEFAULT_TAX_RATES: Readonly<Partial<Record<TaxCategory, number>>> = {
  none: 0,
  standard: 1_900,
  foodGrocery: 700,
};

/** Which amount the shop shows first ('gross' unless the tenant chooses 'net', e.g. a B2B shop). */
export type PriceDisplay = 'net' | 'gross';

/**
 * The tax part of the tenant settings. `pricesEnteredAs`: whether stored prices (price scales, simple
 * price) are net or gross amounts; default 'net', as print price lists usually are.
 * `taxRates`: basis points per category, overriding DEFAULT_TAX_RATES.
 */
export type TaxSettings = {
  priceDisplay: PriceDisplay;
  pricesEnteredAs: PriceDisplay;
  taxRates: Readonly<Partial<Record<string, number>>>;
};

export const DEFAULT_TAX_SETTINGS: TaxSettings = {
  priceDisplay: 'gross',
  pricesEnteredAs: 'net',
  taxRates: {},
};

const isDisplay = (value: unknown): value is PriceDisplay => value === 'net' || value === 'gross';
const isRate = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= BASIS_POINTS;

/**
 * Reads the tax settings from a stored settings document (`settings.tax`), keeping only well-formed
 * values: anything missing or malformed falls back to DEFAULT_TAX_SETTINGS.
 */
export function readTaxSettings(settings: unknown): TaxSettings {
  const tax = settings && typeof settings === 'object' ? (settings as { tax?: unknown }).tax : undefined;
  if (!tax || typeof tax !== 'object') return DEFAULT_TAX_SETTINGS;
  const value = tax as Record<string, unknown>;
  const rates: Record<string, number> = {};
  if (value.taxRates && typeof value.taxRates === 'object') {
    for (const [category, rate] of Object.entries(value.taxRates)) {
      if (isRate(rate)) rates[category] = rate;
    }
  }
  return {
    priceDisplay: isDisplay(value.priceDisplay) ? value.priceDisplay : DEFAULT_TAX_SETTINGS.priceDisplay,
    pricesEnteredAs: isDisplay(value.pricesEnteredAs)
      ? value.pricesEnteredAs
      : DEFAULT_TAX_SETTINGS.pricesEnteredAs,
    taxRates: rates,
  };
}

/** The rate of a category in basis points: tenant rate, else default, else the standard rate. */
export function taxRateFor(category: string, settings: TaxSettings = DEFAULT_TAX_SETTINGS): number {
  const own = (rates: Readonly<Partial<Record<string, number>>>, key: string) =>
    Object.hasOwn(rates, key) ? rates[key] : undefined;
  return (
    own(settings.taxRates, category) ??
    own(DEFAULT_TAX_RATES, category) ??
    own(settings.taxRates, 'standard') ??
    DEFAULT_TAX_RATES.standard!
  );
}

export type NetGross = { netMinor: number; grossMinor: number; taxMinor: number };

/**
 * Net and gross of a stored amount. From net: gross = net × (1 + rate), rounded half up. From gross:
 * net = gross / (1 + rate), rounded half up. The tax is always gross − net, so the three add up.
 * Apply it to a total rather than multiplying a rounded unit amount, or the cents drift.
 */
export function netGross(amountMinor: number, rateBasisPoints: number, enteredAs: PriceDisplay): NetGross {
  if (enteredAs === 'net') {
    const grossMinor = scaleMinor(amountMinor, BASIS_POINTS + rateBasisPoints, BASIS_POINTS);
    return { netMinor: amountMinor, grossMinor, taxMinor: grossMinor - amountMinor };
  }
  const netMinor = scaleMinor(amountMinor, BASIS_POINTS, BASIS_POINTS + rateBasisPoints);
  return { netMinor, grossMinor: amountMinor, taxMinor: amountMinor - netMinor };
}

/**
 * How stored amounts were entered: net, or gross with the tax of `includedRate` in them (a price list
 * entered gross, decision 0043). Without one, the tenant's `pricesEnteredAs` applies.
 */
export type AmountBasis = { enteredAs: PriceDisplay; includedRate: number };

/**
 * Net and gross of a stored amount when the product is taxed at `rate`. A gross amount that includes
 * the product's own rate is exact as entered (the shop shows what the admin typed); one entered with
 * another rate is brought to net first and taxed at the product's rate.
 */
export function netGrossOfBasis(amountMinor: number, rate: number, basis: AmountBasis): NetGross {
  if (basis.enteredAs === 'net' || basis.includedRate === rate)
    return netGross(amountMinor, rate, basis.enteredAs);
  const net = scaleMinor(amountMinor, BASIS_POINTS, BASIS_POINTS + basis.includedRate);
  return netGross(net, rate, 'net');
}

/** 1900 basis points → '19 %' / '19%' as the locale writes percentages (the price table's caption). */
export function formatTaxRate(basisPoints: number, locale: string): string {
  let formatter = percentFormatters.get(locale);
  if (!formatter)
    percentFormatters.set(
      locale,
      (formatter = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 })),
    );
  return formatter.format(basisPoints / BASIS_POINTS);
}

/** One formatter per UI language of the shops (building one is costly; every price table asks). */
const percentFormatters = new Map<string, Intl.NumberFormat>();
