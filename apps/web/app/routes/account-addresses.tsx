import type { Route } from './+types/account-addresses';
import { AddressesPage } from '../features/account/addresses-page.tsx';
import { pageMeta } from '../shell/page-title.ts';
import { QueryProvider } from '../lib/api/query-provider.tsx';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'profile.addresses'),
  { name: 'robots', content: 'noindex' },
];

/** The signed-in user's billing and delivery address. */
export default function AccountAddressesRoute() {
  return (
    <QueryProvider>
      <AddressesPage />
    </QueryProvider>
  );
}
