import type { Route } from './+types/cart-shared';
import { SharedDraftPage } from '../features/cart/shared-draft-page.tsx';
import { pageMeta } from '../shell/page-title.ts';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'shop.cartTabDrafts'),
  { name: 'robots', content: 'noindex' },
];

/** A shared draft's link: opens a copy in the visitor's own drafts. */
export default function CartSharedRoute({ params }: Route.ComponentProps) {
  // Keyed: another token on the same page starts afresh.
  return <SharedDraftPage key={params.token} token={params.token} />;
}
