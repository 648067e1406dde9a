import type { Route } from './+types/account';
import { ProfilePage } from '../features/account/profile-page.tsx';
import { pageMeta } from '../shell/page-title.ts';
import { QueryProvider } from '../lib/api/query-provider.tsx';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'profile.myAccount'),
  { name: 'robots', content: 'noindex' },
];

/** My Account: the signed-in user's profile and custom fields. */
export default function AccountRoute() {
  return (
    <QueryProvider>
      <ProfilePage />
    </QueryProvider>
  );
}
