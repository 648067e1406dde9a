import type { SessionInfo } from '@print/core/auth/auth-api';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/api/query-client.ts';
import { registeredSession, renderWithShell, testTexts as texts } from '../../shell/test-helpers.tsx';
import { DASHBOARD_CARDS } from '../../routes/admin/dashboard-cards.ts';
import { ApprovalsCard } from './approvals-card.tsx';
import { approvalsQuery, orderCountsQuery, type Approvals } from './dashboard-api.ts';
import { visibleDashboardCards, type DashboardCard } from './dashboard-cards.ts';
import { DashboardPage } from './dashboard-page.tsx';
import { OrdersCard } from './orders-card.tsx';

// Server rendering of the dashboard and its Orders card; the data loads in the browser, so the tests
// put it into the query cache the way the browser would.

const withRights = (rights: SessionInfo['rights']): SessionInfo => ({ ...registeredSession, rights });

function render(element: ReactNode, session: SessionInfo, fill?: (client: QueryClient) => void) {
  const client = createQueryClient();
  fill?.(client);
  const html = renderWithShell(
    '/admin/dashboard',
    <QueryClientProvider client={client}>{element}</QueryClientProvider>,
    session,
  );
  return { html, client };
}

const card = (id: string, right: DashboardCard['right'], order: number): DashboardCard => ({
  id,
  titleKey: 'admin.dashboardKpis',
  right,
  order,
  Body: () => <p>{`body of ${id}`}</p>,
});

describe('dashboard cards', () => {
  it('shows the cards the rights allow, in their order, without touching the dashboard', () => {
    const cards = [
      card('kpis', 'orders.read', 40),
      card('activity', 'admin.access', 10),
      card('x', 'users.manage', 1),
    ];
    expect(visibleDashboardCards(cards, ['admin.access', 'orders.read']).map((c) => c.id)).toEqual([
      'activity',
      'kpis',
    ]);
    const { html } = render(<DashboardPage cards={cards} />, withRights(['admin.access', 'orders.read']));
    expect(html.indexOf('body of activity')).toBeGreaterThan(0);
    expect(html.indexOf('body of kpis')).toBeGreaterThan(html.indexOf('body of activity'));
    expect(html).not.toContain('body of x');
    expect(html).toContain('data-testid="dashboard-kpis"');
  });

  it('says so when no card is for the rights, and asks for no card data', () => {
    // Every admin (admin.access) sees the Activity card; these rights open none.
    const { html, client } = render(<DashboardPage cards={DASHBOARD_CARDS} />, withRights(['users.manage']));
    expect(html).toContain('data-testid="dashboard-no-cards"');
    expect(html).not.toContain('data-testid="dashboard-orders"');
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });

  it('registers the Orders card for holders of orders.read, its title leading to the Orders list', () => {
    const registered = DASHBOARD_CARDS.map((entry) => [entry.id, entry.right, entry.href]);
    expect(registered).toContainEqual(['orders', 'orders.read', '/admin/orders']);
    expect(registered).toContainEqual(['activity', 'admin.access', '/admin/activity']);
    expect(registered).toContainEqual(['kpis', 'orders.read', undefined]);
    const { html } = render(
      <DashboardPage cards={DASHBOARD_CARDS} />,
      withRights(['admin.access', 'orders.read']),
    );
    expect(html).toMatch(/data-testid="dashboard-orders"[^]*href="\/admin\/orders"[^>]*>Orders<\/a>/);
  });
});

describe('orders card', () => {
  it('shows the orders per status, each linking to the filtered list', () => {
    const counts = { inCreation: 1, placed: 7, processed: 3, error: 2, finished: 40 };
    const { html } = render(<OrdersCard />, withRights(['admin.access', 'orders.read']), (client) =>
      client.setQueryData(orderCountsQuery().queryKey, counts),
    );
    for (const [status, count] of Object.entries(counts)) {
      const link = html.slice(html.indexOf(`data-testid="dashboard-orders-${status}"`));
      expect(link).toMatch(
        new RegExp(`^[^>]*href="/admin/orders\\?status=${status}"[^]*?>${count}</strong>`),
      );
    }
    expect(html).toContain(texts['checkout.orderStatusPlaced']);
  });
});

describe('approvals card', () => {
  const session = withRights(['admin.access', 'orders.read']);

  it('lists orders in Error and failed print files with their reason, each linking to the order', () => {
    const approvals: Approvals = {
      errorOrderCount: 1,
      errorOrders: [{ id: 'o-1', number: 100041 }],
      printProblems: [
        {
          position: 0,
          productName: 'Business card',
          order: { id: 'o-2', number: 100042 },
          printFile: { status: 'failed', error: 'admin.printFileImageMissing', preflight: [] },
        },
      ],
    };
    const { html } = render(<ApprovalsCard />, session, (client) =>
      client.setQueryData(approvalsQuery().queryKey, approvals),
    );
    expect(html).toMatch(/href="\/admin\/orders\/o-1"[^>]*>Order 100041</);
    expect(html).toMatch(/href="\/admin\/orders\/o-2"[^]*Order 100042[^]*Business card/);
    expect(html).toContain(texts['admin.printFileImageMissing']);
  });

  it('says there is nothing to decide when nothing waits', () => {
    const { html } = render(<ApprovalsCard />, session, (client) =>
      client.setQueryData(approvalsQuery().queryKey, {
        errorOrderCount: 0,
        errorOrders: [],
        printProblems: [],
      }),
    );
    expect(html).toContain(texts['admin.dashboardNoApprovals']);
  });
});
