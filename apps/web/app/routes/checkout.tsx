import { redirect } from 'react-router';
import type { Route } from './+types/checkout';
import { loadCheckoutPage } from '../features/checkout/checkout-api.ts';
import { checkoutRedirect } from '../features/checkout/checkout-access.ts';
import { CheckoutPage } from '../features/checkout/checkout-page.tsx';
import { pageMeta } from '../shell/page-title.ts';
import { pageUrl } from '../lib/page-url.ts';
import { QueryProvider } from '../lib/api/query-provider.tsx';

/**
 * Server-rendered with the visitor's addresses, the shop's checkout settings and the cart lines
 * (decision 0009); client navigations fetch this same loader's data.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const target = checkoutRedirect(context.shell, pageUrl(request));
  if (target) throw redirect(target);
  return loadCheckoutPage(context.api, new URL(request.url).searchParams.get('placed'));
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'checkout.title'),
  { name: 'robots', content: 'noindex' },
];

export default function CheckoutRoute({ loaderData }: Route.ComponentProps) {
  return (
    <QueryProvider>
      <CheckoutPage data={loaderData} />
    </QueryProvider>
  );
}
