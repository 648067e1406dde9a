import type { SessionInfo } from '@print/core/auth/auth-api';
import type { ServerShellData } from '@print/core/shell-data';
import { describe, expect, it } from 'vitest';
import { deepLinkTarget } from '../../lib/session/deep-link.ts';
import { loader as comingLaterLoader } from '../../routes/admin/coming-later.tsx';
import { adminAccess, requireAdminRight } from './admin-access.ts';

const session = (rights: SessionInfo['rights'], isTemporary = false): SessionInfo => ({
  userId: 'u1',
  displayName: 'Ada',
  email: 'ada@example.com',
  isTemporary,
  language: 'en-GB',
  rights,
});
const contextFor = (value: SessionInfo | null) => ({ shell: { session: value } as ServerShellData });

describe('admin access', () => {
  it('sends anonymous and temporary visitors to login, refuses users without the rights', () => {
    expect(adminAccess(null, 'users.manage')).toBe('login');
    expect(adminAccess(session(['admin.access', 'users.manage'], true), 'users.manage')).toBe('login');
    expect(adminAccess(session(['catalog.read']), 'admin.access')).toBe('forbidden');
    expect(adminAccess(session(['admin.access']), 'users.manage')).toBe('forbidden');
    expect(adminAccess(session(['users.manage']), 'users.manage')).toBe('forbidden');
    expect(adminAccess(session(['admin.access', 'users.manage']), 'users.manage')).toBe('ok');
  });

  it('keeps the page as deepLink for after the login, also on a client navigation', () => {
    for (const address of [
      'http://shop.test/admin/users?search=ä',
      'http://shop.test/admin/users.data?search=ä&_routes=routes%2Fadmin%2Flayout',
    ]) {
      let location = '';
      try {
        requireAdminRight(contextFor(null), new Request(address), 'users.manage');
      } catch (error) {
        location = (error as Response).headers.get('location') ?? '';
      }
      const deepLink = new URL(location, 'http://shop.test').searchParams.get('deepLink');
      expect(location.startsWith('/login?deepLink=')).toBe(true);
      expect(deepLinkTarget(encodeURIComponent(deepLink!))).toBe('/admin/users?search=%C3%A4');
    }
  });

  it('opens a sidebar page by a click (its data request) as by a typed address', () => {
    const admin = contextFor(session(['admin.access', 'catalog.write']));
    for (const address of [
      'http://shop.test/admin/products',
      'http://shop.test/admin/products.data?_routes=routes%2Fadmin%2Flayout%2Cadmin-later-products',
    ]) {
      const args = { context: admin, request: new Request(address), params: {} };
      expect(comingLaterLoader(args as Parameters<typeof comingLaterLoader>[0])).toBeNull();
    }
  });

  it('throws a redirect or a 403 response from loaders', () => {
    const request = new Request('http://shop.test/admin/roles');
    const thrown = (value: SessionInfo | null) => {
      try {
        requireAdminRight(contextFor(value), request, 'roles.manage');
        return null;
      } catch (error) {
        return error;
      }
    };
    const redirect = thrown(null) as Response;
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toMatch(/^\/login\?deepLink=/);
    expect(thrown(session(['admin.access']))).toMatchObject({ init: { status: 403 } });
    expect(thrown(session(['admin.access', 'roles.manage']))).toBeNull();
  });
});
