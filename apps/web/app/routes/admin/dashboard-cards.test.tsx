import type { SessionInfo } from '@print/core/auth/auth-api';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { DashboardPage } from '../../features/admin-dashboard/dashboard-page.tsx';
import { createQueryClient } from '../../lib/api/query-client.ts';
import { registeredSession, renderWithShell } from '../../shell/test-helpers.tsx';
import { DASHBOARD_CARDS } from './dashboard-cards.ts';

// The dashboard with the cards the areas contribute (the data loads in the browser).

const session: SessionInfo = {
  ...registeredSession,
  rights: ['admin.access', 'catalog.read', 'catalog.write', 'orders.read'],
};

describe('the dashboard cards', () => {
  it('puts the Products card first, for the catalogue’s staff, its title leading to the products', () => {
    const html = renderWithShell(
      '/admin/dashboard',
      <QueryClientProvider client={createQueryClient()}>
        <DashboardPage cards={DASHBOARD_CARDS} />
      </QueryClientProvider>,
      session,
    );
    expect(DASHBOARD_CARDS.find((card) => card.id === 'products')).toMatchObject({ right: 'catalog.read' });
    // The first card, before Activity (20) and the orders' cards.
    expect(html.match(/<article[^>]*data-testid="dashboard-([a-z]+)"/)?.[1]).toBe('products');
    expect(html).toMatch(/data-testid="dashboard-products"[^]*?href="\/admin\/products"[^>]*>Products<\/a>/);
  });
});
