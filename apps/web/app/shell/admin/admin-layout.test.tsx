import type { SessionInfo } from '@print/core/auth/auth-api';
import { describe, expect, it } from 'vitest';
import { registeredSession, renderWithShell } from '../test-helpers.tsx';
import { AdminLayout } from './admin-layout.tsx';
import type { AdminTenant } from './admin-tenants.ts';

// The admin's own frame, server-rendered: what every admin page has around it.

const admin: SessionInfo = {
  ...registeredSession,
  displayName: 'Ada Admin',
  rights: ['admin.access', 'orders.read'],
};
const tenants: AdminTenant[] = [
  {
    id: 'ta',
    slug: 'a',
    companyName: 'Demo Ltd',
    adminUrl: 'http://a.localhost:3100/admin',
    isCurrent: true,
  },
  { id: 'tb', slug: 'b', companyName: 'Other Ltd', adminUrl: null, isCurrent: false },
];

describe('admin frame', () => {
  it('has a top bar with the shop, the link to the shop and the user menu, and no shop header or footer', () => {
    const html = renderWithShell('/admin/dashboard', <AdminLayout />, admin);
    expect(html).toMatch(/data-testid="admin-shop-name"[^>]*>.*Demo Ltd/);
    expect(html).toMatch(/<a[^>]*data-testid="admin-shop-link"[^>]*href="\/"/);
    expect(html).toContain('data-testid="user-menu-button"');
    expect(html).toContain('Ada Admin');
    expect(html).toContain('href="#main"');
    expect(html).toMatch(/<main id="main"/);
    for (const storefront of ['data-header-type', '<footer', 'cookie-banner', 'data-testid="menu-button"'])
      expect(html).not.toContain(storefront);
  });

  it('has a menu button for the sidebar on narrow screens, closed at first', () => {
    const html = renderWithShell('/admin/dashboard', <AdminLayout />, admin);
    const button = /<button[^>]*data-testid="admin-menu-button"[^>]*>/.exec(html)?.[0] ?? '';
    expect(button).toContain('aria-expanded="false"');
    const panelId = /aria-controls="([^"]+)"/.exec(button)?.[1];
    expect(html).toContain(`id="${panelId}"`);
    expect(html).toMatch(/<nav[^>]*data-testid="admin-sidebar"/);
    expect(html).not.toMatch(/<nav[^>]*data-open/);
  });

  it('without any entry for the rights: no sidebar and no menu button, the top bar stays', () => {
    const shopper = { ...registeredSession, rights: ['catalog.read' as const] };
    const html = renderWithShell('/admin/dashboard', <AdminLayout />, shopper);
    expect(html).not.toContain('admin-sidebar');
    expect(html).not.toContain('admin-menu-button');
    expect(html).toContain('data-testid="admin-shop-link"');
  });

  it('offers the tenant switcher only to someone who administers more than one tenant', () => {
    expect(renderWithShell('/admin/dashboard', <AdminLayout />, admin)).not.toContain('tenant-switcher');
    expect(
      renderWithShell('/admin/dashboard', <AdminLayout tenants={tenants.slice(0, 1)} />, admin),
    ).not.toContain('tenant-switcher');
    const html = renderWithShell('/admin/dashboard', <AdminLayout tenants={tenants} />, admin);
    expect(html).toContain('data-testid="tenant-switcher"');
    expect(html).toContain('Switch tenant');
  });
});
