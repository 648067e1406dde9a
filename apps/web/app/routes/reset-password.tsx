import type { Route } from './+types/reset-password';
import { ResetPasswordPage } from '../features/auth/reset-password-page.tsx';
import { pageMeta } from '../shell/page-title.ts';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'auth.resetPasswordTitle'),
  { name: 'robots', content: 'noindex' },
];

/** Set a new password from the reset e-mail's link. */
export default function ResetPasswordRoute() {
  return <ResetPasswordPage />;
}
