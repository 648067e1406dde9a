import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { failureToastKey } from '../../lib/api/user-input-error.ts';
import { cartUserKey, invalidateCart } from '../../lib/cart/cart-queries.ts';
import { fieldValuesOf, orderItemTitle, type OrderItem } from '../../lib/orders/order-types.ts';
import { isPersonalisedOrderItem, releaseOfOrderedItem } from '../../lib/release/release-pieces.ts';
import { useContentRelease } from '../../lib/release/use-content-release.tsx';
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
  /** The content release dialog of a reorder into the cart; rendered by the page. */
  releaseDialog: ReactNode;
};

const SUCCESS_KEYS = {
  all: 'orders.reordered',
  cart: 'orders.reopenedInCart',
  draft: 'orders.reopenedInDrafts',
} as const;

/**
 * Spec §4: past orders can be reordered and reopened in cart or drafts. The server adds all or
 * nothing, so a failure (a product no longer orderable: the server's message) leaves the cart as it
 * was and the order page unchanged; the toast says why. Personalised items go into the cart only
 * after the content release (spec §5), drawn from what the order kept; the drafts need none.
 */
export function useReorder(orderId: string, items: readonly OrderItem[]): ReorderState {
  const { t, i18n } = useTranslation();
  const { session, tenant } = useShell();
  const release = useContentRelease();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<ReorderTarget | null>(null);

  const save = async (to: ReorderTarget, position: number | null, released: boolean): Promise<boolean> => {
    setBusy(true);
    try {
      await reorder(orderId, to, position, released);
      // The header badge and the cart areas show the new items.
      void invalidateCart(cartUserKey(session));
      setDone(to);
      notify(t(position === null ? SUCCESS_KEYS.all : SUCCESS_KEYS[to]), 'success');
      return true;
    } catch (error) {
      const message = failureToastKey(error, 'shop.addToCartError');
      notify(t(message.key, message.params ?? {}), 'error');
      return false;
    } finally {
      setBusy(false);
    }
  };

  const run = async (to: ReorderTarget, position: number | null) => {
    const chosen = items.filter((item) => position === null || item.position === position);
    const personalised = chosen
      .map((item) => ({ item, values: fieldValuesOf(item.fieldValues) }))
      .filter(({ item, values }) => isPersonalisedOrderItem({ template: item.template, values }));
    if (to === 'draft' || personalised.length === 0) {
      await save(to, position, false);
      return;
    }
    const language = { language: i18n.language, tenantDefault: tenant.defaultLanguage };
    const pieces = personalised.map(({ item, values }) =>
      releaseOfOrderedItem(
        {
          key: String(item.position),
          title: orderItemTitle(item),
          template: item.template,
          values,
          shown: item.values,
        },
        language,
      ),
    );
    await release.request(pieces, () => save(to, position, true));
  };

  return {
    busy: busy || release.isOpen,
    done,
    reorderAll: () => run('cart', null),
    reopen: (position, to) => run(to, position),
    releaseDialog: release.dialog,
  };
}
