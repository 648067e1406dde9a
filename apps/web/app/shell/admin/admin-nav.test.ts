import { describe, expect, it } from 'vitest';
import routes from '../../routes.ts';
import { ADMIN_NAV, visibleAdminNav } from './admin-nav.ts';

type RouteEntry = { path?: string; children?: RouteEntry[] };

describe('admin sidebar', () => {
  it('has the three groups of the spec, every entry once', () => {
    expect(ADMIN_NAV.map((group) => group.labelKey)).toEqual([
      'admin.navGroupStore',
      'admin.navGroupUserAdministration',
      'admin.navGroupSettings',
    ]);
    const paths = ADMIN_NAV.flatMap((group) => group.entries.map((entry) => entry.path));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('leads only to pages that exist: each entry has its route', () => {
    const admin = (routes as RouteEntry[]).find((entry) => entry.path === 'admin')!;
    const pages = new Set(admin.children!.map((child) => `/admin/${child.path}`));
    // Screens of their own are routed at the top level.
    for (const entry of routes as RouteEntry[]) if (entry.path) pages.add(`/${entry.path}`);
    for (const entry of ADMIN_NAV.flatMap((group) => group.entries))
      expect(pages, entry.path).toContain(entry.to);
    expect(ADMIN_NAV.flatMap((group) => group.entries).filter((entry) => entry.isScreen)).toMatchObject([
      { path: 'themeeditor', to: '/themeeditor', right: 'theme.edit' },
    ]);
    // Today's sidebar, made from the page descriptor.
    expect(ADMIN_NAV.map((group) => group.entries.map((entry) => entry.path))).toEqual([
      [
        'dashboard',
        'activity',
        'orders',
        'products',
        'product-fields',
        'product-meta-fields',
        'categories',
        'price-lists',
        'pages',
      ],
      ['users', 'roles', 'user-fields'],
      [
        'themeeditor',
        'settings',
        'system',
        'navigation',
        'domains',
        'localization',
        'translations',
        'tenants',
      ],
    ]);
  });

  it('shows only the entries the rights allow and drops empty groups', () => {
    const nav = visibleAdminNav(['admin.access', 'users.manage']);
    expect(nav.map((group) => group.entries.map((entry) => entry.path))).toEqual([
      ['dashboard', 'activity'],
      ['users'],
    ]);
    expect(visibleAdminNav([])).toEqual([]);
    // Shoppers browse the shop with catalog.read; without admin.access it opens nothing here.
    expect(visibleAdminNav(['catalog.read'])).toEqual([]);
    const all = visibleAdminNav(ADMIN_NAV.flatMap((group) => group.entries.map((entry) => entry.right)));
    expect(all).toEqual(ADMIN_NAV);
  });
});
