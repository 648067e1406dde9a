import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';

/** Key space of the checkout locks (two-int advisory keys never collide with one-bigint keys). */
const CHECKOUT_LOCK_SPACE = 724_002;

/**
 * Serialises everything that turns this shopper's cart into something else (placing an order, the
 * punch-out transfer) until the caller's transaction ends. Call it before reading the cart: a second
 * request of a double click waits here for the first to commit and then reads the cart as the first
 * left it (emptied, or held by the open card order), instead of both reading the same full cart —
 * which READ COMMITTED allows, and which made one cart into several orders.
 *
 * Why a transaction-scoped advisory lock rather than a row lock (e.g. the user's row FOR UPDATE):
 * it needs no row to exist and no UPDATE right on another module's table, blocks no unrelated writes
 * to the account (profile, sessions), and is released by commit or rollback on its own, so no path can
 * leak it. The key is the user id's hash: a collision only makes two shoppers wait for each other once.
 * On PGlite transactions already run one at a time; the lock is then free and changes nothing.
 */
export async function lockCheckout(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CHECKOUT_LOCK_SPACE}, hashtext(${userId}))`);
}
