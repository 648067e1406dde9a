import { useShell } from '../shell-context.tsx';
import { cartUserKey } from '../../lib/cart/cart-queries.ts';
import { useCartCounts } from '../../lib/cart/cart-counts.ts';

/**
 * The number of items in the cart for the header badge, or null while unknown. Anonymous visitors
 * cause no call on every page: for them the count loads only once their own cart calls started a
 * session (invalidateCart loads it); with a session it loads once per page load and after changes.
 */
export function useCartCount(): number | null {
  const { session } = useShell();
  return useCartCounts(cartUserKey(session), session !== null)?.cart ?? null;
}
