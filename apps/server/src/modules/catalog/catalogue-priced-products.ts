import type { LocalizedText } from '@print/core/i18n/localized-text';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Tx } from '../../platform/db/client.ts';
import type { PricedProducts } from '../pricing/priced-products.ts';
import { products, productVariants } from './catalog.tables.ts';

// What the price administration needs to know of the catalogue's products (decision 0067): pricing sits
// below the catalogue and reads none of its tables, so the catalogue contributes these (catalog.module.ts).

const variantOfList = (priceListId: string) =>
  and(eq(products.priceListId, priceListId), eq(products.pricingMode, 'priceList'));

const ofItsProduct = and(
  eq(products.tenantId, productVariants.tenantId),
  eq(products.id, productVariants.productId),
);

export const cataloguePricedProducts: PricedProducts = {
  // The outer row's columns are written out: in a one-table select Drizzle leaves columns unqualified,
  // and inside this subquery an unqualified tenant_id would be the product's.
  productCountOfList: sql<number>`(select count(*)::int from ${products} p
  where p.tenant_id = price_list.tenant_id and p.price_list_id = price_list.id
    and p.pricing_mode = 'priceList')`,

  variantsOfList: (tx, priceListId) =>
    tx
      .select({
        id: productVariants.id,
        code: productVariants.code,
        name: productVariants.name,
        productName: products.name,
      })
      .from(productVariants)
      .innerJoin(products, ofItsProduct)
      .where(variantOfList(priceListId))
      .orderBy(asc(productVariants.code)),

  async isVariantOfList(tx, priceListId, variantId) {
    const [found] = await tx
      .select({ id: productVariants.id })
      .from(productVariants)
      .innerJoin(products, ofItsProduct)
      .where(
        and(
          eq(productVariants.id, variantId),
          eq(products.priceListId, priceListId),
          eq(products.pricingMode, 'priceList'),
        ),
      );
    return Boolean(found);
  },

  withScaleVariants: <Q extends PgSelect>(
    query: Q,
    scale: Parameters<PricedProducts['withScaleVariants']>[1],
  ) =>
    query
      .leftJoin(
        productVariants,
        and(eq(productVariants.tenantId, scale.tenantId), eq(productVariants.id, scale.variantId)),
      )
      .leftJoin(products, ofItsProduct) as unknown as Q,

  scaleVariantColumns: {
    variantCode: sql<string | null>`${productVariants.code}`,
    variantName: sql<LocalizedText | null>`${productVariants.name}`.mapWith(productVariants.name),
    productName: sql<LocalizedText | null>`${products.name}`.mapWith(products.name),
  },

  async productPricingRow(tx: Tx, productId: string, lock: boolean) {
    const query = tx
      .select({
        id: products.id,
        name: products.name,
        pricingMode: products.pricingMode,
        priceListId: products.priceListId,
        simplePriceMinor: products.simplePriceMinor,
        currency: products.currency,
        taxCategory: products.taxCategory,
      })
      .from(products)
      .where(eq(products.id, productId));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  async setProductPricing(tx, productId, values) {
    await tx
      .update(products)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(products.id, productId));
  },
};
