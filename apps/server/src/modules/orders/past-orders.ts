import type { Tx } from '../../platform/db/client.ts';
import { FIRST_ORDER_NUMBER } from './order-numbers.ts';
import { orderItems, orderNumberCounters, orders } from './orders.tables.ts';

type OrderRow = typeof orders.$inferInsert;
type ItemRow = typeof orderItems.$inferInsert;

/** An order of a shop's past as the demo makes it up: the order without tenant and number, its lines. */
export type PastOrder = {
  order: Omit<OrderRow, 'tenantId' | 'number'> & { id: string };
  lines: Omit<ItemRow, 'tenantId' | 'orderId'>[];
};

/**
 * Adds made-up past orders to a shop that has none yet (the demo shops' history, demo-history.ts),
 * numbered from the first order number on in the given order; the counter continues after the last, so
 * the next real order gets the following number. Returns the numbers, or null when the shop already
 * counts orders (nothing is added then).
 */
export async function addPastOrders(tx: Tx, list: readonly PastOrder[]): Promise<number[] | null> {
  if (!list.length) return [];
  const last = FIRST_ORDER_NUMBER + list.length - 1;
  const [counter] = await tx
    .insert(orderNumberCounters)
    .values({ lastNumber: last })
    .onConflictDoNothing()
    .returning({ lastNumber: orderNumberCounters.lastNumber });
  if (!counter) return null;
  const numbers = list.map((_, index) => FIRST_ORDER_NUMBER + index);
  await tx.insert(orders).values(list.map(({ order }, index) => ({ ...order, number: numbers[index]! })));
  await tx
    .insert(orderItems)
    .values(list.flatMap(({ order, lines }) => lines.map((line) => ({ ...line, orderId: order.id }))));
  return numbers;
}
