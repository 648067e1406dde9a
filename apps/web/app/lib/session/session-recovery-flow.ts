import { AUTH_PATHS, NO_REFRESH_TOKEN_MESSAGE } from '@print/core/auth/auth-api';
import { CSRF_HEADER } from '@print/core/shell-data';
import type { SessionRecovery } from '../api/session-recovery.ts';
import { forcedLogoutUrl } from './deep-link.ts';

export type SessionEnvironment = {
  /** The current address: path, query and hash. */
  currentAddress: () => string;
  /** Leaves the page (a full navigation: the session state starts fresh). */
  navigate: (url: string) => void;
  tenant: { allowTemporaryUsers: boolean; defaultLanguage: string };
};

const lowerPath = (address: string) => address.split(/[?#]/)[0]!.toLowerCase();
const onPath = (address: string, path: string) => {
  const current = lowerPath(address);
  return current === path || current.startsWith(`${path}/`);
};

async function post(path: string, body?: unknown): Promise<Response> {
  return fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: { [CSRF_HEADER]: '1', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function messageOf(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null) {
      if ('message' in body && typeof body.message === 'string') return body.message;
      if ('error' in body && typeof body.error === 'string') return body.error;
    }
  } catch {
    // no JSON body
  }
  return '';
}

/**
 * Spec §4 "Session" and §8 "Call handling" as the API client's recovery:
 * - an unauthorised call triggers one refresh (the API client shares it between concurrent calls);
 *   when it succeeds the call is retried once;
 * - a refresh refused with 401 and NO_REFRESH_TOKEN_MESSAGE: where the tenant allows temporary users a
 *   temporary session in the tenant's default language is created and the call counts as recovered,
 *   otherwise the user is sent to /login;
 * - a call that still has no result: /login?logout=1 with the current address as deepLink (not for the
 *   root);
 * - on /signup nothing happens, and /formtest never refreshes.
 */
export function createSessionRecovery(env: SessionEnvironment): SessionRecovery {
  const forceLogout = () => {
    const address = env.currentAddress();
    if (onPath(address, '/signup') || onPath(address, '/login')) return;
    env.navigate(forcedLogoutUrl(address));
  };

  return {
    async onUnauthorized() {
      const address = env.currentAddress();
      if (onPath(address, '/signup') || onPath(address, '/formtest')) return false;

      const refresh = await post(AUTH_PATHS.refresh).catch(() => null);
      if (refresh?.ok) return true;

      if (refresh?.status === 401 && (await messageOf(refresh)) === NO_REFRESH_TOKEN_MESSAGE) {
        if (env.tenant.allowTemporaryUsers) {
          const temporary = await post(AUTH_PATHS.temporarySession, {
            language: env.tenant.defaultLanguage,
          }).catch(() => null);
          if (temporary?.ok) return true;
        } else {
          if (!onPath(address, '/login')) env.navigate('/login');
          return false;
        }
      }
      forceLogout();
      return false;
    },
    onRetryFailed: forceLogout,
  };
}
