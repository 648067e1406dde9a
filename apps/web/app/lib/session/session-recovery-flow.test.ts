import { NO_REFRESH_TOKEN_MESSAGE } from '@print/core/auth/auth-api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphqlRequest } from '../api/graphql-request.ts';
import { testOperation } from '../api/test-helpers.ts';
import { setSessionRecovery } from '../api/session-recovery.ts';
import { ok, stubFetch } from '../api/test-helpers.ts';
import { encodeDeepLink } from './deep-link.ts';
import { createSessionRecovery } from './session-recovery-flow.ts';

let address = '/cart?tab=drafts';
let navigations: string[] = [];

function install(allowTemporaryUsers: boolean) {
  setSessionRecovery(
    createSessionRecovery({
      currentAddress: () => address,
      navigate: (url) => navigations.push(url),
      tenant: { allowTemporaryUsers, defaultLanguage: 'de-DE' },
    }),
  );
}

const unauthorized = { status: 401, body: { errors: [{ message: 'Unauthorized' }] } };
const noToken = { status: 401, body: { message: NO_REFRESH_TOKEN_MESSAGE } };
const call = () => graphqlRequest(testOperation<{ me: string }>('query Me { me }'), {});
const paths = (requests: { url: string }[]) => requests.map((r) => r.url.replace(/\?.*/, ''));

beforeEach(() => {
  address = '/cart?tab=drafts';
  navigations = [];
});
afterEach(() => {
  setSessionRecovery(null);
  vi.unstubAllGlobals();
});

describe('session recovery (spec §4 Session, §8 Call handling)', () => {
  it('refreshes once and retries the failed call once', async () => {
    install(false);
    const requests = stubFetch(unauthorized, { status: 200, body: {} }, ok({ me: 'kunde' }));
    await expect(call()).resolves.toEqual({ me: 'kunde' });
    expect(paths(requests)).toEqual([
      '/service-api/graphql',
      '/service-api/auth/refresh',
      '/service-api/graphql',
    ]);
    expect(requests[1]!.init.credentials).toBe('include');
    expect(navigations).toEqual([]);
  });

  it('shares one refresh between calls failing at the same time', async () => {
    install(false);
    const requests = stubFetch(
      unauthorized,
      unauthorized,
      { status: 200, body: {} },
      ok({ me: 'a' }),
      ok({ me: 'b' }),
    );
    await Promise.all([call(), call()]);
    expect(paths(requests).filter((p) => p === '/service-api/auth/refresh')).toHaveLength(1);
  });

  it('creates a temporary session in the tenant default language where allowed; the call counts as recovered', async () => {
    install(true);
    const requests = stubFetch(unauthorized, noToken, { status: 200, body: {} }, ok({ me: 'temporary' }));
    await expect(call()).resolves.toEqual({ me: 'temporary' });
    expect(paths(requests)[2]).toBe('/service-api/auth/temporarySession');
    expect(JSON.parse(String(requests[2]!.init.body))).toEqual({ language: 'de-DE' });
    expect(navigations).toEqual([]);
  });

  it('sends the user to /login when the refresh token is gone and temporary users are not allowed', async () => {
    install(false);
    stubFetch(unauthorized, noToken);
    await expect(call()).rejects.toThrow('Unauthorized');
    expect(navigations).toEqual(['/login']);
  });

  it('forces a logout with the current address as deepLink when the refresh fails otherwise', async () => {
    install(false);
    stubFetch(unauthorized, { status: 500, body: { error: 'down' } });
    await expect(call()).rejects.toThrow('Unauthorized');
    expect(navigations).toEqual([`/login?logout=1&deepLink=${encodeDeepLink('/cart?tab=drafts')}`]);
  });

  it('forces a logout when the retried call still has no result, without a deepLink on the root', async () => {
    install(false);
    address = '/';
    stubFetch(unauthorized, { status: 200, body: {} }, unauthorized);
    await expect(call()).rejects.toThrow('Unauthorized');
    expect(navigations).toEqual(['/login?logout=1']);
  });

  it('does nothing on /signup and never refreshes on /formtest', async () => {
    install(true);
    address = '/signup';
    const onSignup = stubFetch(unauthorized);
    await expect(call()).rejects.toThrow('Unauthorized');
    expect(paths(onSignup)).toEqual(['/service-api/graphql']);
    address = '/FormTest';
    const onFormtest = stubFetch(unauthorized);
    await expect(call()).rejects.toThrow('Unauthorized');
    expect(paths(onFormtest)).toEqual(['/service-api/graphql']);
    expect(navigations).toEqual([]);
  });
});
