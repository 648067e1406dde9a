import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import type { OrderRow } from './orders.service.ts';
import { orders } from './orders.tables.ts';

// What the payments module asks of card orders: an order In creation waits for its one payment session
// (decision 0012); the session's id is stored with it, and unsettled ones are swept up after a crash.

/**
 * Stores the payment session of a card order that is still In creation and has none yet; false when
 * another request stored one first (or the order is gone or no longer waiting).
 */
export async function attachPaymentSession(tx: Tx, orderId: string, sessionId: string): Promise<boolean> {
  const [row] = await tx
    .update(orders)
    .set({ paymentRef: sessionId, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'inCreation'), isNull(orders.paymentRef)))
    .returning({ id: orders.id });
  return row !== undefined;
}

/** The user's order that carries this payment session, or null. */
export async function orderOfPaymentSession(
  tx: Tx,
  sessionId: string,
  userId: string,
): Promise<OrderRow | null> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.paymentRef, sessionId), eq(orders.userId, userId)));
  return order ?? null;
}

const unsettledBefore = (cutoff: Date) => and(eq(orders.status, 'inCreation'), lt(orders.createdAt, cutoff));

/**
 * The tenants with card orders In creation since before `cutoff`: a question across tenants, for the
 * privileged path (withSystem) only.
 */
export async function tenantsWithUnsettledOrders(tx: Tx, cutoff: Date): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ tenantId: orders.tenantId })
    .from(orders)
    .where(unsettledBefore(cutoff));
  return rows.map((row) => row.tenantId);
}

/** The tenant's orders In creation since before `cutoff`, with their payment session if any. */
export async function unsettledOrders(tx: Tx, cutoff: Date) {
  return tx
    .select({ id: orders.id, paymentRef: orders.paymentRef, createdAt: orders.createdAt })
    .from(orders)
    .where(unsettledBefore(cutoff));
}
