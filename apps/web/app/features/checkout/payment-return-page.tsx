import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cartUserKey, invalidateCart } from '../../lib/cart/cart-queries.ts';
import { useShell } from '../../shell/shell-context.tsx';
import { Button } from '../../ui/button.tsx';
import { ButtonLink } from '../../ui/button-link.tsx';
import { cardPaymentStatusQuery } from './checkout-api.ts';
import type { CardPaymentState, CardPaymentStatus } from './checkout-api.ts';
import { PAYMENT_POLL_LIMIT_MS, paymentPollInterval } from './checkout-values.ts';
import styles from './checkout.module.css';

export type PaymentReturnProps = {
  /** The provider's `?session_id=`; null when the address has none (nothing to ask). */
  sessionId: string | null;
  /** The route loader's answer, so the first paint already shows the state. */
  initial: CardPaymentStatus;
};

const TITLE_KEYS: Record<CardPaymentState, string> = {
  processing: 'checkout.paymentProcessingTitle',
  success: 'checkout.paymentSuccessTitle',
  failed: 'checkout.paymentTitle',
  notFound: 'checkout.paymentTitle',
  orderFailed: 'checkout.paymentTitle',
};

/**
 * /checkout/return (spec §2/§4): processing, then success or failed; an error when the payment went
 * through but the order could not be created. While processing it asks again every 2 s for about a
 * minute, then offers to check again by hand (the webhook may be late; the order is never lost).
 */
export function PaymentReturnPage({ sessionId, initial }: PaymentReturnProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const userKey = cartUserKey(useShell().session);
  const [timedOut, setTimedOut] = useState(false);
  const status = useQuery({
    ...cardPaymentStatusQuery(userKey, sessionId ?? ''),
    enabled: sessionId !== null,
    initialData: initial,
    // The loader has just asked; the browser continues with the polling, not a second request at once.
    staleTime: Infinity,
    refetchInterval: (query) => paymentPollInterval(query.state.data?.state, timedOut),
  });
  const { state, orderId, orderNumber } = status.data;
  const processing = state === 'processing';

  useEffect(() => {
    if (!processing) return;
    const timer = setTimeout(() => setTimedOut(true), PAYMENT_POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [processing]);

  // The order is placed: its items have left the cart (header badge, cart lists).
  useEffect(() => {
    if (state === 'success') void invalidateCart(userKey, queryClient);
  }, [state, queryClient, userKey]);

  let body: ReactNode;
  if (processing) {
    body = (
      <>
        <div
          className={styles.spinner}
          role="progressbar"
          aria-label={t('checkout.paymentProcessingTitle')}
        />
        <p className={styles.statusText}>{t('checkout.paymentProcessing')}</p>
        {timedOut && (
          <>
            <p className={styles.statusText}>{t('checkout.paymentStillProcessing')}</p>
            <Button
              color="secondary"
              isDisabled={status.isFetching}
              onPress={() => void status.refetch()}
              data-testid="payment-check-again"
            >
              {t('checkout.checkAgain')}
            </Button>
          </>
        )}
      </>
    );
  } else if (state === 'success') {
    body = (
      <>
        <p className={styles.statusText}>{t('checkout.paymentSuccess')}</p>
        {orderNumber !== null && (
          <p className={styles.statusText} data-testid="order-number">
            {t('checkout.orderNumber', { number: orderNumber })}
          </p>
        )}
        {orderId !== null && (
          <ButtonLink to={`/orders/${encodeURIComponent(orderId)}`} data-testid="view-order">
            {t('checkout.viewOrder')}
          </ButtonLink>
        )}
      </>
    );
  } else {
    body = <PaymentProblem state={state} />;
  }
  return (
    <div className={styles.page} data-testid="payment-return-page" data-state={state}>
      <h1 className={styles.title}>{t(TITLE_KEYS[state])}</h1>
      <div className={styles.status} role={processing ? 'status' : undefined}>
        {body}
      </div>
    </div>
  );
}

const PROBLEM_KEYS: Record<'failed' | 'notFound' | 'orderFailed', string> = {
  failed: 'checkout.paymentFailed',
  notFound: 'checkout.paymentSessionNotFound',
  orderFailed: 'checkout.paymentOrderCreationFailed',
};

/** Failed or unknown: try again from checkout. Paid without an order: support has to look. */
function PaymentProblem({ state }: { state: 'failed' | 'notFound' | 'orderFailed' }) {
  const { t } = useTranslation();
  return (
    <>
      <p className={styles.statusError} role="alert" data-testid="payment-problem">
        {t(PROBLEM_KEYS[state])}
      </p>
      {state !== 'orderFailed' && (
        <ButtonLink to="/checkout" data-testid="back-to-checkout">
          {t('checkout.backToCheckout')}
        </ButtonLink>
      )}
    </>
  );
}
