import type { Route } from './+types/cart-shared';
import { SharedDraftPage } from '../features/cart/shared-draft-page.tsx';
import { pageMeta } from '../shell/page-title.ts';
import { QueryProvider } from '../lib/api/query-provider.tsx';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'shop.cartTabDrafts'),
  { name: 'robots', content: 'noindex' },
];

/** A shared draft's link: opens a copy in the visitor's own drafts. */
export default function CartSharedRoute({ params }: Route.ComponentProps) {
  // Keyed: another token on the same page starts afresh.
  return (
    <QueryProvider>
      <SharedDraftPage key={params.token} token={params.token} />
    </QueryProvider>
  );
}
