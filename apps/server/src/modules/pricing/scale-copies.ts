import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { priceScales } from './price-scales.tables.ts';

// The catalogue copies a product's prices with the product (copy product, unlink a variant, spec §4).

/** Copies a product's simple-pricing scales to another product (a variant unlinked into a product of its own). */
export async function copySimpleScales(tx: Tx, fromProductId: string, toProductId: string): Promise<void> {
  const scales = await tx
    .select()
    .from(priceScales)
    .where(and(eq(priceScales.productId, fromProductId), isNull(priceScales.priceListId)));
  if (scales.length) {
    await tx
      .insert(priceScales)
      .values(
        scales.map(({ id: _scaleId, ...scale }) => ({ ...scale, productId: toProductId, variantId: null })),
      );
  }
}

/**
 * Copies a product's scales to its copy: its own (simple pricing) and its price list's scales for one of
 * its variants (`variantIds`: the product's variant id → its copy's).
 */
export async function copyProductScales(
  tx: Tx,
  productId: string,
  copyId: string,
  variantIds: ReadonlyMap<string, string>,
): Promise<void> {
  const ownScales = await tx.select().from(priceScales).where(eq(priceScales.productId, productId));
  const variantScales = variantIds.size
    ? await tx
        .select()
        .from(priceScales)
        .where(and(isNotNull(priceScales.variantId), inArray(priceScales.variantId, [...variantIds.keys()])))
    : [];
  const scales = [...ownScales, ...variantScales.filter((scale) => scale.productId !== productId)];
  if (scales.length)
    await tx.insert(priceScales).values(
      scales.map(({ id: _scaleId, ...scale }) => ({
        ...scale,
        productId: scale.productId === productId ? copyId : scale.productId,
        variantId: scale.variantId ? (variantIds.get(scale.variantId) ?? null) : null,
      })),
    );
}
