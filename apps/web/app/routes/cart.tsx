import type { Route } from './+types/cart';
import { CartPage } from '../features/cart/cart-page.tsx';
import { pageMeta } from '../shell/page-title.ts';
import { QueryProvider } from '../lib/api/query-provider.tsx';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'shell.cart'),
  { name: 'robots', content: 'noindex' },
];

/** The cart areas: cart, watchlist, drafts and order history (`?tab=`). */
export default function CartRoute() {
  return (
    <QueryProvider>
      <CartPage />
    </QueryProvider>
  );
}
