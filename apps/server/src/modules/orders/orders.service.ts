import { adminNextOrderStatuses, ORDER_STATUSES, type OrderStatus } from '@print/core/orders/order-status';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { orderItems, orders } from './orders.tables.ts';

// Reading orders (the shopper's history, the admin list) and the admin's status changes.

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

export const ORDER_NOT_FOUND = 'orders.notFound';
export const DEFAULT_ORDER_PAGE_SIZE = 20;
export const MAX_ORDER_PAGE_SIZE = 100;

/** The shopper's own orders, newest first; unpaid card checkouts (In creation) are not orders yet. */
export async function listOwnOrders(tx: Tx, userId: string, page: { offset: number; limit: number }) {
  const where = and(eq(orders.userId, userId), ne(orders.status, 'inCreation'));
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.number))
      .offset(page.offset)
      .limit(page.limit),
    tx.select({ count: count() }).from(orders).where(where),
  ]);
  return { rows, total: total!.count };
}

/** One order: the shopper's own (userId given) or any of the tenant (admin). */
export async function findOrder(tx: Tx, id: string, userId?: string): Promise<OrderRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), userId ? eq(orders.userId, userId) : undefined));
  return row ?? null;
}

/** The items of many orders in one query (the order loaders). */
export async function itemsOfOrders(
  tx: Tx,
  orderIds: readonly string[],
): Promise<Map<string, OrderItemRow[]>> {
  const rows = orderIds.length
    ? await tx
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, [...orderIds]))
        .orderBy(asc(orderItems.position))
    : [];
  const byOrder = new Map<string, OrderItemRow[]>(orderIds.map((id) => [id, []]));
  for (const row of rows) byOrder.get(row.orderId)?.push(row);
  return byOrder;
}

export const ORDER_SORTS = ['newest', 'oldest', 'totalDesc', 'totalAsc'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

const sortOrder: Record<OrderSort, SQL[]> = {
  newest: [desc(orders.createdAt), desc(orders.number)],
  oldest: [asc(orders.createdAt), asc(orders.number)],
  totalDesc: [desc(orders.grossMinor), desc(orders.number)],
  totalAsc: [asc(orders.grossMinor), asc(orders.number)],
};

/** The admin's order list: search by number, name, company or e-mail; filter by status; paged. */
export async function searchOrders(
  tx: Tx,
  filter: { search: string; status: OrderStatus | null; sort: OrderSort; offset: number; limit: number },
) {
  const text = filter.search.trim().slice(0, 100);
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const billing = (field: string) => sql`${orders.billingAddress}->>${field}`;
  const search = text
    ? or(
        /^\d{1,9}$/.test(text) ? eq(orders.number, Number(text)) : undefined,
        ilike(billing('lastName'), like),
        ilike(billing('firstName'), like),
        ilike(billing('companyName'), like),
        ilike(billing('email'), like),
      )
    : undefined;
  const where = and(search, filter.status ? eq(orders.status, filter.status) : undefined);
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(orders)
      .where(where)
      .orderBy(...sortOrder[filter.sort])
      .offset(filter.offset)
      .limit(filter.limit),
    tx.select({ count: count() }).from(orders).where(where),
  ]);
  return { rows, total: total!.count };
}

/** The dashboard's Orders card: how many orders are in each status. */
export async function orderCountsByStatus(tx: Tx): Promise<Record<OrderStatus, number>> {
  const rows = await tx.select({ status: orders.status, count: count() }).from(orders).groupBy(orders.status);
  const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
    OrderStatus,
    number
  >;
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

/**
 * An admin moves an order along the state machine of @print/core. The update is conditional on the
 * status the admin saw, so two admins changing the same order cannot skip a step unnoticed.
 */
export async function changeOrderStatus(
  tx: Tx,
  id: string,
  from: OrderStatus,
  to: OrderStatus,
  by: string,
): Promise<OrderRow> {
  const order = await findOrder(tx, id);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (order.status !== from || !adminNextOrderStatuses(from).includes(to)) {
    throw conflict('orders.statusChangeNotAllowed');
  }
  const entry = JSON.stringify([{ status: to, at: new Date().toISOString(), by }]);
  const [row] = await tx
    .update(orders)
    .set({
      status: to,
      updatedAt: new Date(),
      statusHistory: sql`${orders.statusHistory} || ${entry}::jsonb`,
    })
    .where(and(eq(orders.id, id), eq(orders.status, from)))
    .returning();
  if (!row) throw conflict('orders.statusChangeNotAllowed');
  return row;
}
