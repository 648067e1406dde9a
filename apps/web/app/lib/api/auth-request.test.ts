import { AUTH_PATHS } from '@print/core/auth/auth-api';
import { CSRF_HEADER } from '@print/core/shell-data';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthRequestError, authFailureKey, authPost } from './auth-request.ts';
import { clearApiCalls, getApiCalls } from './call-log.ts';
import { setSessionRecovery } from './session-recovery.ts';
import { headersOf, stubFetch } from './test-helpers.ts';

async function failure(promise: Promise<unknown>): Promise<AuthRequestError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AuthRequestError);
  return error as AuthRequestError;
}

beforeEach(() => clearApiCalls());
afterEach(() => {
  vi.unstubAllGlobals();
  setSessionRecovery(null);
});

describe('authPost', () => {
  it('POSTs the JSON body with credentials and the CSRF header and resolves the JSON answer', async () => {
    const requests = stubFetch({ status: 200, body: { status: 'codeRequired' } });
    await expect(authPost(AUTH_PATHS.login, { login: 'kunde', password: 'Kunde#2026' })).resolves.toEqual({
      status: 'codeRequired',
    });
    expect(requests[0]?.url).toBe(AUTH_PATHS.login);
    expect(requests[0]?.init.method).toBe('POST');
    expect(requests[0]?.init.credentials).toBe('include');
    expect(headersOf(requests[0])[CSRF_HEADER]).toBe('1');
    expect(headersOf(requests[0])['content-type']).toBe('application/json');
    expect(JSON.parse(String(requests[0]?.init.body))).toEqual({ login: 'kunde', password: 'Kunde#2026' });
    expect(getApiCalls()[0]).toMatchObject({ operationName: `POST ${AUTH_PATHS.login}`, status: 200 });
  });

  it('sends no body and no content type when there is nothing to send', async () => {
    const requests = stubFetch({ status: 204 });
    await expect(authPost(AUTH_PATHS.logout)).resolves.toBeUndefined();
    expect(requests[0]?.init.body).toBeUndefined();
    expect(headersOf(requests[0])['content-type']).toBeUndefined();
    expect(headersOf(requests[0])[CSRF_HEADER]).toBe('1');
  });

  it('resolves undefined for an empty 200 answer', async () => {
    stubFetch({ status: 200 });
    await expect(authPost(AUTH_PATHS.forgotPassword, { email: 'a@b.de' })).resolves.toBeUndefined();
  });

  it('throws the AuthFailure of a non-2xx answer with status, key, message and field', async () => {
    stubFetch({
      status: 400,
      body: { key: 'validation.signupEmail', message: 'Please enter a valid email address.', field: 'email' },
    });
    const error = await failure(authPost(AUTH_PATHS.signup, { email: 'x', password: 'y' }));
    expect(error.status).toBe(400);
    expect(error.key).toBe('validation.signupEmail');
    expect(error.message).toBe('Please enter a valid email address.');
    expect(error.field).toBe('email');
  });

  it('carries the params of a failure', async () => {
    stubFetch({
      status: 400,
      body: {
        key: 'validation.forbiddenCharacters',
        message: 'Forbidden characters <',
        params: { chars: '<' },
      },
    });
    const error = await failure(authPost(AUTH_PATHS.signup, {}));
    expect(error.params).toEqual({ chars: '<' });
  });

  it.each([
    ['a body that is not an AuthFailure', { status: 500, body: { error: 'boom' } }],
    ['a non-JSON body', { status: 502, body: '<html>Bad gateway</html>', statusText: 'Bad Gateway' }],
    ['an empty body', { status: 503 }],
  ])('throws without a key for %s, so the caller chooses the message', async (_, reply) => {
    stubFetch(reply);
    const error = await failure(authPost(AUTH_PATHS.login, {}));
    expect(error.status).toBe(reply.status);
    expect(error.key).toBeUndefined();
    expect(authFailureKey(error, 'auth.loginError')).toBe('auth.loginError');
  });

  it('turns a network failure into status 0 and records it', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    const error = await failure(authPost(AUTH_PATHS.login, {}));
    expect(error.status).toBe(0);
    expect(error.key).toBeUndefined();
    expect(error.message).toBe('Failed to fetch');
    expect(getApiCalls()[0]?.status).toBe(0);
  });

  it('never asks the session recovery, not even on 401', async () => {
    const onUnauthorized = vi.fn(async () => true);
    setSessionRecovery({ onUnauthorized });
    const requests = stubFetch({
      status: 401,
      body: { key: 'auth.invalidLoginCombination', message: 'Invalid login combination' },
    });
    const error = await failure(authPost(AUTH_PATHS.login, { login: 'a', password: 'b' }));
    expect(error.key).toBe('auth.invalidLoginCombination');
    expect(requests).toHaveLength(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('authFailureKey', () => {
  it("uses the server's key, else the fallback", () => {
    const keyed = new AuthRequestError(429, { key: 'auth.tooManyAttempts', message: 'Too many attempts' });
    expect(authFailureKey(keyed, 'auth.loginError')).toBe('auth.tooManyAttempts');
    expect(authFailureKey(new AuthRequestError(0), 'auth.loginError')).toBe('auth.loginError');
    expect(authFailureKey(new Error('other'), 'auth.registrationError')).toBe('auth.registrationError');
  });
});
