import type { Route } from './+types/login';
import { LoginPage } from '../features/auth/login-page.tsx';
import { pageMeta } from '../shell/page-title.ts';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'auth.loginTitle'),
  { name: 'robots', content: 'noindex' },
];

/** The login screen (spec §2 /login). */
export default function LoginRoute() {
  return <LoginPage />;
}
