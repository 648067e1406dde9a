import { and, eq, getTableColumns, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client.ts';
import { isUuid } from '../../../platform/db/uuid.ts';
import { productColumns, type ProductRow } from '../catalog.service.ts';
import { products, productVariants } from '../catalog.tables.ts';

// Products as stored, whatever the caller may see now: for modules that hold references to products
// (cart items, order lines) and show or re-check them. Visibility is the caller's own check
// (catalog.loaders.ts `visibleProduct`); a cart shows an item whose product went offline as unavailable.

/** A product row with its print template (the order line keeps a snapshot of it). */
export type StoredProduct = typeof products.$inferSelect;

/** The products of these ids (malformed or unknown ids left out), without their templates. */
export async function storedProducts(tx: Tx, ids: readonly string[]): Promise<Map<string, ProductRow>> {
  const valid = [...new Set(ids)].filter(isUuid);
  if (!valid.length) return new Map();
  const rows = await tx.select(productColumns).from(products).where(inArray(products.id, valid));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The same, each with its print template. */
export async function storedProductsWithTemplates(
  tx: Tx,
  ids: readonly string[],
): Promise<Map<string, StoredProduct>> {
  const valid = [...new Set(ids)].filter(isUuid);
  if (!valid.length) return new Map();
  const rows = await tx.select(getTableColumns(products)).from(products).where(inArray(products.id, valid));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Which of these variants can be chosen: published and not archived (and, with `productId`, of that
 * product). One statement however many.
 */
export async function liveVariantIds(
  tx: Tx,
  variantIds: readonly string[],
  productId?: string,
): Promise<Set<string>> {
  const valid = [...new Set(variantIds)].filter(isUuid);
  if (!valid.length) return new Set();
  const rows = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(
      and(
        inArray(productVariants.id, valid),
        productId === undefined ? undefined : eq(productVariants.productId, productId),
        eq(productVariants.published, true),
        isNull(productVariants.archivedAt),
      ),
    );
  return new Set(rows.map((row) => row.id));
}
