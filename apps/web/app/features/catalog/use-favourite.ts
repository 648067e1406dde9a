import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureToastKey } from '../../lib/api/user-input-error.ts';
import { cartUserKey, invalidateCart } from '../../lib/cart/cart-queries.ts';
import { toggleFavourite, toggleOptimistically } from '../../lib/cart/favourite-toggle.ts';
import { useShell } from '../../shell/shell-context.tsx';
import { notify } from '../../ui/toast.ts';

// Favourites live on the watchlist (the server's toggleFavourite), so a failure shows the cart's spec
// message (§8 'Item could not be added to the shopping cart; …'), or the server's own message.
const FAVOURITE_ERROR = 'shop.addToCartError';

export type Favourite = { favourite: boolean; toggle: () => Promise<void> };

/** A product's favourite state on a tile, toggled optimistically; `initial` comes from the loader. */
export function useFavourite(productId: string, initial: boolean): Favourite {
  const { t } = useTranslation();
  const { session } = useShell();
  const [favourite, setFavourite] = useState(initial);
  // Fresh loader data (a navigation, a revalidation) replaces what the heart shows.
  const [loaded, setLoaded] = useState(initial);
  if (loaded !== initial) {
    setLoaded(initial);
    setFavourite(initial);
  }
  // A ref, not state: a second press before the answer would otherwise toggle from a stale value.
  const pending = useRef(false);

  const toggle = async () => {
    if (pending.current) return;
    pending.current = true;
    const outcome = await toggleOptimistically(favourite, setFavourite, () => toggleFavourite(productId));
    pending.current = false;
    if (outcome.ok) {
      // The watchlist count in the header and the cart tabs changed.
      void invalidateCart(cartUserKey(session));
    } else {
      const message = failureToastKey(outcome.error, FAVOURITE_ERROR);
      notify(t(message.key, message.params ?? {}), 'error');
    }
  };
  return { favourite, toggle };
}
