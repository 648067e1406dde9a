import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureToastKey } from '../../lib/api/user-input-error.ts';
import { cartUserKey, invalidateCart } from '../../lib/cart/cart-queries.ts';
import { useShell } from '../../shell/shell-context.tsx';
import { notify } from '../../ui/toast.ts';
import { toggleFavourite, toggleOptimistically } from '../../lib/cart/favourite-toggle.ts';
import { addProductToCart } from './product-api.ts';
import type { AddToCartInput } from './product-api.ts';

// Spec §8: a failed add shows the server's message key ('Product is not available at the moment.')
// or else 'Item could not be added to the shopping cart; …', as the cart areas do.
const CART_ERROR = 'shop.addToCartError';

/**
 * Adds the product to the cart and says how it went; true when added. Needs a session: the API
 * client's recovery starts a temporary one where the shop allows it (spec §4).
 */
export async function addToCartWithToast(
  input: AddToCartInput,
  t: TFunction,
  onAdded: () => void,
): Promise<boolean> {
  try {
    await addProductToCart(input);
  } catch (error) {
    const message = failureToastKey(error, CART_ERROR);
    notify(t(message.key, message.params ?? {}), 'error');
    return false;
  }
  notify(t('shop.formAddedToCart'), 'success');
  onAdded();
  return true;
}

/**
 * Optimistic favourite toggle: shows the new state at once, takes the server's answer, and on
 * failure puts the old state back and says so. Resolves to the state now shown.
 */
export async function toggleFavouriteOptimistic(
  productId: string,
  current: boolean,
  show: (favourite: boolean) => void,
  onFailed: () => void,
): Promise<boolean> {
  const outcome = await toggleOptimistically(current, show, () => toggleFavourite(productId));
  if (outcome.ok) return outcome.favourite;
  onFailed();
  return current;
}

/** After a cart change: the header's cart count and the cart lists load again. */
function useCartRefresh(): () => void {
  const { session } = useShell();
  return () => void invalidateCart(cartUserKey(session));
}

export function useAddToCart(): { busy: boolean; add: (input: AddToCartInput) => Promise<boolean> } {
  const { t } = useTranslation();
  const refresh = useCartRefresh();
  const [busy, setBusy] = useState(false);
  const add = async (input: AddToCartInput) => {
    setBusy(true);
    try {
      return await addToCartWithToast(input, t, refresh);
    } finally {
      setBusy(false);
    }
  };
  return { busy, add };
}

export function useFavourite(
  productId: string,
  initial: boolean,
): { isFavourite: boolean; busy: boolean; toggle: () => Promise<void> } {
  const { t } = useTranslation();
  const refresh = useCartRefresh();
  const [isFavourite, setFavourite] = useState(initial);
  const [busy, setBusy] = useState(false);
  // Fresh loader data (a revalidation) replaces what the heart shows.
  const [loaded, setLoaded] = useState(initial);
  if (loaded !== initial) {
    setLoaded(initial);
    setFavourite(initial);
  }
  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    let failed = false;
    try {
      await toggleFavouriteOptimistic(productId, isFavourite, setFavourite, () => {
        failed = true;
        notify(t('shop.productFavouriteError'), 'error');
      });
      // Favourites live on the watchlist: its count and list change too.
      if (!failed) refresh();
    } finally {
      setBusy(false);
    }
  };
  return { isFavourite, busy, toggle };
}
