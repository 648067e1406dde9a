import type { SessionInfo } from '@print/core/auth/auth-api';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/api/query-client.ts';
import { orderSummary } from '../../lib/orders/test-fixtures.ts';
import type { OrderPage, OrderSummary } from '../../lib/orders/order-types.ts';
import { ConfirmProvider } from '../../shell/confirm/confirm-provider.tsx';
import { registeredSession, renderWithShell, testTexts as texts } from '../../shell/test-helpers.tsx';
import { CartPage } from './cart-page.tsx';
import { nextHistoryOffset, orderHistoryQuery } from './order-history-api.ts';

// The Order history tab, rendered on the server: loading until the browser has the orders, then the
// list from the query cache.

const escaped = (text: string) => text.replaceAll("'", '&#x27;').replaceAll('"', '&quot;');

function render(session: SessionInfo | null, pages?: OrderPage<OrderSummary>[]) {
  const client = createQueryClient();
  if (pages && session) {
    client.setQueryData(orderHistoryQuery(session.userId).queryKey, {
      pages,
      pageParams: pages.map((_page, index) => index * 20),
    });
  }
  return renderWithShell(
    '/cart?tab=history',
    <QueryClientProvider client={client}>
      <ConfirmProvider>
        <CartPage />
      </ConfirmProvider>
    </QueryClientProvider>,
    session,
  );
}

const rowsOf = (html: string) => html.split('data-testid="order-row"').slice(1);

afterEach(() => vi.unstubAllGlobals());

describe('order history tab', () => {
  it('lists the orders newest first with date, number, price, status and delivery address', () => {
    const newest = orderSummary({ id: 'o2', number: 1002, status: 'processed', grossMinor: 11900 });
    const older = orderSummary({
      id: 'o1',
      number: 1001,
      createdAt: '2026-02-01T09:00:00.000Z',
      placedAt: null,
    });
    const html = render(registeredSession, [{ items: [newest, older], total: 2 }]);
    const rows = rowsOf(html);
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [string, string];
    expect(first).toContain('href="/orders/o2"');
    expect(first).toContain('Order 1002');
    expect(first).toContain('€119.00');
    expect(first).toContain(texts['checkout.orderStatusProcessed']);
    expect(first).toContain('data-value="processed"');
    expect(first).toContain('dateTime="2026-03-04T12:01:00.000Z"');
    expect(first).toContain('Karla Kunde, 20095 Hamburg');
    for (const key of [
      'shop.orderDate',
      'shop.orderPrice',
      'shop.orderStatus',
      'shop.orderDeliveryAddress',
    ]) {
      expect(first).toContain(texts[key]);
    }
    // Without a placing date (an order placed before that was recorded) the creation date counts.
    expect(second).toContain('href="/orders/o1"');
    expect(second).toContain('dateTime="2026-02-01T09:00:00.000Z"');
    expect(second).toContain(texts['checkout.orderStatusPlaced']);
    expect(html).toContain('2 of 2 orders');
    expect(html).not.toContain('data-testid="order-history-more"');
  });

  it('offers more when the server has more than the loaded page', () => {
    const page = Array.from({ length: 20 }, (_v, i) => orderSummary({ id: `o${i}`, number: 2000 - i }));
    const html = render(registeredSession, [{ items: page, total: 45 }]);
    expect(rowsOf(html)).toHaveLength(20);
    expect(html).toContain('20 of 45 orders');
    expect(html).toContain('data-testid="order-history-more"');
    expect(html).toContain(texts['orders.showMore']);
  });

  it('shows the empty state', () => {
    const html = render(registeredSession, [{ items: [], total: 0 }]);
    expect(html).toContain('data-testid="order-history-empty"');
    expect(html).toContain(escaped(texts['shop.orderHistoryEmpty']!));
  });

  it('loads in the browser, not during server rendering', () => {
    const fetch = vi.fn(() => Promise.reject(new Error('no fetch during server rendering')));
    vi.stubGlobal('fetch', fetch);
    const html = render(registeredSession);
    expect(html).toContain('data-testid="order-history-loading"');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks nothing for a visitor without a session yet (no orders to show)', () => {
    const html = render(null);
    expect(html).toContain('data-testid="order-history-empty"');
  });
});

describe('history paging', () => {
  const page = (count: number, total: number): OrderPage<OrderSummary> => ({
    items: Array.from({ length: count }, (_v, i) => orderSummary({ id: `x${i}` })),
    total,
  });

  it('continues after the loaded orders until the total is reached', () => {
    expect(nextHistoryOffset([page(20, 45)])).toBe(20);
    expect(nextHistoryOffset([page(20, 45), page(20, 45)])).toBe(40);
    expect(nextHistoryOffset([page(20, 45), page(20, 45), page(5, 45)])).toBeUndefined();
    expect(nextHistoryOffset([page(0, 0)])).toBeUndefined();
  });

  it('stops at an empty page even if the total promised more', () => {
    expect(nextHistoryOffset([page(20, 25), page(0, 25)])).toBeUndefined();
  });
});
