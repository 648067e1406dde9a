import { eq } from 'drizzle-orm';
import type { TemporaryDataMover } from '../users/temporary-data.ts';
import { cartItems } from './cart.tables.ts';

/** A temporary visitor who logs in or signs up keeps their cart, watchlist and drafts (cart.module.ts). */
export const moveVisitorCartItems: TemporaryDataMover = async (tx, fromUserId, toUserId) => {
  await tx
    .update(cartItems)
    .set({ userId: toUserId, updatedAt: new Date() })
    .where(eq(cartItems.userId, fromUserId));
};
