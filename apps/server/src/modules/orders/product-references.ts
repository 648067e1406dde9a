import { eq, sql } from 'drizzle-orm';
import type { ProductReference } from '../catalog/products/admin/product-references.ts';
import type { Tx } from '../../platform/db/client.ts';
import { orderItems } from './orders.tables.ts';

/**
 * A product that was ordered stays: its orders show it as it was (registered with the catalogue by
 * orders.module.ts, see catalog/products/admin/product-references.ts).
 */
export async function orderedProductReference(tx: Tx, productId: string): Promise<ProductReference | null> {
  const [row] = await tx
    .select({ orders: sql<number>`count(distinct ${orderItems.orderId})::int` })
    .from(orderItems)
    .where(eq(orderItems.productId, productId));
  const orders = row?.orders ?? 0;
  return orders > 0 ? { key: 'admin.productHasOrders', params: { count: String(orders) } } : null;
}
