import type { Route } from './+types/account-addresses';
import { AddressesPage } from '../features/account/addresses-page.tsx';
import { pageTitle } from '../shell/page-title.ts';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'profile.addresses') },
  { name: 'robots', content: 'noindex' },
];

/** The signed-in user's billing and delivery address. */
export default function AccountAddressesRoute() {
  return <AddressesPage />;
}
