import type { SessionInfo } from '@print/core/auth/auth-api';
import { queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../api/graphql-request.ts';

// The cart's shared query keys, here in lib so the header (shell) and every feature that changes the
// cart (cart areas, product pages) use the same keys without importing one another (DESIGN §3).

export type CartCounts = { cart: number; watchlist: number; draft: number };

/**
 * Whose cart the cache holds: the session user, or 'visitor' for someone without a session yet in a
 * shop that allows temporary users (their first call starts the temporary session, spec §4).
 */
export const VISITOR_CART = 'visitor';

export const cartUserKey = (session: SessionInfo | null): string => session?.userId ?? VISITOR_CART;

/** Everything cached about one user's cart areas: invalidate this after any cart change. */
export const cartKey = (userKey: string) => ['cart', userKey] as const;

const CART_COUNTS = /* GraphQL */ `
  query CartCounts {
    cartCounts {
      cart
      watchlist
      draft
    }
  }
`;

export async function fetchCartCounts(): Promise<CartCounts> {
  return (await graphqlRequest<{ cartCounts: CartCounts }>('CartCounts', CART_COUNTS)).cartCounts;
}

/** How many items each area holds (the header's cart badge, the tab labels). */
export const cartCountsQuery = (userKey: string) =>
  queryOptions({
    queryKey: [...cartKey(userKey), 'counts'] as const,
    queryFn: fetchCartCounts,
    staleTime: 60_000,
  });

/**
 * After a cart change: the open lists and the counts load again, the others when next shown. The
 * counts load even when nothing shows them yet: a visitor's first cart call has just started their
 * temporary session, and from now on the header badge (useCartCount) shows their count.
 */
export async function invalidateCart(queryClient: QueryClient, userKey: string): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: cartKey(userKey) });
  const counts = cartCountsQuery(userKey);
  if (queryClient.getQueryData(counts.queryKey) === undefined) await queryClient.prefetchQuery(counts);
}
