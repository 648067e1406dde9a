import { describe, expect, it } from 'vitest';
import { startFakeIntegrationsServer } from '../../../testing/fake-integrations-server.ts';
import { checkConnection, resultOf } from './connection-check.ts';

// "Test connection" calls an address an admin typed: in production only public addresses (no probing of
// the server's own network), never another scheme, and the answer's status alone decides the result.

describe('the connection check', () => {
  it('refuses loopback, private and link-local addresses, by literal or by name, unless allowed', async () => {
    const fake = await startFakeIntegrationsServer();
    try {
      const port = new URL(fake.url).port;
      for (const address of [
        `http://127.0.0.1:${port}/print-design`,
        `http://localhost:${port}/print-design`,
        'http://169.254.169.254/latest/meta-data',
        'http://10.0.0.1/',
        'http://[::1]/',
      ]) {
        expect(await checkConnection(address, {}, { allowPrivateHosts: false }), address).toEqual({
          failed: 'addressNotAllowed',
        });
      }
      expect(fake.requests).toEqual([]);
      const allowed = await checkConnection(
        `http://127.0.0.1:${port}/print-design`,
        { authorization: 'Bearer pd-fake-key' },
        { allowPrivateHosts: true },
      );
      expect(resultOf(allowed)).toBe('ok');
    } finally {
      await fake.close();
    }
  });

  it('calls http and https only, without credentials in the address', async () => {
    for (const address of ['file:///etc/passwd', 'ftp://example.com/', 'https://user:pw@example.com/']) {
      expect(await checkConnection(address, {}, { allowPrivateHosts: true }), address).toEqual({
        failed: 'addressNotAllowed',
      });
    }
  });

  it('reads an answer by its status: 2xx ok, 401/403 unauthorised, a redirect or 500 unexpected', () => {
    expect(resultOf({ status: 204 })).toBe('ok');
    expect(resultOf({ status: 401 })).toBe('unauthorised');
    expect(resultOf({ status: 403 })).toBe('unauthorised');
    expect(resultOf({ status: 302 })).toBe('unexpectedAnswer');
    expect(resultOf({ status: 500 })).toBe('unexpectedAnswer');
    expect(resultOf({ failed: 'unreachable' })).toBe('unreachable');
  });
});
