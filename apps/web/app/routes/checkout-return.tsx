import { redirect } from 'react-router';
import type { Route } from './+types/checkout-return';
import { loadCardPaymentStatus } from '../features/checkout/checkout-api.ts';
import type { CardPaymentStatus } from '../features/checkout/checkout-api.ts';
import { paymentReturnRedirect } from '../features/checkout/checkout-access.ts';
import { PaymentReturnPage } from '../features/checkout/payment-return-page.tsx';
import { pageMeta } from '../shell/page-title.ts';
import { pageUrl } from '../lib/page-url.ts';
import { QueryProvider } from '../lib/api/query-provider.tsx';

const NOT_FOUND: CardPaymentStatus = { state: 'notFound', orderId: null, orderNumber: null };
const PROCESSING: CardPaymentStatus = { state: 'processing', orderId: null, orderNumber: null };

/**
 * Where the card provider sends the shopper back (`?session_id=`). The first status is asked on the
 * server, which also places a paid order the webhook has not reached yet; the page polls from there.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const target = paymentReturnRedirect(context.shell, url);
  if (target) throw redirect(target);
  const sessionId = url.searchParams.get('session_id') || null;
  // The shopper has just paid: a hiccup here must not become an error page; the page's polling asks again.
  const status = sessionId
    ? await loadCardPaymentStatus(context.api, sessionId).catch((): CardPaymentStatus => PROCESSING)
    : NOT_FOUND;
  return { sessionId, status };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'checkout.paymentTitle'),
  { name: 'robots', content: 'noindex' },
];

export default function CheckoutReturnRoute({ loaderData }: Route.ComponentProps) {
  const { sessionId, status } = loaderData;
  // Another session id is another payment: its polling starts afresh.
  return (
    <QueryProvider>
      <PaymentReturnPage key={sessionId ?? ''} sessionId={sessionId} initial={status} />
    </QueryProvider>
  );
}
