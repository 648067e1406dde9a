import { describe, expect, it } from 'vitest';
import { tenantAdminUrl } from './admin-tenants.ts';

describe("a tenant's admin address", () => {
  it('is https on its domain, and keeps scheme and port between development hosts', () => {
    const production = new URL('https://shop.a.example/admin/users');
    expect(tenantAdminUrl('shop.b.example', production)).toBe('https://shop.b.example/admin');
    const development = new URL('http://localhost:3100/admin/dashboard');
    expect(tenantAdminUrl('northprint.localhost', development)).toBe(
      'http://northprint.localhost:3100/admin',
    );
    expect(tenantAdminUrl('shop.b.example', development)).toBe('https://shop.b.example/admin');
    expect(tenantAdminUrl(null, development)).toBeNull();
  });
});
