import type { Route } from './+types/signup';
import { SignupPage } from '../features/auth/signup-page.tsx';
import { pageMeta } from '../shell/page-title.ts';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'auth.signupTitle'),
  { name: 'robots', content: 'noindex' },
];

/** The sign-up page (spec §2 /signup). */
export default function SignupRoute() {
  return <SignupPage />;
}
