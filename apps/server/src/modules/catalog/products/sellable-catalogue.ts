import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client.ts';
import { pricingOfProducts, type ProductPricing } from '../../pricing/pricing.service.ts';
import { products, productVariants, type LocalizedText } from '../catalog.tables.ts';

/** A product a shopper can order once (published, priced, not archived, no subscription). */
export type SellableProduct = {
  id: string;
  slug: string;
  name: LocalizedText;
  imageUrl: string | null;
  taxCategory: string;
  variantIds: string[];
  /** Price with forVariant + itemPrice (pricing/pricing.service.ts), as the cart does. */
  pricing: ProductPricing;
};

/** The current tenant's sellable products in two reads (the demo shops' made-up past orders). */
export async function sellableCatalogue(tx: Tx): Promise<SellableProduct[]> {
  const rows = await tx
    .select()
    .from(products)
    .where(
      and(eq(products.published, true), eq(products.archived, false), eq(products.paymentMode, 'single')),
    );
  const variants = await tx
    .select({ id: productVariants.id, productId: productVariants.productId })
    .from(productVariants)
    .where(and(eq(productVariants.published, true), isNull(productVariants.archivedAt)));
  const pricing = await pricingOfProducts(tx, rows);
  return rows.flatMap((row) => {
    const own = pricing.get(row.id);
    if (!own?.scales.length) return [];
    return [
      {
        id: row.id,
        slug: row.slug,
        name: row.name,
        imageUrl: row.imageUrl,
        taxCategory: row.taxCategory,
        variantIds: variants.filter((v) => v.productId === row.id).map((v) => v.id),
        pricing: own,
      },
    ];
  });
}
