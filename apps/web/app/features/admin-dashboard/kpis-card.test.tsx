import type { SessionInfo } from '@print/core/auth/auth-api';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/api/query-client.ts';
import { registeredSession, renderWithShell, testTexts as texts } from '../../shell/test-helpers.tsx';
import { salesKpisQuery, type SalesKpis } from './kpis-api.ts';
import { KpisCard } from './kpis-card.tsx';
import { KpiTables } from './kpis-tables.tsx';

// The dashboard's KPIs card rendered with the data the browser would have loaded.

const session: SessionInfo = {
  ...registeredSession,
  rights: ['admin.access', 'orders.read', 'catalog.read'],
};

function render(element: ReactNode, fill: (client: QueryClient) => void) {
  const client = createQueryClient();
  fill(client);
  return renderWithShell(
    '/admin/dashboard',
    <QueryClientProvider client={client}>{element}</QueryClientProvider>,
    session,
  );
}

const kpis: SalesKpis = {
  days: 30,
  currency: 'EUR',
  priceDisplay: 'gross',
  revenueMinor: 123_456,
  orders: 3,
  averageOrderMinor: 41_152,
  otherCurrencyOrders: 0,
  series: [
    { day: '2026-11-26', revenueMinor: 23_456, orders: 1 },
    { day: '2026-11-27', revenueMinor: 100_000, orders: 2 },
  ],
  topProducts: [{ productId: 'p1', name: 'Visitenkarten', quantity: 500, revenueMinor: 100_000 }],
};

describe('the KPIs card', () => {
  it('shows revenue, orders and average order value of the period in the shop currency', () => {
    const html = render(<KpisCard />, (client) => client.setQueryData(salesKpisQuery(30).queryKey, kpis));
    expect(html).toMatch(/data-testid="kpi-revenue">€1,234.56</);
    expect(html).toMatch(/data-testid="kpi-orders">3</);
    expect(html).toMatch(/data-testid="kpi-average">€411.52</);
    expect(html).toContain(texts['admin.kpiRevenueGross']);
  });

  it('shows which period is chosen by more than colour: pressed, with a tick, the others plain', () => {
    const html = render(<KpisCard />, (client) => client.setQueryData(salesKpisQuery(30).queryKey, kpis));
    expect(html).toMatch(
      /data-testid="kpi-period-30"[^>]*_primary[^>]*aria-pressed="true"[^>]*><span[^>]*>✓/,
    );
    expect(html).toMatch(/data-testid="kpi-period-7"[^>]*_neutral[^>]*aria-pressed="false"[^>]*>7 days/);
  });

  it('lists the same figures as tables', () => {
    const html = render(<KpiTables kpis={kpis} />, () => {});
    expect(html).toMatch(/<th scope="row">Visitenkarten<\/th><td[^>]*>500<\/td><td[^>]*>€1,000.00<\/td>/);
    expect(html).toMatch(/<th scope="row">27 Nov<\/th><td[^>]*>2<\/td><td[^>]*>€1,000.00<\/td>/);
  });
});
