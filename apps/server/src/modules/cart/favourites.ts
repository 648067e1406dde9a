import DataLoader from 'dataloader';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { conflict } from '../../platform/errors.ts';
import { addItem } from './cart.service.ts';
import { cartItems } from './cart.tables.ts';
import { NOT_AVAILABLE, type Shopper } from './item-rules.ts';

// Favourites (the heart on product tiles and pages) are watchlist items without personalisation.

/** The heart on a product tile: on the watchlist without personalisation, or off again. */
export async function toggleFavourite(tx: Tx, shopper: Shopper, productId: string): Promise<boolean> {
  if (!isUuid(productId)) throw conflict(NOT_AVAILABLE);
  // Two quick toggles (two tabs, a double click) take turns, so they never make two favourites.
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`favourite:${shopper.userId}:${productId}`}))`,
  );
  const removed = await tx
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.userId, shopper.userId),
        eq(cartItems.kind, 'watchlist'),
        eq(cartItems.productId, productId),
        sql`${cartItems.fieldValues} = '{}'::jsonb`,
      ),
    )
    .returning({ id: cartItems.id });
  if (removed.length > 0) return false;
  await addItem(tx, shopper, 'watchlist', { productId });
  return true;
}

/** Which of these products are the user's favourites (watchlist items without personalisation). */
export async function favouriteProductIds(
  tx: Tx,
  userId: string,
  productIds: readonly string[],
): Promise<Set<string>> {
  if (!productIds.length) return new Set();
  const rows = await tx
    .selectDistinct({ productId: cartItems.productId })
    .from(cartItems)
    .where(
      and(
        eq(cartItems.userId, userId),
        eq(cartItems.kind, 'watchlist'),
        inArray(cartItems.productId, [...productIds]),
        sql`${cartItems.fieldValues} = '{}'::jsonb`,
      ),
    );
  return new Set(rows.map((row) => row.productId));
}

// Per request, keyed on the operation's context (as the catalogue's loaders): every product of a list
// asks, one statement answers. The caller's own, so never shared with other callers.
const perRequest = new WeakMap<ServiceContext, DataLoader<string, boolean>>();

/** Whether the session user has the product on the watchlist as a favourite (false without a session). */
export function isFavouriteLoader(ctx: ServiceContext): DataLoader<string, boolean> {
  let loader = perRequest.get(ctx);
  if (!loader) {
    loader = new DataLoader(async (ids) => {
      if (!ctx.user) return ids.map(() => false);
      const favourites = await favouriteProductIds(ctx.tx, ctx.user.userId, ids);
      return ids.map((id) => favourites.has(id));
    });
    perRequest.set(ctx, loader);
  }
  return loader;
}
