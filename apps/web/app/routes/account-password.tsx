import type { Route } from './+types/account-password';
import { ChangePasswordPage } from '../features/auth/change-password-page.tsx';
import { pageMeta } from '../shell/page-title.ts';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'auth.changePasswordTitle'),
  { name: 'robots', content: 'noindex' },
];

/** Change the signed-in user's password. */
export default function AccountPasswordRoute() {
  return <ChangePasswordPage />;
}
