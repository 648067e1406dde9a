import type { SessionInfo } from '@print/core/auth/auth-api';
import type { QueryClient } from '@tanstack/react-query';
import { loadCartCounts } from './cart-counts.ts';

// The cart's shared query keys, here in lib so the header (shell) and every feature that changes the
// cart (cart areas, product pages) use the same keys without importing one another (DESIGN §3). Only
// types from TanStack Query here: pages that change the cart but list nothing (product, catalogue,
// order) load no query cache.

export type { CartCounts } from './cart-counts.ts';

/**
 * Whose cart the cache holds: the session user, or 'visitor' for someone without a session yet in a
 * shop that allows temporary users (their first call starts the temporary session, spec §4).
 */
export const VISITOR_CART = 'visitor';

export const cartUserKey = (session: SessionInfo | null): string => session?.userId ?? VISITOR_CART;

/** Everything cached about one user's cart areas: invalidate this after any cart change. */
export const cartKey = (userKey: string) => ['cart', userKey] as const;

/** The query caches holding cart lists: the page load's own (query-provider.tsx) registers here. */
const cartCaches = new Set<Pick<QueryClient, 'invalidateQueries'>>();

/** Lets invalidateCart reach `cache` from pages that have none of their own (a product page's add to cart). */
export function followCartChanges(cache: Pick<QueryClient, 'invalidateQueries'>): void {
  cartCaches.add(cache);
}

/**
 * After a cart change: the open lists load again, the others when next shown, and the counts load
 * (cart-counts.ts) even when nothing shows them yet: a visitor's first cart call has just started their
 * temporary session, and from now on the header badge shows their count. `queryClient`: the caller's
 * own cache, when it has one (the cart areas, checkout).
 */
export async function invalidateCart(userKey: string, queryClient?: QueryClient): Promise<void> {
  const caches = new Set(cartCaches);
  if (queryClient) caches.add(queryClient);
  await Promise.all([
    ...[...caches].map((cache) => cache.invalidateQueries({ queryKey: cartKey(userKey) })),
    loadCartCounts(userKey),
  ]);
}
