import { AUTH_PATHS } from '@print/core/auth/auth-api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../api/test-helpers.ts';
import { logout } from './logout.ts';

afterEach(() => vi.unstubAllGlobals());

describe('logout', () => {
  it('posts the logout, then leaves for /', async () => {
    const requests = stubFetch({ status: 204 });
    const navigate = vi.fn();
    await logout(navigate);
    expect(requests.map((r) => [r.url, r.init.method])).toEqual([[AUTH_PATHS.logout, 'POST']]);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('still leaves for / when the call fails', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    const navigate = vi.fn();
    await logout(navigate);
    expect(navigate).toHaveBeenCalledWith('/');
  });
});
