import { eq, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../../../platform/service-context.ts';
import { isUuid } from '../../../../platform/db/uuid.ts';
import { conflict, notFound } from '../../../../platform/errors.ts';
import { mediaIdsIn } from '../../../../platform/storage/media-references.ts';
import { queueMediaCleanup } from '../../../media/media-cleanup.ts';
import { categories, products, productVariants } from '../../catalog.tables.ts';
import { recordProductActivity } from './product-activity.ts';
import { productReference } from './product-references.ts';

/**
 * Deletes a product with its variants, fields, scales, category links and cart items (foreign keys
 * cascade), and takes it out of the categories' static lists. Refused with 'Error deleting product'
 * and the reason when orders (or other records) refer to it: the admin archives it instead. The files
 * its gallery, template and variants named are deleted afterwards unless something else names them
 * (media-cleanup.ts).
 */
export async function deleteProduct(ctx: ServiceContext, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound('admin.productNotFound');
  // Locks the row: a second delete at the same time waits, then finds nothing.
  const [row] = await ctx.tx
    .select({
      id: products.id,
      name: products.name,
      // Where the product names stored files.
      media: {
        imageUrl: products.imageUrl,
        images: products.images,
        template: products.template,
        description: products.description,
        metaValues: products.metaValues,
      },
    })
    .from(products)
    .where(eq(products.id, id))
    .for('update');
  if (!row) throw notFound('admin.productNotFound');
  const reference = await productReference(ctx.tx, id);
  if (reference)
    throw conflict('admin.errorDeletingProduct', {
      product: { key: reference.key, ...(reference.params ? { params: reference.params } : {}) },
    });
  await ctx.tx
    .update(categories)
    .set({ staticProductIds: sql`array_remove(${categories.staticProductIds}, ${id}::uuid)` })
    .where(sql`${id}::uuid = any(${categories.staticProductIds})`);
  const variants = await ctx.tx
    .select({ fieldValues: productVariants.fieldValues })
    .from(productVariants)
    .where(eq(productVariants.productId, id));
  await ctx.tx.delete(products).where(eq(products.id, id));
  queueMediaCleanup(ctx, mediaIdsIn(row.media, variants));
  await recordProductActivity(ctx, 'delete', row);
}
