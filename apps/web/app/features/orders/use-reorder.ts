import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureToastKey } from '../../lib/api/user-input-error.ts';
import { cartUserKey, invalidateCart } from '../../lib/cart/cart-queries.ts';
import { useShell } from '../../shell/shell-context.tsx';
import { notify } from '../../ui/toast.ts';
import { reorder, type ReorderTarget } from './orders-api.ts';

export type ReorderState = {
  /** A reorder is under way (the buttons wait). */
  busy: boolean;
  /** Where the last successful reorder put items (the page then links there), else null. */
  done: ReorderTarget | null;
  reorderAll: () => Promise<void>;
  reopen: (position: number, to: ReorderTarget) => Promise<void>;
};

const SUCCESS_KEYS = {
  all: 'orders.reordered',
  cart: 'orders.reopenedInCart',
  draft: 'orders.reopenedInDrafts',
} as const;

/**
 * Spec §4: past orders can be reordered and reopened in cart or drafts. The server adds all or
 * nothing, so a failure (a product no longer orderable: the server's message) leaves the cart as it
 * was and the order page unchanged; the toast says why.
 */
export function useReorder(orderId: string): ReorderState {
  const { t } = useTranslation();
  const { session } = useShell();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<ReorderTarget | null>(null);

  const run = async (to: ReorderTarget, position: number | null) => {
    setBusy(true);
    try {
      await reorder(orderId, to, position);
      // The header badge and the cart areas show the new items.
      void invalidateCart(queryClient, cartUserKey(session));
      setDone(to);
      notify(t(position === null ? SUCCESS_KEYS.all : SUCCESS_KEYS[to]), 'success');
    } catch (error) {
      const message = failureToastKey(error, 'shop.addToCartError');
      notify(t(message.key, message.params ?? {}), 'error');
    } finally {
      setBusy(false);
    }
  };

  return {
    busy,
    done,
    reorderAll: () => run('cart', null),
    reopen: (position, to) => run(to, position),
  };
}
