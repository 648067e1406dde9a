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
  netGross,
  readTaxSettings,
  taxRateFor,
  type PriceDisplay,
  type TaxSettings,
} from '@print/core/pricing/tax';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { priceLists, priceScales } from './catalog.tables.ts';
import type { ProductRow } from './catalog.service.ts';

// Prices of products (spec §3: price lists with quantity scales, or simple pricing; §4 pricing mode).
// Stored amounts are integer minor units; net/gross follow the tenant's tax settings (@print/core).

/** What a product costs, before tax display: the scales that apply and their currency. */
export type ProductPricing = {
  currency: string;
  /** Normalised scales (minQuantity ascending); empty when no usable price is configured. */
  scales: PriceScale[];
  /**
   * False when the product cannot be priced: price-list mode without a list, with an archived list or
   * one without scales; simple mode without a price or scales. Shown to price managers only.
   */
  configured: boolean;
};

export type PricedProduct = Pick<
  ProductRow,
  'id' | 'pricingMode' | 'priceListId' | 'simplePriceMinor' | 'currency'
>;

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
          minQuantity: priceScales.minQuantity,
          unitPriceMinor: priceScales.unitPriceMinor,
          listCurrency: priceLists.currency,
        })
        .from(priceScales)
        .leftJoin(
          priceLists,
          and(eq(priceLists.tenantId, priceScales.tenantId), eq(priceLists.id, priceScales.priceListId)),
        )
        .where(or(...conditions))
    : [];

  const byList = new Map<string, { currency: string | null; scales: PriceScale[] }>();
  const byProduct = new Map<string, PriceScale[]>();
  for (const row of rows) {
    const scale = { minQuantity: row.minQuantity, unitPriceMinor: row.unitPriceMinor };
    if (row.priceListId) {
      const list = byList.get(row.priceListId) ?? { currency: row.listCurrency, scales: [] };
      list.scales.push(scale);
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

/**
 * A product's pricing from its stored scales: `list` is its (not archived) price list with scales, if
 * any; `productScales` the scales of simple pricing.
 */
export function pricingOf(
  product: PricedProduct,
  list: { currency: string | null; scales: PriceScale[] } | undefined,
  productScales: PriceScale[],
): ProductPricing {
  if (product.pricingMode === 'simple') {
    const scales = simplePricingScales(product.simplePriceMinor, productScales);
    return { currency: product.currency, scales, configured: scales.length > 0 };
  }
  const scales = normalizeScales(list?.scales ?? []);
  // The list's currency is the one its amounts are in.
  const currency = list?.currency ?? product.currency;
  return { currency, scales, configured: scales.length > 0 };
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

function amount(amountMinor: number, currency: string, tax: TaxContext): PriceAmount {
  const split = netGross(
    amountMinor,
    taxRateFor(tax.taxCategory, tax.settings),
    tax.settings.pricesEnteredAs,
  );
  const display = tax.settings.priceDisplay;
  return { currency, ...split, amountMinor: display === 'net' ? split.netMinor : split.grossMinor, display };
}

/**
 * Net/gross of a row. Tax is applied to the unit price and to the total separately (each rounded half
 * up), so the total's tax is exact; in the stored basis total = unit price × quantity always holds.
 */
export function priceRowView(row: PriceRow, currency: string, tax: TaxContext): PriceRowView {
  return {
    quantity: row.quantity,
    unitPrice: amount(row.unitPriceMinor, currency, tax),
    total: amount(row.totalMinor, currency, tax),
  };
}

export function priceTableView(pricing: ProductPricing, tax: TaxContext): PriceRowView[] {
  return priceTableRows(pricing.scales).map((row) => priceRowView(row, pricing.currency, tax));
}

export function fromPriceView(pricing: ProductPricing, tax: TaxContext): PriceRowView | null {
  const row = fromPrice(pricing.scales);
  return row ? priceRowView(row, pricing.currency, tax) : null;
}

/** A cart line's price: unit price and total at its quantity, as the shop shows prices (net/gross). */
export type ItemPrice = {
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
  const view = priceRowView(row, pricing.currency, {
    settings: readTaxSettings(tenantSettings),
    taxCategory,
  });
  return {
    unitPriceMinor: view.unitPrice.amountMinor,
    totalMinor: view.total.amountMinor,
    netMinor: view.total.netMinor,
    taxMinor: view.total.taxMinor,
    grossMinor: view.total.grossMinor,
    currency: pricing.currency,
  };
}
