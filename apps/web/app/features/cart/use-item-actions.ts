import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateCart } from '../../lib/cart/cart-queries.ts';
import { releaseBlockedMessage, releaseOfItem } from '../../lib/release/release-pieces.ts';
import { useContentRelease } from '../../lib/release/use-content-release.tsx';
import { useConfirm } from '../../shell/confirm/confirm-provider.tsx';
import { useShell } from '../../shell/shell-context.tsx';
import { notify } from '../../ui/toast.ts';
import {
  cartItemsQuery,
  deleteCartItem,
  duplicateCartItem,
  fetchItemRelease,
  moveCartItem,
  shareDraft,
  updateCartItem,
} from './cart-api.ts';
import type { CartItem } from './cart-api.ts';
import { cartFailureMessage, itemTitle, sharedDraftPath } from './cart-values.ts';

export type ItemActions = {
  /** A change of this item is under way (its buttons wait). */
  busy: boolean;
  moveTo: (to: 'cart' | 'watchlist') => Promise<void>;
  /** After the content release (spec §5: the confirmation of finishing a draft): into the cart. */
  finish: () => Promise<void>;
  duplicate: () => Promise<void>;
  /** After confirmation (spec §5). */
  remove: () => Promise<void>;
  /** Resolves false when the save failed (the caller keeps what was typed). */
  setQuantity: (quantity: number) => Promise<boolean>;
  /** Throws when the save failed, so the dialog can show the field errors and keep the input. */
  rename: (customName: string, customDescription: string) => Promise<void>;
  /** Creates a share link and hands it to `onShared`. */
  share: () => Promise<void>;
  /** The content release dialog of this item; rendered by the row. */
  releaseDialog: ReactNode;
};

/** The actions of one item in the cart areas, with confirmations, toasts and cache updates. */
export function useItemActions(
  item: CartItem,
  userKey: string,
  onShared: (url: string) => void,
): ItemActions {
  const { t, i18n } = useTranslation();
  const { tenant } = useShell();
  const confirm = useConfirm();
  const release = useContentRelease();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const listKey = cartItemsQuery(userKey, item.kind).queryKey;

  // The list shows a change at once; the refetch (invalidateCart) brings the server's order and counts.
  const replaceInList = (saved: CartItem) =>
    queryClient.setQueryData(listKey, (items) => items?.map((each) => (each.id === saved.id ? saved : each)));
  const removeFromList = () =>
    queryClient.setQueryData(listKey, (items) => items?.filter((each) => each.id !== item.id));
  const refresh = () => void invalidateCart(userKey, queryClient);

  const toastFailure = (error: unknown) => {
    const message = cartFailureMessage(error);
    notify(t(message.key, message.params ?? {}), 'error');
  };

  async function perform<T>(work: () => Promise<T>): Promise<T> {
    setBusy(true);
    try {
      return await work();
    } finally {
      setBusy(false);
    }
  }

  /** Runs a change; a toast says how it went. */
  const attempt = async (work: () => Promise<void>, successKey?: string) => {
    try {
      await perform(work);
      if (successKey) notify(t(successKey), 'success');
    } catch (error) {
      toastFailure(error);
    }
  };

  const move = (to: 'cart' | 'watchlist', successKey: string) =>
    attempt(async () => {
      await moveCartItem(item.id, to);
      removeFromList();
      refresh();
    }, successKey);

  /**
   * Spec §5: a personalised item enters the cart only after the content release, drawn from its
   * values and the product's template as they are now. An incomplete one says what is missing instead.
   */
  const releaseIntoCart = async (successKey: string) => {
    let loaded;
    try {
      loaded = await perform(() => fetchItemRelease(item.id));
    } catch (error) {
      toastFailure(error);
      return;
    }
    const product = loaded?.catalogProduct;
    if (!loaded || !product) {
      notify(t('shop.productNotAvailable'), 'error');
      return;
    }
    const check = releaseOfItem(
      {
        key: item.id,
        title: itemTitle(item),
        template: product.template,
        fields: product.fields,
        values: loaded.fieldValues,
      },
      { language: i18n.language, tenantDefault: tenant.defaultLanguage },
    );
    if (check.errors.length > 0) {
      const message = releaseBlockedMessage(check.errors);
      notify(t(message.key, message.params ?? {}), 'error');
      return;
    }
    await release.request([check.piece], async () => {
      try {
        await perform(() => moveCartItem(item.id, 'cart', true));
      } catch (error) {
        toastFailure(error);
        return false;
      }
      removeFromList();
      refresh();
      notify(t(successKey), 'success');
      return true;
    });
  };

  return {
    busy,
    moveTo: (to) =>
      to === 'cart' && item.product.personalised
        ? releaseIntoCart('shop.movedToCart')
        : move(to, to === 'cart' ? 'shop.movedToCart' : 'shop.movedToWatchlist'),
    finish: async () => {
      if (item.product.personalised) return releaseIntoCart('shop.draftFinished');
      const confirmed = await confirm({
        severity: 'confirmOnly',
        message: t('shop.finishDraftConfirm'),
        confirmLabel: t('shop.finishDraft'),
      });
      if (confirmed) await move('cart', 'shop.draftFinished');
    },
    duplicate: () =>
      attempt(async () => {
        await duplicateCartItem(item.id);
        refresh();
      }, 'shop.itemDuplicated'),
    remove: async () => {
      const confirmed = await confirm({
        severity: 'confirmOnly',
        message: t('shop.deleteItemConfirm'),
        confirmLabel: t('shop.delete'),
      });
      if (!confirmed) return;
      await attempt(async () => {
        await deleteCartItem(item.id);
        removeFromList();
        refresh();
      }, 'shop.itemDeleted');
    },
    setQuantity: async (quantity) => {
      try {
        // Kept in place (no refetch): the item does not jump to the top while the user edits.
        replaceInList(await perform(() => updateCartItem(item.id, { quantity })));
        return true;
      } catch (error) {
        toastFailure(error);
        return false;
      }
    },
    rename: async (customName, customDescription) => {
      try {
        replaceInList(await perform(() => updateCartItem(item.id, { customName, customDescription })));
        notify(t('shop.itemSaved'), 'success');
      } catch (error) {
        toastFailure(error);
        throw error;
      }
    },
    share: () =>
      attempt(async () => {
        const token = await shareDraft(item.id);
        onShared(new URL(sharedDraftPath(token), window.location.origin).href);
      }),
    releaseDialog: release.dialog,
  };
}
