import { foreignKey, index, integer, uuid } from 'drizzle-orm/pg-core';
import { tenantTable } from '../../platform/db/tenant-table.ts';
// Foreign keys only: a scale belongs to a product or one of its variants (decision 0067).
import { products, productVariants } from '../catalog/catalog.tables.ts';
import { priceLists } from './pricing.tables.ts';

/** Quantity scales: from minQuantity on, one unit costs unitPriceMinor. Per price list, or per product (simple). */
export const priceScales = tenantTable(
  'price_scale',
  {
    priceListId: uuid('price_list_id'),
    productId: uuid('product_id'),
    /** A price list's scale for one variant only; null = for all variants. */
    variantId: uuid('variant_id'),
    minQuantity: integer('min_quantity').notNull(),
    unitPriceMinor: integer('unit_price_minor').notNull(),
  },
  (t) => [
    foreignKey({
      columns: [t.tenantId, t.priceListId],
      foreignColumns: [priceLists.tenantId, priceLists.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.productId],
      foreignColumns: [products.tenantId, products.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.variantId],
      foreignColumns: [productVariants.tenantId, productVariants.id],
    }).onDelete('cascade'),
    index('price_scale_list').on(t.tenantId, t.priceListId, t.minQuantity),
  ],
);
