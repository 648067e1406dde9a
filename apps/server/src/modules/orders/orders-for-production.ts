import type { OrderStatus } from '@print/core/orders/order-status';
import { and, count, desc, eq, gt, inArray, isNotNull, lt, ne } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { orderItems, orders } from './orders.tables.ts';

// What production needs of the orders: the personalised items (those with a print template) of
// placed orders, for the print files it makes of them, and the orders its Approvals card points at.

export type TemplatedItem = { tenantId: string; orderId: string; position: number };

/**
 * Items with a print template of orders placed between the two moments (across tenants when run on the
 * privileged path, else the current tenant's), oldest first.
 */
export async function templatedItemsPlacedBetween(
  tx: Tx,
  from: Date,
  to: Date,
  limit: number,
): Promise<TemplatedItem[]> {
  return tx
    .select({ tenantId: orderItems.tenantId, orderId: orderItems.orderId, position: orderItems.position })
    .from(orderItems)
    .innerJoin(orders, and(eq(orders.tenantId, orderItems.tenantId), eq(orders.id, orderItems.orderId)))
    .where(
      and(
        isNotNull(orderItems.template),
        ne(orders.status, 'inCreation'),
        gt(orders.placedAt, from),
        lt(orders.placedAt, to),
      ),
    )
    .orderBy(orders.placedAt, orderItems.position)
    .limit(limit);
}

/** Orders by id (one statement), for lists that point at orders (the dashboard's Approvals). */
export async function ordersByIds(tx: Tx, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, typeof orders.$inferSelect>();
  const rows = await tx
    .select()
    .from(orders)
    .where(inArray(orders.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The shop's orders in a status, most recently changed first (the dashboard's Approvals). */
export async function ordersInStatus(tx: Tx, status: OrderStatus, limit: number) {
  const rows = await tx
    .select()
    .from(orders)
    .where(eq(orders.status, status))
    .orderBy(desc(orders.updatedAt))
    .limit(limit);
  const [total] = await tx.select({ count: count() }).from(orders).where(eq(orders.status, status));
  return { rows, total: total?.count ?? 0 };
}
