import { useEffect, useSyncExternalStore } from 'react';
import type { ResultOf } from 'gql.tada';
import { graphql } from '../api/graphql.ts';
import { graphqlRequest } from '../api/graphql-request.ts';

// The cart counts of this page load (the header's cart badge on every page, the cart's tab labels), kept
// outside TanStack Query so the shell that every page loads does not carry a query cache (issue 13). The
// counts load only in the browser (the session cookie is httpOnly, calls go through graphqlRequest), so
// one store per page load is the browser's; the server renders them unknown.

export const CART_COUNTS = graphql(`
  query CartCounts {
    cartCounts {
      cart
      watchlist
      draft
    }
  }
`);

/** How many items each area holds. */
export type CartCounts = ResultOf<typeof CART_COUNTS>['cartCounts'];

/** Known counts by user key (cartUserKey), `null` while a load failed: shown unknown until the next change. */
const counts = new Map<string, CartCounts | null>();
const loading = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();

export async function fetchCartCounts(): Promise<CartCounts> {
  return (await graphqlRequest(CART_COUNTS, {})).cartCounts;
}

function publish(userKey: string, value: CartCounts | null): void {
  counts.set(userKey, value);
  for (const listener of listeners) listener();
}

/** Loads the counts again (after a cart change); calls running at the same time share one request. */
export function loadCartCounts(userKey: string): Promise<void> {
  const running = loading.get(userKey);
  if (running) return running;
  const load = fetchCartCounts()
    .then(
      (value) => publish(userKey, value),
      () => publish(userKey, counts.get(userKey) ?? null),
    )
    .finally(() => loading.delete(userKey));
  loading.set(userKey, load);
  return load;
}

/** The counts known for this user, undefined when never loaded. */
export const cartCountsOf = (userKey: string): CartCounts | null | undefined => counts.get(userKey);

/** Sets the counts as if loaded, e.g. for tests. */
export const setCartCounts = (userKey: string, value: CartCounts): void => publish(userKey, value);

/** Forgets every count, e.g. between tests. */
export function clearCartCounts(): void {
  counts.clear();
  loading.clear();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * This user's counts, or null while unknown. `load`: whether to load them when not known yet (once per
 * page load); otherwise they show once a cart change loaded them (invalidateCart).
 */
export function useCartCounts(userKey: string, load: boolean): CartCounts | null {
  const current = () => counts.get(userKey);
  // The same on the server, where the store stays empty: nothing loads there.
  const value = useSyncExternalStore(subscribe, current, current);
  const missing = value === undefined;
  useEffect(() => {
    if (load && missing) void loadCartCounts(userKey);
  }, [load, missing, userKey]);
  return value ?? null;
}
