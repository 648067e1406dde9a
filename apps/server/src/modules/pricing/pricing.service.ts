import {
  fromPrice,
  normalizeScales,
  priceFor,
  priceTableRows,
  simplePricingScales,
  type PriceRow,
  type PriceScale,
} from '@print/core/pricing/price-table';
import {
  netGrossOfBasis,
  readTaxSettings,
  taxRateFor,
  type AmountBasis,
  type PriceDisplay,
  type TaxSettings,
} from '@print/core/pricing/tax';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { priceLists } from './pricing.tables.ts';
import { priceScales } from './price-scales.tables.ts';

// Prices of products (spec §3: price lists with quantity scales, or simple pricing; §4 pricing mode).
// Stored amounts are integer minor units; net/gross follow the tenant's tax settings (@print/core).

/** How a price list's amounts were entered (decision 0043): net, or gross including its tax category. */
export type ListEntry = { enteredAs: 'net' | 'gross'; taxCategory: string };

/** What a product costs, before tax display: the scales that apply and their currency. */
export type ProductPricing = {
  currency: string;
  /** Normalised scales (minQuantity ascending) for all variants; empty when none is configured. */
  scales: PriceScale[];
  /** A price list's scales of single variants (variant id → normalised scales); they replace `scales` for it. */
  variantScales: Record<string, PriceScale[]>;
  /** The price list's entry; null: the amounts are as the tenant's tax settings say (simple pricing). */
  entry: ListEntry | null;
  /**
   * False when the product cannot be priced: price-list mode without a list, with an archived list or
   * one without scales; simple mode without a price or scales. Shown to price managers only.
   */
  configured: boolean;
};

/** What pricing reads of a product (the catalogue's ProductRow has it). */
export type PricedProduct = {
  id: string;
  pricingMode: 'simple' | 'priceList';
  priceListId: string | null;
  simplePriceMinor: number | null;
  currency: string;
};

/**
 * The pricing of many products in one statement: the scales of their (not archived) price lists and the
 * product scales of simple pricing. Products sharing a price list share its scales.
 */
export async function pricingOfProducts(
  tx: Tx,
  productList: readonly PricedProduct[],
): Promise<Map<string, ProductPricing>> {
  const listIds = [
    ...new Set(
      productList.flatMap((p) => (p.pricingMode === 'priceList' && p.priceListId ? [p.priceListId] : [])),
    ),
  ];
  const simpleIds = productList.filter((p) => p.pricingMode === 'simple').map((p) => p.id);
  const conditions = [
    listIds.length
      ? and(inArray(priceScales.priceListId, listIds), eq(priceLists.archived, false))
      : undefined,
    simpleIds.length
      ? and(isNull(priceScales.priceListId), inArray(priceScales.productId, simpleIds))
      : undefined,
  ].filter((condition) => condition !== undefined);
  const rows = conditions.length
    ? await tx
        .select({
          priceListId: priceScales.priceListId,
          productId: priceScales.productId,
          variantId: priceScales.variantId,
          minQuantity: priceScales.minQuantity,
          unitPriceMinor: priceScales.unitPriceMinor,
          listCurrency: priceLists.currency,
          priceEntry: priceLists.priceEntry,
          listTaxCategory: priceLists.taxCategory,
        })
        .from(priceScales)
        .leftJoin(
          priceLists,
          and(eq(priceLists.tenantId, priceScales.tenantId), eq(priceLists.id, priceScales.priceListId)),
        )
        .where(or(...conditions))
    : [];

  const byList = new Map<string, StoredList>();
  const byProduct = new Map<string, PriceScale[]>();
  for (const row of rows) {
    const scale = { minQuantity: row.minQuantity, unitPriceMinor: row.unitPriceMinor };
    if (row.priceListId) {
      const list = byList.get(row.priceListId) ?? {
        currency: row.listCurrency,
        scales: [],
        variantScales: {},
        entry: { enteredAs: row.priceEntry ?? 'net', taxCategory: row.listTaxCategory ?? 'standard' },
      };
      if (row.variantId) (list.variantScales[row.variantId] ??= []).push(scale);
      else list.scales.push(scale);
      byList.set(row.priceListId, list);
    } else if (row.productId) {
      byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), scale]);
    }
  }

  return new Map(
    productList.map((product) => [
      product.id,
      pricingOf(
        product,
        product.priceListId ? byList.get(product.priceListId) : undefined,
        byProduct.get(product.id) ?? [],
      ),
    ]),
  );
}

/** A price list's scales as read: for all variants, per variant, and how they were entered. */
export type StoredList = {
  currency: string | null;
  scales: PriceScale[];
  variantScales: Record<string, PriceScale[]>;
  entry: ListEntry;
};

/**
 * A product's pricing from its stored scales: `list` is its (not archived) price list with scales, if
 * any; `productScales` the scales of simple pricing.
 */
