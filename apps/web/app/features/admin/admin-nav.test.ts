import { describe, expect, it } from 'vitest';
import { ADMIN_NAV, adminNavEntry, LATER_ADMIN_PATHS, visibleAdminNav } from './admin-nav.ts';

describe('admin sidebar', () => {
  it('has the three groups of the spec with every DESIGN §6 page once', () => {
    expect(ADMIN_NAV.map((group) => group.labelKey)).toEqual([
      'admin.navGroupStore',
      'admin.navGroupUserAdministration',
      'admin.navGroupSettings',
    ]);
    const paths = ADMIN_NAV.flatMap((group) => group.entries.map((entry) => entry.path));
    expect(new Set(paths).size).toBe(paths.length);
    for (const built of ['users', 'dashboard', 'orders', 'system'])
      expect(LATER_ADMIN_PATHS).not.toContain(built);
    expect(LATER_ADMIN_PATHS).toContain('products');
  });

  it('shows only the entries the rights allow and drops empty groups', () => {
    const nav = visibleAdminNav(['admin.access', 'users.manage']);
    expect(nav.map((group) => group.entries.map((entry) => entry.path))).toEqual([['dashboard'], ['users']]);
    expect(visibleAdminNav([])).toEqual([]);
    const all = visibleAdminNav(ADMIN_NAV.flatMap((group) => group.entries.map((entry) => entry.right)));
    expect(all).toEqual(ADMIN_NAV);
  });

  it('finds the entry of a path', () => {
    expect(adminNavEntry('/admin/user-fields')?.right).toBe('fields.manage');
    expect(adminNavEntry('/admin/tenants/42')?.right).toBe('platform.tenants');
    expect(adminNavEntry('/admin/nothing')).toBeUndefined();
  });
});
