import { formatMoney } from '@print/core/pricing/money';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { ButtonLink } from '../../ui/button-link.tsx';
import { ShareLinkDialogOnDemand as ShareLinkDialog } from '../../ui/share-link-dialog-on-demand.tsx';
import { AdditionalPricingText, TotalLabel } from '../../lib/orders/order-total.tsx';
import { cartItemsQuery, punchOutSessionQuery } from './cart-api.ts';
import type { CartItem, CartKind, PunchOutSession } from './cart-api.ts';
import { CartItemRow } from './cart-item-row.tsx';
import { cartPricingQuery } from './cart-pricing.ts';
import { cartTotals, EMPTY_KEYS } from './cart-values.ts';
import styles from './cart.module.css';

/** One area's items (all of them, in the server's order: newest change first) with their states. */
export function CartList({ kind, userKey }: { kind: CartKind; userKey: string }) {
  const { t } = useTranslation();
  const items = useQuery(cartItemsQuery(userKey, kind));
  const [shareUrl, setShareUrl] = useState<string | null>(null);
  const closeShare = useCallback(() => setShareUrl(null), []);

  if (items.isError) {
    return (
      <div className={styles.status} role="alert" data-testid="cart-load-error">
        <p>{t('common.genericError')}</p>
        <Button color="secondary" size="small" onPress={() => void items.refetch()}>
          {t('common.reload')}
        </Button>
      </div>
    );
  }
  if (items.isPending) {
    return (
      <p className={styles.status} role="status" data-testid="cart-loading">
        {t('common.loading')}
      </p>
    );
  }
  if (items.data.length === 0) {
    return (
      <p className={styles.status} data-testid="cart-empty">
        {t(EMPTY_KEYS[kind])}
      </p>
    );
  }
  return (
    <>
      <ul className={styles.list}>
        {items.data.map((item) => (
          <CartItemRow key={item.id} item={item} userKey={userKey} onShared={setShareUrl} />
        ))}
      </ul>
      {kind === 'cart' && <CartSummary items={items.data} userKey={userKey} />}
      {kind === 'draft' && <ShareLinkDialog url={shareUrl} onClose={closeShare} />}
    </>
  );
}

/**
 * The cart's total line, labelled and explained as checkout does (the shop's Grand Total or Subtotal
 * and its additional pricing text), and the way on: to checkout, or in a punch-out session back to the buyer's
 * procurement system. Nothing while the punch-out question is open (a punch-out buyer must not be
 * offered checkout); when it fails, checkout as in any shop.
 */
function CartSummary({ items, userKey }: { items: readonly CartItem[]; userKey: string }) {
  const { t, i18n } = useTranslation();
  const punchOut = useQuery(punchOutSessionQuery(userKey));
  const pricingOptions = cartPricingQuery(userKey, i18n.language);
  const pricing = useQuery(pricingOptions);
  // Until the shop's choice is known the label is not guessed (a Subtotal shop must not flash Grand
  // Total); a query that never runs (a visitor without a session) keeps the default label.
  const labelPending = pricing.isPending && pricingOptions.enabled !== false;
  const { totals, complete } = cartTotals(items);
  const text =
    totals.length === 0
      ? '—'
      : totals.map((total) => formatMoney(total.amountMinor, total.currency, i18n.language)).join(' + ');
  return (
    <div className={styles.summary}>
      <div className={styles.totalBlock}>
        <p className={styles.total}>
          <span data-testid="cart-total-label">
            {labelPending ? (
              t('common.loading')
            ) : (
              <TotalLabel totalLabel={pricing.data?.totalLabel ?? 'grandTotal'} />
            )}
          </span>{' '}
          <strong data-testid="cart-total" data-complete={complete}>
            {text}
          </strong>
        </p>
        <AdditionalPricingText
          text={pricing.data?.additionalPricingText ?? ''}
          className={styles.pricingText}
        />
      </div>
      {punchOut.data ? (
        <TransferForm session={punchOut.data} />
      ) : (
        !punchOut.isLoading && (
          <ButtonLink to="/checkout" size="large" data-testid="go-to-checkout">
            {t('shop.goToCheckout')}
          </ButtonLink>
        )
      )}
    </div>
  );
}

/**
 * A real form POST (no fetch): the server answers with a page that posts the cart on to the
 * procurement system, which the browser then leaves the shop for.
 */
function TransferForm({ session }: { session: PunchOutSession }) {
  const { t } = useTranslation();
  // One transfer: the browser leaves for the procurement system; a second click must not post again.
  const [sent, setSent] = useState(false);
  return (
    <form
      method="post"
      action={session.transferUrl}
      data-testid="punchout-transfer"
      data-protocol={session.protocol}
      onSubmit={(event) => {
        if (sent) event.preventDefault();
        setSent(true);
      }}
    >
      <Button type="submit" size="large" isDisabled={sent} data-testid="transfer-to-procurement">
        {t('checkout.transferToProcurement')}
      </Button>
    </form>
  );
}
