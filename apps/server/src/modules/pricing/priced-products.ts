import type { LocalizedText } from '@print/core/i18n/localized-text';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Tx } from '../../platform/db/client.ts';
import { contributed } from '../../platform/module-contributions.ts';

// Prices are of products, and products live in the catalogue, the module above pricing (decision 0067):
// the catalogue shows prices, so it imports pricing, never the other way round. What the price
// administration needs to know of products the catalogue contributes (contributes.pricedProducts in its
// descriptor), written over its own tables; pricing imports nothing of it and reads none of its tables.

/** A variant a price list's scale may be for: of a product priced by the list. */
export type ListVariant = { id: string; code: string; name: LocalizedText; productName: LocalizedText };

/** A product's pricing columns, as the product editor's Price Management tab reads and saves them. */
export type ProductPricingRow = {
  id: string;
  name: LocalizedText;
  pricingMode: 'simple' | 'priceList';
  priceListId: string | null;
  simplePriceMinor: number | null;
  currency: string;
  taxCategory: string;
};

export type ProductPricingValues = Pick<
  ProductPricingRow,
  'pricingMode' | 'priceListId' | 'simplePriceMinor'
>;

/** What the catalogue tells pricing about its products (one contributor: the catalogue). */
export type PricedProducts = {
  /** How many products use the price list of the outer query's `price_list` row (correlated SQL). */
  productCountOfList: SQL<number>;
  /** The variants of the products priced by the list: those a scale may be given for. */
  variantsOfList(tx: Tx, priceListId: string): Promise<ListVariant[]>;
  /** Whether the variant is one of a product priced by the list. */
  isVariantOfList(tx: Tx, priceListId: string, variantId: string): Promise<boolean>;
  /** A select of price scales with each scale's variant and its product (left joins). */
  withScaleVariants<Q extends PgSelect>(query: Q, scale: { tenantId: AnyColumn; variantId: AnyColumn }): Q;
  /** The joined variant's code, its name and its product's name, for a select `withScaleVariants` joins. */
  scaleVariantColumns: {
    variantCode: SQL<string | null>;
    variantName: SQL<LocalizedText | null>;
    productName: SQL<LocalizedText | null>;
  };
  /** The product's pricing columns (locked until the transaction ends when `lock`); undefined: no such product. */
  productPricingRow(tx: Tx, productId: string, lock: boolean): Promise<ProductPricingRow | undefined>;
  /** Writes the product's pricing columns (and its change time). */
  setProductPricing(tx: Tx, productId: string, values: ProductPricingValues): Promise<void>;
};

declare module '../../platform/module-contributions.ts' {
  interface ContributionKinds {
    /** The products prices are for (the catalogue's; exactly one module contributes them). */
    pricedProducts: PricedProducts;
  }
}

/** The catalogue's products, as it contributes them. */
export function pricedProducts(): PricedProducts {
  const [catalogue] = contributed('pricedProducts');
  if (!catalogue) throw new Error('no module contributes pricedProducts (the catalogue does)');
  return catalogue;
}
