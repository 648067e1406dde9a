import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../ui/toast.ts';
import { cancelCardPayment } from './checkout-api.ts';

/**
 * Back from the payment page with 'cancel' (`/checkout?cancelled=<order>`): the payment session is ended
 * and the order's stock released, so the next attempt starts clean. Runs once, in the browser (a
 * state change never happens on a GET the server renders).
 */
export function useCancelledPayment(): void {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const orderId = params.get('cancelled');
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!orderId || done.current === orderId) return;
    done.current = orderId;
    let mounted = true;
    void cancelCardPayment(orderId)
      .then((state) => {
        if (state === 'success') {
          // Paid after all (the payment beat the cancel): show the order, not an empty cart.
          notify(t('checkout.paymentSuccess'), 'success');
          return `/orders/${encodeURIComponent(orderId)}`;
        }
        notify(t('checkout.paymentCancelled'), 'info');
        return '/checkout';
      })
      // The order may be gone already (expired, cancelled in another tab): nothing to undo.
      .catch(() => '/checkout')
      .then((to) => {
        if (mounted) void navigate(to, { replace: true });
      });
    return () => {
      mounted = false;
    };
  }, [orderId, navigate, t]);
}
