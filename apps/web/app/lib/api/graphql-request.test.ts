import { CSRF_HEADER } from '@print/core/shell-data';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { clearApiCalls, getApiCalls } from './call-log.ts';
import { graphqlRequest } from './graphql-request.ts';
import { setSessionRecovery } from './session-recovery.ts';
import { gqlError, headersOf, ok, stubFetch, testOperation } from './test-helpers.ts';

const QUERY = testOperation<{ ping: string }>('query Ping { ping }');
const MISSING = testOperation('query Missing { ping }');

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => clearApiCalls());
afterEach(() => {
  vi.unstubAllGlobals();
  setSessionRecovery(null);
});

describe('graphqlRequest', () => {
  it('posts query, variables and operation name with credentials, ?c= and the CSRF header', async () => {
    const requests = stubFetch(ok({ ping: 'pong' }));
    await expect(graphqlRequest(QUERY, { a: 1 })).resolves.toEqual({ ping: 'pong' });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('/service-api/graphql?c=Ping');
    expect(requests[0]?.init.method).toBe('POST');
    expect(requests[0]?.init.credentials).toBe('include');
    expect(headersOf(requests[0])[CSRF_HEADER]).toBe('1');
    expect(JSON.parse(String(requests[0]?.init.body))).toEqual({
      query: QUERY,
      variables: { a: 1 },
      operationName: 'Ping',
    });
  });

  it('records each call for the developer overlay', async () => {
    stubFetch(ok({ ping: 'pong' }), { status: 404 });
    await graphqlRequest(QUERY, {});
    await graphqlRequest(MISSING, {}).catch(() => undefined);
    expect(getApiCalls().map(({ operationName, status }) => ({ operationName, status }))).toEqual([
      { operationName: 'Missing', status: 404 },
      { operationName: 'Ping', status: 200 },
    ]);
    expect(getApiCalls()[0]?.durationMs).toBeGreaterThanOrEqual(0);
  });

  it("throws ApiError('404') for status 404", async () => {
    stubFetch({ status: 404, body: 'Not Found' });
    const error = await failure(graphqlRequest(QUERY, {}));
    expect(error.message).toBe('404');
    expect(error.status).toBe(404);
  });

  it('throws the first error message for any other error', async () => {
    stubFetch(gqlError('Price list not found'));
    expect((await failure(graphqlRequest(QUERY, {}))).message).toBe('Price list not found');
  });

  it('throws the message of a non-2xx GraphQL response (e.g. a validation error)', async () => {
    stubFetch(gqlError('Cannot query field "x"', 400));
    expect((await failure(graphqlRequest(QUERY, {}))).message).toBe('Cannot query field "x"');
  });

  it('throws the status text when a failed response has no error body', async () => {
    stubFetch({ status: 502, statusText: 'Bad Gateway' });
    const error = await failure(graphqlRequest(QUERY, {}));
    expect(error.message).toBe('Bad Gateway');
    expect(error.status).toBe(502);
  });

  it('throws an empty-message error when the response has no data', async () => {
    stubFetch({ status: 200, body: { data: null } });
    expect((await failure(graphqlRequest(QUERY, {}))).message).toBe('');
  });

  it('throws an empty-message error when the body is not JSON', async () => {
    stubFetch({ status: 200, body: '<html>' });
    expect((await failure(graphqlRequest(QUERY, {}))).message).toBe('');
  });

  it('turns a network failure into an ApiError with status 0 and records it', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    const error = await failure(graphqlRequest(QUERY, {}));
    expect(error.message).toBe('Failed to fetch');
    expect(error.status).toBe(0);
    expect(getApiCalls()[0]?.status).toBe(0);
  });

  it('on 401 with the default recovery: no retry, throws', async () => {
    const requests = stubFetch({ status: 401, body: '' });
    expect((await failure(graphqlRequest(QUERY, {}))).message).toBe('Unauthorized');
    expect(requests).toHaveLength(1);
  });

  it('on 401 asks the recovery once and retries once when it recovered', async () => {
    const onUnauthorized = vi.fn(async () => true);
    setSessionRecovery({ onUnauthorized });
    const requests = stubFetch({ status: 401 }, ok({ ping: 'again' }));
    await expect(graphqlRequest(QUERY, {})).resolves.toEqual({ ping: 'again' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(2);
    expect(requests[1]?.init.body).toBe(requests[0]?.init.body);
  });

  it("treats the error message 'Unauthorized' like status 401", async () => {
    const onUnauthorized = vi.fn(async () => true);
    setSessionRecovery({ onUnauthorized });
    stubFetch(gqlError('Unauthorized'), ok({ ping: 'pong' }));
    await expect(graphqlRequest(QUERY, {})).resolves.toEqual({ ping: 'pong' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('throws the original error when the recovery did not recover', async () => {
    setSessionRecovery({ onUnauthorized: async () => false });
    const requests = stubFetch(gqlError('Unauthorized'));
    expect((await failure(graphqlRequest(QUERY, {}))).message).toBe('Unauthorized');
    expect(requests).toHaveLength(1);
  });

  it('gives up after one retry and tells the recovery (redirect to login)', async () => {
    const onRetryFailed = vi.fn();
    const onUnauthorized = vi.fn(async () => true);
    setSessionRecovery({ onUnauthorized, onRetryFailed });
    const requests = stubFetch({ status: 401 }, { status: 401 });
    const error = await failure(graphqlRequest(QUERY, {}));
    expect(error.status).toBe(401);
    expect(requests).toHaveLength(2);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onRetryFailed).toHaveBeenCalledWith(error);
  });

  it('keeps the session when the retry is answered with a refusal of the input', async () => {
    const onRetryFailed = vi.fn();
    setSessionRecovery({ onUnauthorized: async () => true, onRetryFailed });
    stubFetch(
      { status: 401 },
      {
        status: 200,
        body: { errors: [{ message: 'Bad', extensions: { code: 'BAD_USER_INPUT', key: 'k' } }] },
      },
    );
    const error = await failure(graphqlRequest(QUERY, {}));
    expect(error.extensions?.key).toBe('k');
    expect(onRetryFailed).not.toHaveBeenCalled();
  });

  it('shares one recovery between concurrent unauthorised calls', async () => {
    let release: (value: boolean) => void = () => undefined;
    const onUnauthorized = vi.fn(() => new Promise<boolean>((resolve) => (release = resolve)));
    setSessionRecovery({ onUnauthorized });
    stubFetch({ status: 401 }, { status: 401 }, ok({ n: 1 }), ok({ n: 2 }));
    const first = graphqlRequest(testOperation('query A { ping }'), {});
    const second = graphqlRequest(testOperation('query B { ping }'), {});
    await vi.waitFor(() => expect(onUnauthorized).toHaveBeenCalledTimes(1));
    // Let both calls reach the recovery before it settles.
    await new Promise((resolve) => setTimeout(resolve, 10));
    release(true);
    await expect(Promise.all([first, second])).resolves.toHaveLength(2);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not ask the recovery for errors other than unauthorised', async () => {
    const onUnauthorized = vi.fn(async () => true);
    setSessionRecovery({ onUnauthorized });
    stubFetch(gqlError('Forbidden'));
    await failure(graphqlRequest(QUERY, {}));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
