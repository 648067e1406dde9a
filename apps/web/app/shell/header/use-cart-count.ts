import { useQuery } from '@tanstack/react-query';
import { useShell } from '../shell-context.tsx';
import { cartCountsQuery, cartUserKey } from '../../lib/cart/cart-queries.ts';

/**
 * The number of items in the cart for the header badge, or null while unknown. Anonymous visitors
 * cause no call on every page: for them the count loads only once their own cart calls started a
 * session (invalidateCart primes it); with a session it loads once per page load and after changes.
 */
export function useCartCount(): number | null {
  const { session } = useShell();
  const counts = useQuery({
    ...cartCountsQuery(cartUserKey(session)),
    enabled: (query) => session !== null || query.state.data !== undefined,
  });
  return counts.data?.cart ?? null;
}
