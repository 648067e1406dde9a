import type { SessionInfo } from '@print/core/auth/auth-api';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/api/query-client.ts';
import { ConfirmProvider } from '../../shell/confirm/confirm-provider.tsx';
import { registeredSession, renderWithShell } from '../../shell/test-helpers.tsx';
import { AdminLayout } from '../../shell/admin/admin-layout.tsx';
import { AdminErrorPage } from '../../shell/admin/admin-status.tsx';
import { RolesPage } from '../../features/admin-roles/roles-page.tsx';
import { UserFieldsPage } from '../../features/admin-user-fields/user-fields-page.tsx';
import { UsersPage } from '../../features/admin-users/users-page.tsx';

// Server rendering of the admin screens (the data loads in the browser, so tables show "Loading…").

const withRights = (rights: SessionInfo['rights']): SessionInfo => ({ ...registeredSession, rights });
const withProviders = (element: ReactNode) => (
  <QueryClientProvider client={createQueryClient()}>
    <ConfirmProvider>{element}</ConfirmProvider>
  </QueryClientProvider>
);

describe('admin screens', () => {
  it('shows only the sidebar entries the rights allow', () => {
    const html = renderWithShell(
      '/admin/users',
      <AdminLayout />,
      withRights(['admin.access', 'users.manage']),
    );
    expect(html).toContain('User administration');
    expect(html).toContain('data-testid="admin-nav-users"');
    expect(html).toContain('data-testid="admin-nav-dashboard"');
    expect(html).not.toContain('admin-nav-roles');
    expect(html).not.toContain('Settings');
    expect(html).toMatch(
      /href="\/admin\/users"[^>]*aria-current="page"|aria-current="page"[^>]*href="\/admin\/users"/,
    );
  });

  it('renders the users, roles and user-fields pages with their tables', () => {
    const admin = withRights(['admin.access', 'users.manage', 'roles.manage', 'fields.manage']);
    const users = renderWithShell('/admin/users', withProviders(<UsersPage />), admin);
    expect(users).toContain('data-testid="users-table"');
    expect(users).toContain('Show archived');
    expect(users).toContain('Loading…');
    expect(renderWithShell('/admin/roles', withProviders(<RolesPage />), admin)).toContain('New role');
    const fields = renderWithShell('/admin/user-fields', withProviders(<UserFieldsPage />), admin);
    expect(fields).toContain('Field name');
  });

  it('is honest about missing rights', () => {
    const forbidden = renderWithShell('/admin/users', <AdminErrorPage status={403} />);
    expect(forbidden).toContain('No access');
    expect(forbidden).toContain('data-testid="admin-forbidden"');
  });
});
