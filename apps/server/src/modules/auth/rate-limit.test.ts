import { AUTH_PATHS } from '@print/core/auth/auth-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPost, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// The real limits of rate-limit.ts (other test files relax them).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ realAuthLimits: true });
});
afterAll(() => t.close());

const jar = (): CookieJar => new Map();

describe('auth rate limits', () => {
  it('stops password guessing for one account from one address, without locking out others', async () => {
    const cookies = jar();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (
          await authPost(
            t,
            AUTH_PATHS.login,
            { login: 'customer', password: `wrong${i}` },
            cookies,
            'northprint.localhost',
          )
        ).status,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    const blocked = await authPost(
      t,
      AUTH_PATHS.login,
      { login: 'customer', password: 'Customer#2026' },
      cookies,
      'northprint.localhost',
    );
    expect(blocked).toMatchObject({ status: 429, body: { key: 'auth.tooManyAttempts' } });
    // The account still works from another address.
    const other = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.login,
      remoteAddress: '10.9.8.7',
      headers: { host: 'northprint.localhost', 'content-type': 'application/json', 'x-print-csrf': '1' },
      payload: { login: 'customer', password: 'Customer#2026' },
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('clientAddressKey', () => {
  it('counts IPv4 addresses one by one and IPv6 hosts by their /64 network', async () => {
    const { clientAddressKey } = await import('./rate-limit.ts');
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:0db8:0001:0002:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
  });
});
