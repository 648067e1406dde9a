import { eq } from 'drizzle-orm';
import type { TemporaryDataMover } from '../users/temporary-data.ts';
import { orders } from './orders.tables.ts';

/** A visitor who ordered as a temporary user and then logs in keeps their orders (orders.module.ts). */
export const moveVisitorOrders: TemporaryDataMover = async (tx, fromUserId, toUserId) => {
  await tx.update(orders).set({ userId: toUserId }).where(eq(orders.userId, fromUserId));
};
