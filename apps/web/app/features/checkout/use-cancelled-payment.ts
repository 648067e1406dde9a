import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../ui/toast.ts';
import { cancelCardPayment } from './checkout-api.ts';

/**
 * Back from the payment page with 'cancel' (`/checkout?cancelled=<order>`): the payment session is ended
 * and the order's stock released, so the next attempt starts clean. Runs once per order id, in the
 * browser (a state change never happens on a GET the server renders).
 *
 * The call is started once, but its answer must still lead somewhere when the effect re-runs meanwhile
 * (the translations finish loading and `t` changes, React's strict mode runs effects twice): so the
 * redirect depends on the page still being shown, not on the effect run that started the call.
 */
export function useCancelledPayment(): void {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const orderId = params.get('cancelled');
  const started = useRef<string | null>(null);
  const latest = useRef({ t, navigate, shown: true });
  latest.current.t = t;
  latest.current.navigate = navigate;
  useEffect(() => {
    const page = latest.current;
    page.shown = true;
    return () => {
      page.shown = false;
    };
  }, []);
  useEffect(() => {
    if (!orderId || started.current === orderId) return;
    started.current = orderId;
    void cancelCardPayment(orderId)
      .then((state) => {
        if (state === 'success') {
          // Paid after all (the payment beat the cancel): show the order, not an empty cart.
          notify(latest.current.t('checkout.paymentSuccess'), 'success');
          return `/orders/${encodeURIComponent(orderId)}`;
        }
        notify(latest.current.t('checkout.paymentCancelled'), 'info');
        return '/checkout';
      })
      // The order may be gone already (expired, cancelled in another tab): nothing to undo.
      .catch(() => '/checkout')
      .then((to) => {
        if (latest.current.shown) void latest.current.navigate(to, { replace: true });
      });
  }, [orderId]);
}
