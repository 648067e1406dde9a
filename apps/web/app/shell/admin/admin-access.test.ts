import type { SessionInfo } from '@print/core/auth/auth-api';
import type { ServerShellData } from '@print/core/shell-data';
import { describe, expect, it } from 'vitest';
import { deepLinkTarget } from '../../lib/session/deep-link.ts';
import { loader as layoutLoader } from '../../routes/admin/layout.tsx';
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

  it('opens the admin by a click (its data request) as by a typed address; tenants only for operators', async () => {
    const asked: string[] = [];
    const api = {
      query: async <T>(query: string) => {
        asked.push(query);
        const platformTenants = [
          { id: 'ta', slug: 'a', companyName: 'A', host: 'a.localhost', isCurrent: true },
          { id: 'tb', slug: 'b', companyName: 'B', host: 'shop.b.example', isCurrent: false },
        ];
        return { data: { platformTenants } as T, errors: [] };
      },
    };
    for (const address of [
      'http://a.localhost:3000/admin/users',
      'http://a.localhost:3000/admin/users.data?_routes=routes%2Fadmin%2Flayout',
    ]) {
      const load = (rights: SessionInfo['rights']) =>
        layoutLoader({
          context: { ...contextFor(session(rights)), api },
          request: new Request(address),
          params: {},
        } as unknown as Parameters<typeof layoutLoader>[0]);
      expect(await load(['admin.access'])).toEqual({ tenants: [] });
      expect(asked).toEqual([]);
      expect((await load(['admin.access', 'platform.tenants'])).tenants).toEqual([
        { id: 'ta', slug: 'a', companyName: 'A', adminUrl: 'http://a.localhost:3000/admin', isCurrent: true },
        { id: 'tb', slug: 'b', companyName: 'B', adminUrl: 'https://shop.b.example/admin', isCurrent: false },
      ]);
      asked.length = 0;
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
