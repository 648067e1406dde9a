import type { Route } from './+types/account-password';
import { ChangePasswordPage } from '../features/auth/change-password-page.tsx';
import { pageTitle } from '../shell/page-title.ts';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'auth.changePasswordTitle') },
  { name: 'robots', content: 'noindex' },
];

/** Change the signed-in user's password. */
export default function AccountPasswordRoute() {
  return <ChangePasswordPage />;
}
