import type { ValidationError } from '@print/core/validation/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { FieldErrors, FieldValues, Resolver, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cartUserKey, invalidateCart } from '../../lib/cart/cart-queries.ts';
import { useShell } from '../../shell/shell-context.tsx';
import { notify } from '../../ui/toast.ts';
import type { CheckoutInfo, PlacedOrder } from './checkout-api.ts';
import {
  checkCheckout,
  checkoutFailure,
  checkoutFieldNames,
  checkoutNotice,
  initialCheckoutValues,
  nestErrors,
  toCheckoutInput,
} from './checkout-values.ts';
import type { CheckoutFormValues } from './checkout-values.ts';
import { createOrderSender } from './order-sender.ts';

/** sending: placeOrder runs; redirecting: the card order exists and the payment page is opening. */
export type CheckoutPhase = 'idle' | 'sending' | 'redirecting';

export type CheckoutFormState = {
  form: UseFormReturn<FieldValues>;
  submit: (event?: FormEvent) => Promise<void>;
  phase: CheckoutPhase;
  /** The server's errors by input name (`billing.city`, `acceptTerms`); each dropped when it changes. */
  serverErrors: Readonly<Record<string, ValidationError>>;
  clearServerError: (name: string) => void;
  /** The message above the button ('Please fill in all mandatory fields.', a stock error…). */
  notice: ValidationError | null;
};

/**
 * The checkout form: validateCheckout (the server's own rule) as the form's resolver, so the inputs
 * show exactly what the server would refuse; then the order. Invoice orders are placed at once
 * (`onPlaced`); card orders open the provider's payment page. One order at a time, and what was typed
 * stays when sending fails.
 */
export function useCheckoutForm(
  info: CheckoutInfo,
  onPlaced: (order: PlacedOrder) => void,
): CheckoutFormState {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const userKey = cartUserKey(useShell().session);
  const resolver: Resolver<FieldValues> = (values) => {
    const result = checkCheckout(values as CheckoutFormValues, info);
    return result.valid
      ? { values, errors: {} }
      : { values: {}, errors: nestErrors(result.errors) as FieldErrors<FieldValues> };
  };
  const form = useForm<FieldValues>({
    mode: 'onTouched',
    defaultValues: initialCheckoutValues(info),
    resolver,
  });
  const [phase, setPhase] = useState<CheckoutPhase>('idle');
  const [serverErrors, setServerErrors] = useState<Record<string, ValidationError>>({});
  const [notice, setNotice] = useState<ValidationError | null>(null);
  const busy = useRef(false);
  const [send] = useState(() => createOrderSender());

  // Back from the payment page, the browser may show this page from its cache, still 'redirecting'.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setPhase('idle');
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const clearServerError = useCallback((name: string) => {
    setServerErrors((current) => {
      if (!Object.hasOwn(current, name)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);

  const onValid = async (raw: FieldValues) => {
    const values = raw as CheckoutFormValues;
    setNotice(null);
    setServerErrors({});
    setPhase('sending');
    try {
      const result = await send(toCheckoutInput(values, info), () => setPhase('redirecting'));
      if (result.kind === 'payment') {
        // The button stays busy until the browser has left for the payment page.
        window.location.assign(result.url);
        return;
      }
      void invalidateCart(userKey, queryClient);
      notify(t('checkout.orderPlaced'), 'success');
      onPlaced(result.order);
    } catch (error) {
      setPhase('idle');
      const failure = checkoutFailure(error, checkoutFieldNames(values, info));
      setServerErrors(failure.fields);
      setNotice(checkoutNotice(failure.notice, failure.fields));
      const first = Object.keys(failure.fields)[0];
      if (first) form.setFocus(first);
    }
  };

  // The messages stay in the form, no toast: on a phone a toast would cover the fields to fix, and
  // repeat what the inputs and the summary say. react-hook-form focuses the first invalid input.
  const onInvalid = () => {
    const { formError, errors } = checkCheckout(form.getValues() as CheckoutFormValues, info);
    setNotice(checkoutNotice(formError, errors));
  };

  const handleSubmit = form.handleSubmit(onValid, onInvalid);
  // Enter in a field submits even while the button is disabled: one order at a time.
  const submit = async (event?: FormEvent) => {
    if (busy.current || phase === 'redirecting') {
      event?.preventDefault();
      return;
    }
    busy.current = true;
    try {
      await handleSubmit(event);
    } finally {
      busy.current = false;
    }
  };

  return { form, submit, phase, serverErrors, clearServerError, notice };
}