export function pricingOf(
  product: PricedProduct,
  list: StoredList | undefined,
  productScales: PriceScale[],
): ProductPricing {
  if (product.pricingMode === 'simple') {
    const scales = simplePricingScales(product.simplePriceMinor, productScales);
    return {
      currency: product.currency,
      scales,
      variantScales: {},
      entry: null,
      configured: scales.length > 0,
    };
  }
  const scales = normalizeScales(list?.scales ?? []);
  const variantScales: Record<string, PriceScale[]> = {};
  for (const [variantId, own] of Object.entries(list?.variantScales ?? {})) {
    const normalized = normalizeScales(own);
    if (normalized.length) variantScales[variantId] = normalized;
  }
  // The list's currency is the one its amounts are in.
  const currency = list?.currency ?? product.currency;
  const configured = scales.length > 0 || Object.keys(variantScales).length > 0;
  return { currency, scales, variantScales, entry: list?.entry ?? null, configured };
}

/**
 * The pricing of one variant (or of the product without one): a variant with scales of its own in the
 * price list is priced by them alone, any other by the list's scales for all variants (decision 0043).
 */
export function forVariant(pricing: ProductPricing, variantId: string | null | undefined): ProductPricing {
  // Own keys only: an id from a request may name a property every object has (`__proto__`).
  const own =
    variantId && Object.hasOwn(pricing.variantScales, variantId)
      ? pricing.variantScales[variantId]
      : undefined;
  const scales = own ?? pricing.scales;
  return { ...pricing, scales, configured: scales.length > 0 };
}

/** One amount as the shop shows it: net, gross, the tax between them and the one to show first. */
export type PriceAmount = {
  currency: string;
  netMinor: number;
  grossMinor: number;
  taxMinor: number;
  /** Net or gross, per the tenant's price display setting. */
  amountMinor: number;
  display: PriceDisplay;
};

/** A price-table row with tax: quantity, price per single unit and total. */
export type PriceRowView = { quantity: number; unitPrice: PriceAmount; total: PriceAmount };

export type TaxContext = { settings: TaxSettings; taxCategory: string };

/** How the pricing's amounts were entered: the price list's own entry, else the tenant's setting. */
export function basisOf(entry: ListEntry | null, tax: TaxContext): AmountBasis {
  return entry
    ? { enteredAs: entry.enteredAs, includedRate: taxRateFor(entry.taxCategory, tax.settings) }
    : {
        enteredAs: tax.settings.pricesEnteredAs,
        includedRate: taxRateFor(tax.taxCategory, tax.settings),
      };
}

function amount(amountMinor: number, currency: string, tax: TaxContext, basis: AmountBasis): PriceAmount {
  const split = netGrossOfBasis(amountMinor, taxRateFor(tax.taxCategory, tax.settings), basis);
  const display = tax.settings.priceDisplay;
  return { currency, ...split, amountMinor: display === 'net' ? split.netMinor : split.grossMinor, display };
}

/**
 * Net/gross of a row. Tax is applied to the unit price and to the total separately (each rounded half
 * up), so the total's tax is exact; in the stored basis total = unit price × quantity always holds.
 */
export function priceRowView(row: PriceRow, pricing: ProductPricing, tax: TaxContext): PriceRowView {
  const basis = basisOf(pricing.entry, tax);
  return {
    quantity: row.quantity,
    unitPrice: amount(row.unitPriceMinor, pricing.currency, tax, basis),
    total: amount(row.totalMinor, pricing.currency, tax, basis),
  };
}

/** The product page's price table: of one variant, or of the product (its scales for all variants). */
export function priceTableView(pricing: ProductPricing, tax: TaxContext): PriceRowView[] {
  return priceTableRows(pricing.scales).map((row) => priceRowView(row, pricing, tax));
}

export function fromPriceView(pricing: ProductPricing, tax: TaxContext): PriceRowView | null {
  const row = fromPrice(pricing.scales);
  return row ? priceRowView(row, pricing, tax) : null;
}

/**
 * A cart or order line's price: unit price and total at its quantity, as the shop shows prices
 * (net/gross). The one function the cart and checkout price with; pass the variant's pricing (forVariant).
 */
export type ItemPrice = {
  /** The tax rate of the line in basis points. */
  taxRate: number;
  unitPriceMinor: number;
  totalMinor: number;
  /** The total split as checkout sums it (each line's tax rounded once, on its total). */
  netMinor: number;
  taxMinor: number;
  grossMinor: number;
  currency: string;
};

export function itemPrice(
  pricing: ProductPricing,
  taxCategory: string,
  tenantSettings: unknown,
  quantity: number,
): ItemPrice | null {
  const row = priceFor(pricing.scales, quantity);
  if (!row) return null;
  const tax = { settings: readTaxSettings(tenantSettings), taxCategory };
  const view = priceRowView(row, pricing, tax);
  return {
    taxRate: taxRateFor(taxCategory, tax.settings),
    unitPriceMinor: view.unitPrice.amountMinor,
    totalMinor: view.total.amountMinor,
    netMinor: view.total.netMinor,
    taxMinor: view.total.taxMinor,
    grossMinor: view.total.grossMinor,
    currency: pricing.currency,
  };
}
