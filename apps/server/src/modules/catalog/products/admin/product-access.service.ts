import { eq, inArray, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../../../platform/service-context.ts';
import { isUuid } from '../../../../platform/db/uuid.ts';
import { invalidInput, notFound } from '../../../../platform/errors.ts';
import { checkedAccessRoles } from '../../access-roles.ts';
import { categories, productCategories, products } from '../../catalog.tables.ts';
import { adminProductColumns, type AdminProductRow } from './admin-product.service.ts';
import { recordProductActivity } from './product-activity.ts';
import { unchangedProduct } from './product-settings.service.ts';

// The Category & Access tab (spec §2): the categories a product is in and the roles that may see and
// order it (empty = everyone the categories let in; the shop applies it in productVisibility).

type Ctx = Pick<ServiceContext, 'tx' | 'tenant' | 'user'>;

/** The categories of one product, in their order. */
export async function categoryIdsOf(ctx: Pick<ServiceContext, 'tx'>, productId: string): Promise<string[]> {
  const rows = await ctx.tx
    .select({ id: productCategories.categoryId })
    .from(productCategories)
    .where(eq(productCategories.productId, productId))
    .orderBy(productCategories.sortOrder);
  return rows.map((row) => row.id);
}

export async function updateProductAccess(
  ctx: Ctx,
  id: string,
  input: { categoryIds: readonly string[]; accessRoles: readonly string[] },
): Promise<AdminProductRow> {
  if (!isUuid(id)) throw notFound('admin.productNotFound');
  const categoryIds = [...new Set(input.categoryIds)];
  const known = categoryIds.every(isUuid)
    ? categoryIds.length
      ? await ctx.tx.select({ id: categories.id }).from(categories).where(inArray(categories.id, categoryIds))
      : []
    : null;
  if (!known || known.length !== categoryIds.length)
    throw invalidInput('admin.productUnknownCategory', {
      categoryIds: { key: 'admin.productUnknownCategory' },
    });
  // Sorted: the same roles in another order are no change.
  const roles = (await checkedAccessRoles(ctx.tx, input.accessRoles)).sort();
  // The product's row locked first: of two saves at once the second reads what the first left, and a
  // save that changes nothing is neither written nor recorded. FOR NO KEY UPDATE: rows that reference the
  // product (its category links, cart lines) take KEY SHARE on it, which this must not hold off.
  const [locked] = await ctx.tx
    .select({ accessRoles: products.accessRoles })
    .from(products)
    .where(eq(products.id, id))
    .for('no key update');
  if (!locked) throw notFound('admin.productNotFound');
  // The links are replaced as a whole; a category keeps the product's place when it stays.
  const current = await categoryIdsOf(ctx, id);
  const removed = current.filter((categoryId) => !categoryIds.includes(categoryId));
  const added = categoryIds.filter((categoryId) => !current.includes(categoryId));
  if (!removed.length && !added.length && JSON.stringify(locked.accessRoles) === JSON.stringify(roles))
    return unchangedProduct(ctx, id);
  const [row] = await ctx.tx
    .update(products)
    .set({ accessRoles: roles, updatedAt: sql`now()` })
    .where(eq(products.id, id))
    .returning(adminProductColumns);
  if (!row) throw notFound('admin.productNotFound');
  if (removed.length)
    await ctx.tx
      .delete(productCategories)
      .where(
        sql`${productCategories.productId} = ${id} and ${inArray(productCategories.categoryId, removed)}`,
      );
  if (added.length)
    await ctx.tx
      .insert(productCategories)
      .values(added.map((categoryId) => ({ productId: id, categoryId })))
      .onConflictDoNothing();
  await recordProductActivity(ctx, 'update', row, { tab: 'access', categories: categoryIds.length, roles });
  return row;
}
