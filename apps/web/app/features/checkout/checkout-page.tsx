import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { encodeDeepLink } from '../../lib/session/deep-link.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import type { CheckoutPageData, PlacedOrder } from './checkout-api.ts';
import { CheckoutForm } from './checkout-form.tsx';
import styles from './checkout.module.css';
import { useCancelledPayment } from './use-cancelled-payment.ts';

/** The login, leading back to checkout afterwards (spec §2 deepLink). */
const CHECKOUT_LOGIN = `/login?deepLink=${encodeDeepLink('/checkout')}`;

/**
 * /checkout: the form, or instead of it what stands in the way (an empty cart, a profile the shop
 * wants complete first); after an invoice order, its confirmation.
 */
export function CheckoutPage({ data }: { data: CheckoutPageData }) {
  const { t } = useTranslation();
  const { checkout, items } = data;
  const navigate = useNavigate();
  // The confirmation is an address of its own (`?placed=`): it survives a reload, and a later visit
  // to /checkout shows the form again.
  const placed = data.placed ?? null;
  const showPlaced = (order: PlacedOrder) =>
    void navigate(`/checkout?placed=${encodeURIComponent(order.id)}`, { replace: true });
  useCancelledPayment();
  const continueUrl = checkout.continueShoppingUrl;
  let content: ReactNode;
  if (placed) content = <OrderPlaced order={placed} continueUrl={continueUrl} />;
  else if (items.length === 0) {
    content = (
      <Notice testId="checkout-cart-empty" text={t('checkout.cartEmpty')}>
        <ButtonLink to={continueUrl}>{t('checkout.continueShopping')}</ButtonLink>
      </Notice>
    );
  } else if (checkout.profileCompleteRequired && !checkout.profileComplete) {
    // A temporary visitor (no profile to save to) has no profile to complete: an account first.
    const temporary = !checkout.canSaveAddresses;
    content = (
      <Notice
        testId="checkout-profile-incomplete"
        text={t(temporary ? 'checkout.accountRequired' : 'checkout.profileIncomplete')}
      >
        {temporary ? (
          <>
            <ButtonLink to={CHECKOUT_LOGIN} data-testid="checkout-login">
              {t('auth.loginButton')}
            </ButtonLink>
            <ButtonLink to="/signup" color="secondary" data-testid="checkout-signup">
              {t('auth.signupTitle')}
            </ButtonLink>
          </>
        ) : (
          <ButtonLink to="/account" data-testid="complete-profile">
            {t('checkout.completeProfile')}
          </ButtonLink>
        )}
        <Link to={continueUrl} className={styles.continueLink}>
          {t('checkout.continueShopping')}
        </Link>
      </Notice>
    );
  } else content = <CheckoutForm info={checkout} items={items} onPlaced={showPlaced} />;
  return (
    <div className={styles.page} data-testid="checkout-page">
      <h1 className={styles.title}>{t('checkout.title')}</h1>
      {content}
    </div>
  );
}

function Notice({ testId, text, children }: { testId: string; text: string; children: ReactNode }) {
  return (
    <div className={styles.status} data-testid={testId}>
      <p className={styles.statusText}>{text}</p>
      <div className={styles.actions}>{children}</div>
    </div>
  );
}

/** An invoice order is placed at once: its number, and the ways on. */
export function OrderPlaced({ order, continueUrl }: { order: PlacedOrder; continueUrl: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.status} role="status" data-testid="checkout-order-placed">
      <p className={styles.statusText}>{t('checkout.orderPlaced')}</p>
      <p className={styles.statusText} data-testid="order-number">
        {t('checkout.orderNumber', { number: order.number })}
      </p>
      <div className={styles.actions}>
        <ButtonLink to={`/orders/${encodeURIComponent(order.id)}`} data-testid="view-order">
          {t('checkout.viewOrder')}
        </ButtonLink>
        <Link to={continueUrl} className={styles.continueLink} data-testid="continue-shopping">
          {t('checkout.continueShopping')}
        </Link>
      </div>
    </div>
  );
}
