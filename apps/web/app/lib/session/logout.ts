import { AUTH_PATHS } from '@print/core/auth/auth-api';
import { authPost } from '../api/auth-request.ts';

/**
 * Ends the session on the server, then loads / as a new document so the server-rendered shell
 * shows the signed-out state. The navigation happens even when the call fails: a session the
 * server no longer knows is as good as ended, and the reloaded shell shows the truth either way.
 */
export async function logout(navigate: (url: string) => void = (url) => window.location.assign(url)) {
  await authPost(AUTH_PATHS.logout).catch(() => undefined);
  navigate('/');
}
