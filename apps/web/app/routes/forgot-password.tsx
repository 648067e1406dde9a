import type { Route } from './+types/forgot-password';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page.tsx';
import { pageMeta } from '../shell/page-title.ts';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'auth.forgotPasswordTitle'),
  { name: 'robots', content: 'noindex' },
];

/** Request a password reset link. */
export default function ForgotPasswordRoute() {
  return <ForgotPasswordPage />;
}
