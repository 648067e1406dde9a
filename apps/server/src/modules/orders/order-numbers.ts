import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { orderNumberCounters } from './orders.tables.ts';

/** Every tenant's first order number (shown as e.g. 100001). */
export const FIRST_ORDER_NUMBER = 100_001;

/**
 * The tenant's next order number, in the caller's order transaction. One upsert: the first order of a
 * tenant creates its counter, later ones increment it. The counter row stays locked until the order
 * commits, so two orders of one tenant placed at once get distinct, consecutive numbers (the second
 * waits for the first), while other tenants count independently. Take it as late as possible in the
 * transaction to keep that wait short. A rolled-back order gives its number back; a removed unpaid card
 * order does not, so a number once shown is never reused.
 */
export async function nextOrderNumber(tx: Tx): Promise<number> {
  const [row] = await tx
    .insert(orderNumberCounters)
    .values({ lastNumber: FIRST_ORDER_NUMBER })
    .onConflictDoUpdate({
      target: orderNumberCounters.tenantId,
      set: { lastNumber: sql`${orderNumberCounters.lastNumber} + 1` },
    })
    .returning({ number: orderNumberCounters.lastNumber });
  return row!.number;
}
