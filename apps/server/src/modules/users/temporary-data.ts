import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { contributed } from '../../platform/module-contributions.ts';
import { users } from './users.tables.ts';

/** Moves what one user owns to another inside the tenant transaction (cart, drafts, watchlist, …). */
export type TemporaryDataMover = (tx: Tx, fromUserId: string, toUserId: string) => Promise<void>;

// Modules that keep per-user data contribute a mover in their descriptor (contributes.temporaryDataMovers).
declare module '../../platform/module-contributions.ts' {
  interface ContributionKinds {
    /** Moves the module's per-user data from a temporary visitor to the account they signed in to. */
    temporaryDataMovers: TemporaryDataMover;
  }
}

/** The addresses a visitor typed (e.g. at checkout) fill the account's empty ones (users.module.ts). */
export const moveVisitorAddresses: TemporaryDataMover = async (tx, fromUserId, toUserId) => {
  const [from] = await tx
    .select({ billing: users.billingAddress, shipping: users.shippingAddress })
    .from(users)
    .where(eq(users.id, fromUserId));
  if (from?.billing) {
    await tx
      .update(users)
      .set({ billingAddress: from.billing })
      .where(and(eq(users.id, toUserId), isNull(users.billingAddress)));
  }
  if (from?.shipping) {
    await tx
      .update(users)
      .set({ shippingAddress: from.shipping })
      .where(and(eq(users.id, toUserId), isNull(users.shippingAddress)));
  }
};

/**
 * When a temporary visitor logs in or signs up, what they did as a visitor moves to the account, and
 * the temporary user is removed. Nothing happens when `fromUserId` is not a temporary user.
 */
export async function adoptTemporaryUserData(tx: Tx, fromUserId: string, toUserId: string): Promise<boolean> {
  if (fromUserId === toUserId) return false;
  const [from] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, fromUserId), eq(users.isTemporary, true)));
  if (!from) return false;
  for (const move of contributed('temporaryDataMovers')) await move(tx, fromUserId, toUserId);
  await tx.delete(users).where(eq(users.id, fromUserId));
  return true;
}
