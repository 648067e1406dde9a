import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  browserStorage,
  clearPendingWork,
  keepPendingWork,
  needsAccount,
  resumePath,
  type PendingAction,
} from '../../lib/guest/pending-work.ts';
import { SignInNotice, type SignInRequest } from '../../lib/guest/sign-in-notice.tsx';
import { useShell } from '../../shell/shell-context.tsx';
import type { ProductFormProps } from './product-form-types.ts';

export type GuestSave = {
  /** Saving needs an account here: a guest in a shop without temporary users. */
  needsAccount: boolean;
  /** Keeps what was typed and says why saving needs an account, with login and sign-up. */
  ask: (action: PendingAction, typed: Record<string, string>) => void;
  /** The item is saved: nothing kept is needed any more. */
  saved: () => void;
  notice: ReactNode;
};

const TEXT_KEYS: Readonly<Record<PendingAction, string>> = {
  draft: 'shop.guestSaveDraftText',
  cart: 'shop.guestAddToCartText',
};

/**
 * Issue 12: a guest of a shop without temporary users used to be sent to /login without a word and
 * lost what they typed. Now the form says why, keeps the typing in this browser and sends them back
 * to the product with `?resume=`, where the form opens with it and finishes the save.
 */
export function useGuestSave({ product, variantId, quantity }: ProductFormProps): GuestSave {
  const { t } = useTranslation();
  const { session, tenant } = useShell();
  const [request, setRequest] = useState<SignInRequest | null>(null);

  const ask = (action: PendingAction, typed: Record<string, string>) => {
    const browser = browserStorage();
    if (browser) {
      keepPendingWork(browser.storage, browser.host, {
        action,
        productId: product.id,
        variantId,
        quantity,
        values: typed,
        savedAt: Date.now(),
      });
    }
    setRequest({
      text: t(TEXT_KEYS[action]),
      returnPath: resumePath(`/products/${encodeURIComponent(product.slug)}`, action),
    });
  };

  const saved = () => {
    const browser = browserStorage();
    if (browser) clearPendingWork(browser.storage, browser.host, product.id);
  };

  return {
    needsAccount: needsAccount(session, tenant),
    ask,
    saved,
    notice: <SignInNotice request={request} onClose={() => setRequest(null)} />,
  };
}
