import { and, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { products } from './catalog.tables.ts';

/** A product whose stock just fell below its warning threshold (spec §3 stock-warning recipients). */
export type StockWarning = {
  productId: string;
  name: Record<string, string>;
  stock: number;
  threshold: number;
};

/**
 * Takes the units out of stock with one conditional update per product (`stock >= wanted`), in the
 * caller's order transaction: a concurrent buyer of the last units waits for this row and then sees the
 * new stock, so no unit is sold twice. Products are locked in id order, so two carts holding the same
 * products in different order cannot deadlock. Null when a product lacks the units: the caller must
 * then fail its transaction (units of the products before it are already taken).
 */
export async function reserveStock(
  tx: Tx,
  demand: ReadonlyMap<string, number>,
): Promise<StockWarning[] | null> {
  const warnings: StockWarning[] = [];
  for (const [productId, quantity] of [...demand].sort(([a], [b]) => a.localeCompare(b))) {
    const [row] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${quantity}` })
      .where(and(eq(products.id, productId), gte(products.stock, quantity)))
      .returning({ stock: products.stock, threshold: products.stockWarningThreshold, name: products.name });
    if (!row) return null;
    const stock = row.stock!;
    // Warn once, when this order crosses the threshold, not on every order below it.
    if (row.threshold !== null && stock < row.threshold && stock + quantity >= row.threshold) {
      warnings.push({ productId, name: row.name, stock, threshold: row.threshold });
    }
  }
  return warnings;
}

/** Gives reserved units back (an unpaid card checkout that expired). */
export async function releaseStock(tx: Tx, demand: ReadonlyMap<string, number>): Promise<void> {
  for (const [productId, quantity] of [...demand].sort(([a], [b]) => a.localeCompare(b))) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${quantity}` })
      .where(and(eq(products.id, productId), sql`${products.stock} is not null`));
  }
}
