import type { Route } from './+types/login';
import { LoginPage } from '../features/auth/login-page.tsx';
import { pageTitle } from '../shell/page-title.ts';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'auth.loginTitle') },
  { name: 'robots', content: 'noindex' },
];

/** The login screen (spec §2 /login). */
export default function LoginRoute() {
  return <LoginPage />;
}
