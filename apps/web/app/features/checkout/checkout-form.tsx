import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { RequiredLegend } from '../../ui/required-legend.tsx';
import type { CheckoutInfo, CheckoutLine, PlacedOrder } from './checkout-api.ts';
import { AddressSection, FormCheckbox, PaymentMethodField, TermsField } from './checkout-fields.tsx';
import { offeredPaymentMethods, showsPaymentChoice } from './checkout-values.ts';
import { OrderSummary } from './order-summary.tsx';
import { useCheckoutForm } from './use-checkout-form.ts';
import type { CheckoutPhase } from './use-checkout-form.ts';
import styles from './checkout.module.css';

const BUTTON_KEYS: Record<CheckoutPhase, string> = {
  idle: 'checkout.placeOrder',
  sending: 'checkout.sendingOrder',
  redirecting: 'checkout.redirectingToPayment',
};

export type CheckoutFormProps = {
  info: CheckoutInfo;
  items: readonly CheckoutLine[];
  onPlaced: (order: PlacedOrder) => void;
};

/**
 * The checkout form (spec §2/§3): billing address, the delivery address unless it is the billing one,
 * payment method, saving the addresses, and beside it the order summary, the terms and the button.
 */
export function CheckoutForm({ info, items, onPlaced }: CheckoutFormProps) {
  const { t } = useTranslation();
  const state = useCheckoutForm(info, onPlaced);
  const sameAsBilling = useWatch({ control: state.form.control, name: 'shippingSameAsBilling' }) !== false;
  const { phase, notice } = state;
  return (
    <form className={styles.layout} onSubmit={state.submit} noValidate data-testid="checkout-form">
      <div className={styles.main}>
        <RequiredLegend />
        <AddressSection kind="billing" state={state} />
        {info.showShippingFields && (
          <>
            <FormCheckbox
              name="shippingSameAsBilling"
              label={t('profile.sameAsBillingAddress')}
              state={state}
            />
            {!sameAsBilling && <AddressSection kind="shipping" state={state} />}
          </>
        )}
        {showsPaymentChoice(info) && (
          <PaymentMethodField state={state} methods={offeredPaymentMethods(info)} />
        )}
        {info.canSaveAddresses && (
          <FormCheckbox name="saveToProfile" label={t('checkout.saveAddresses')} state={state} />
        )}
      </div>
      <aside className={styles.aside}>
        <OrderSummary info={info} items={items} />
        <TermsField state={state} />
        {notice && (
          <p className={styles.notice} role="alert" data-testid="checkout-error">
            {t(notice.key, notice.params ?? {})}
          </p>
        )}
        <Button type="submit" size="large" isDisabled={phase !== 'idle'} data-testid="place-order">
          {t(BUTTON_KEYS[phase])}
        </Button>
        <Link to={info.continueShoppingUrl} className={styles.continueLink} data-testid="continue-shopping">
          {t('checkout.continueShopping')}
        </Link>
      </aside>
    </form>
  );
}
