import type { ValidationError } from '@print/core/validation/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { failureToastKey } from '../../lib/api/user-input-error.ts';
import { invalidateCart } from '../../lib/cart/cart-queries.ts';
import statusStyles from '../../shell/status-page.module.css';
import { ButtonLink } from '../../ui/button-link.tsx';
import { notify } from '../../ui/toast.ts';
import { openSharedDraft } from './cart-api.ts';
import type { CartItem } from './cart-api.ts';
import { CartLoginPrompt, useCartUserKey } from './cart-page.tsx';
import styles from './cart.module.css';

/** Where the recipient lands: their own drafts, which now hold the copy. */
export const DRAFTS_PATH = '/cart?tab=drafts';

/**
 * /cart/shared/:token: copies the shared draft into the visitor's own drafts (never the sender's
 * row), then shows their drafts; a link that cannot be opened gets a clear page instead.
 */
export function SharedDraftPage({ token }: { token: string }) {
  const userKey = useCartUserKey();
  return (
    <div className={styles.page} data-testid="shared-draft-page">
      {userKey === null ? <CartLoginPrompt /> : <OpenSharedDraft token={token} userKey={userKey} />}
    </div>
  );
}

function OpenSharedDraft({ token, userKey }: { token: string; userKey: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<ValidationError | null>(null);
  // Once per token: a remount (React's strict mode runs effects twice) must not make a second copy.
  const opening = useRef<{ token: string; copy: Promise<CartItem> } | null>(null);

  useEffect(() => {
    if (opening.current?.token !== token) opening.current = { token, copy: openSharedDraft(token) };
    let active = true;
    opening.current.copy.then(
      () => {
        if (!active) return;
        void invalidateCart(userKey, queryClient);
        notify(t('shop.sharedDraftOpened'), 'success');
        void navigate(DRAFTS_PATH, { replace: true });
      },
      (error: unknown) => {
        if (active) setFailure(failureToastKey(error, 'shop.addToCartError'));
      },
    );
    return () => {
      active = false;
    };
  }, [token, userKey, queryClient, navigate, t]);

  if (failure) {
    return (
      <section className={statusStyles.page} role="alert" data-testid="shared-draft-error">
        <h1 className={statusStyles.title}>{t('shop.sharedDraftFailedTitle')}</h1>
        <p className={statusStyles.message}>{t(failure.key, failure.params ?? {})}</p>
        <ButtonLink to="/catalog" color="primary" data-testid="shared-draft-catalogue">
          {t('shop.toCatalogue')}
        </ButtonLink>
      </section>
    );
  }
  return (
    <p className={styles.status} role="status" data-testid="shared-draft-opening">
      {t('shop.sharedDraftOpening')}
    </p>
  );
}
