import { CSRF_HEADER } from '@print/core/shell-data';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { getRequest } from './get-request.ts';
import { setSessionRecovery } from './session-recovery.ts';
import { headersOf, stubFetch } from './test-helpers.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionRecovery(null);
});

describe('getRequest', () => {
  it('GETs the path with credentials and the CSRF header and returns the JSON', async () => {
    const requests = stubFetch({ status: 200, body: { status: 'ok' } });
    await expect(getRequest('/service-api/health')).resolves.toEqual({ status: 'ok' });
    expect(requests[0]?.url).toBe('/service-api/health');
    expect(requests[0]?.init.method).toBe('GET');
    expect(requests[0]?.init.credentials).toBe('include');
    expect(headersOf(requests[0])[CSRF_HEADER]).toBe('1');
  });

  it("throws ApiError('404') for status 404", async () => {
    stubFetch({ status: 404 });
    await expect(getRequest('/nope')).rejects.toThrow(/^404$/);
  });

  it('throws the error message of a failed response', async () => {
    stubFetch({ status: 500, body: { errors: [{ message: 'Database unavailable' }] } });
    await expect(getRequest('/x')).rejects.toThrow('Database unavailable');
  });

  it.each([
    ['an empty body', { status: 200 }],
    ['a non-JSON body', { status: 200, body: '<html>proxy page</html>' }],
  ])("throws the empty ApiError('') for %s", async (_, reply) => {
    stubFetch(reply);
    const error: unknown = await getRequest('/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('');
    expect((error as ApiError).status).toBe(reply.status);
  });

  it('retries once after the session was recovered (same rules as GraphQL)', async () => {
    const onUnauthorized = vi.fn(async () => true);
    setSessionRecovery({ onUnauthorized });
    const requests = stubFetch({ status: 401 }, { status: 200, body: [1, 2] });
    await expect(getRequest('/x')).resolves.toEqual([1, 2]);
    expect(requests).toHaveLength(2);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
