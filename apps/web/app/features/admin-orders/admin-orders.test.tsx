import type { SessionInfo } from '@print/core/auth/auth-api';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/api/query-client.ts';
import { orderDetail, orderSummary, stickerItem } from '../../lib/orders/test-fixtures.ts';
import { ConfirmProvider } from '../../shell/confirm/confirm-provider.tsx';
import { registeredSession, renderWithShell, testTexts as texts } from '../../shell/test-helpers.tsx';
import { parseTableView } from '../../ui/admin-kit/table-view.ts';
import { ORDERS_VIEW, orderListVariables, orderSortOf } from './order-filters.ts';
import { OrderDetailPage } from './order-detail-page.tsx';
import { adminOrderQuery, adminOrdersQuery } from './orders-api.ts';
import { OrdersPage } from './orders-page.tsx';

// Server rendering of the admin's Orders pages (the dashboard's card: dashboard-page.test.tsx); the
// data loads in the browser, so the tests put it into the query cache the way the browser would.

const withRights = (rights: SessionInfo['rights']): SessionInfo => ({ ...registeredSession, rights });
const reader = withRights(['admin.access', 'orders.read']);
const manager = withRights(['admin.access', 'orders.read', 'orders.manage']);

function render(url: string, element: ReactNode, session: SessionInfo, fill?: (client: QueryClient) => void) {
  const client = createQueryClient();
  fill?.(client);
  const html = renderWithShell(
    url,
    <QueryClientProvider client={client}>
      <ConfirmProvider>{element}</ConfirmProvider>
    </QueryClientProvider>,
    session,
  );
  return { html, client };
}

/** The variables of the list query the page asked for. */
const listVariables = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .map((query) => query.queryKey)
    .filter((key) => key[2] === 'list')
    .map((key) => key[3]);

afterEach(() => vi.unstubAllGlobals());

describe('admin orders list', () => {
  it('asks for the filters of the URL, and shows the loading state without calling the API', () => {
    const fetch = vi.fn(() => Promise.reject(new Error('no fetch during server rendering')));
    vi.stubGlobal('fetch', fetch);
    const { html, client } = render('/admin/orders?status=error&sort=total&page=3', <OrdersPage />, reader);
    expect(listVariables(client)).toEqual([
      { search: '', status: 'error', sort: 'totalAsc', offset: 50, limit: 25 },
    ]);
    expect(html).toContain('data-testid="orders-table"');
    expect(html).toContain('Loading…');
    expect(html).toContain(texts['orders.searchOrders']);
    expect(html).toContain(texts['checkout.orderStatusError']);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('defaults to all statuses, newest first, page 1', () => {
    const { html, client } = render('/admin/orders?status=nonsense&sort=x&page=-2', <OrdersPage />, reader);
    expect(listVariables(client)).toEqual([
      { search: '', status: null, sort: 'newest', offset: 0, limit: 25 },
    ]);
    expect(html).toContain(texts['orders.allStatuses']);
    expect(html).toMatch(/data-testid="orders-previous"[^>]*disabled/);
  });

  it('shows the rows with number link, customer, items, total and status chip, and pages', () => {
    const url = '/admin/orders?page=2';
    const view = parseTableView(new URL(url, 'http://x').searchParams, ORDERS_VIEW);
    const variables = orderListVariables(view, null);
    const orders = [
      orderSummary({ id: 'o1', number: 1001, status: 'placed' }),
      orderSummary({
        id: 'o2',
        number: 1002,
        status: 'finished',
        grossMinor: 5000,
        itemCount: 1,
        billingAddress: { ...orderSummary().billingAddress, companyName: '', email: 'b@x.test' },
      }),
    ];
    const { html } = render(url, <OrdersPage />, reader, (client) =>
      client.setQueryData(adminOrdersQuery(variables).queryKey, { items: orders, total: 60 }),
    );
    expect(html).toContain('href="/admin/orders/o1"');
    expect(html).toContain('href="/admin/orders/o2"');
    expect(html).toContain('Dr. Karla Kunde');
    expect(html).toContain('Druckerei Kunde GmbH');
    expect(html).toContain('b@x.test');
    expect(html).toContain('€29.75');
    expect(html).toContain('€50.00');
    expect(html).toContain('data-value="placed"');
    expect(html).toContain('data-value="finished"');
    expect(html).toContain(texts['checkout.orderStatusFinished']);
    expect(html).toContain('26–50 of 60');
    // Page 2 of 3: both ways open.
    expect(html).toMatch(/data-testid="orders-previous"(?![^>]*disabled)/);
    expect(html).toMatch(/data-testid="orders-next"(?![^>]*disabled)/);
  });

  it('asks the server for the order of the sorted column', () => {
    expect(orderSortOf({ id: 'date', desc: true })).toBe('newest');
    expect(orderSortOf({ id: 'date', desc: false })).toBe('oldest');
    expect(orderSortOf({ id: 'total', desc: true })).toBe('totalDesc');
    expect(orderSortOf({ id: 'total', desc: false })).toBe('totalAsc');
    expect(orderSortOf(null)).toBe('newest');
  });

  it('marks the sorted column for screen readers and hides the columns the address hides', () => {
    const { html } = render('/admin/orders?sort=-total&hide=customer,items', <OrdersPage />, reader);
    expect(html).toMatch(/<th[^>]*aria-sort="descending"[^>]*>[^]*?Total/);
    expect(html).not.toContain(texts['orders.colCustomer']);
    expect(html).not.toContain(`>${texts['orders.colItems']}<`);
    expect(html).toContain(texts['shop.orderDate']);
  });
});

describe('admin order detail', () => {
  const detail = (order = orderDetail(), session = manager) =>
    render(`/admin/orders/${order.id}`, <OrderDetailPage id={order.id} />, session, (client) =>
      client.setQueryData(adminOrderQuery(order.id).queryKey, order),
    ).html;

  it('shows the order with its previews, addresses, totals and status history', () => {
    const html = detail();
    expect(html).toContain('Order 1001');
    expect(html).toContain('data-testid="order-item-preview"');
    expect(html).toContain('Team cards');
    expect(html).toContain('data-testid="order-billing"');
    expect(html).toContain('data-testid="order-shipping"');
    expect(html).toMatch(/data-testid="order-gross"[^>]*>€29.75</);
    // Unit prices as precise as the line totals need: 250 × €0.0952 = €23.80, 3 × €1.983 = €5.95.
    expect(html).toMatch(/data-testid="order-item-unit-price"[^>]*>€0.0952</);
    expect(html).toMatch(/data-testid="order-item-unit-price"[^>]*>€1.983</);
    expect(html).toContain('href="mailto:kunde@druckerei.test"');
    const history = html.slice(html.indexOf('data-testid="order-status-history"'));
    expect(history).toContain('dateTime="2026-03-04T12:00:00.000Z"');
    expect(history).toContain(texts['checkout.orderStatusInCreation']);
    // The shop's reopen actions are not the admin's.
    expect(html).not.toContain('order-item-reopen-cart');
  });

  it('shows the variant, the codes and every value with its uploads, template or not', () => {
    const order = orderDetail();
    const html = detail({ ...order, items: [...order.items, stickerItem()] });
    const [card, flyer, stickers] = html.split('data-testid="order-item"').slice(1) as [
      string,
      string,
      string,
    ];

    // Issue 23: what was bought (variant by name and code, the article number) and what the shopper
    // entered, uploads linked, also for an item without a print template.
    expect(card).toMatch(/data-testid="order-item-variant"[^>]*>Matt \(BC-STD-MATT\)</);
    expect(card).toMatch(/data-testid="order-item-article-code"[^>]*>BC-100</);
    expect(card).toContain('data-name="firstName"');
    expect(flyer).not.toContain('data-testid="order-item-variant"');
    expect(flyer).not.toContain('data-testid="order-item-article-code"');
    expect(flyer).not.toContain('data-testid="order-item-values"');
    expect(stickers).toMatch(/data-testid="order-item-variant"[^>]*>Ø 80 mm \(ST-RND-80\)</);
    expect(stickers).toContain(texts['orders.itemValues']);
    expect(stickers).toMatch(/href="\/media\/art-1"[^>]*data-testid="order-item-file"/);
    expect(stickers).toContain('src="/media/art-1/thumb"');
    expect(stickers).toContain('White edge');
    expect(stickers).toContain('High gloss');
    expect(stickers).not.toContain('>gloss<');
    expect(stickers).toContain('background-color:#ff6600');
  });

  it('offers a button for each allowed next status to holders of orders.manage', () => {
    const placed = detail();
    expect(placed).toContain('data-testid="order-set-status-processed"');
    expect(placed).toContain('data-testid="order-set-status-error"');
    expect(placed).not.toContain('data-testid="order-set-status-finished"');
    expect(placed).toContain('Set to &quot;Processed&quot;');
    const processed = detail(orderDetail({ status: 'processed', nextStatuses: ['finished', 'error'] }));
    expect(processed).toContain('data-testid="order-set-status-finished"');
    expect(processed).not.toContain('data-testid="order-set-status-processed"');
    const finished = detail(orderDetail({ status: 'finished', nextStatuses: [] }));
    expect(finished).not.toContain('data-testid="order-set-status-');
    expect(finished).toContain(texts['orders.noNextStatus']);
    // An unpaid card order is the payment's to settle, not "finished".
    const waiting = detail(orderDetail({ status: 'inCreation', nextStatuses: [] }));
    expect(waiting).toContain(texts['orders.waitingForPayment']);
    expect(waiting).not.toContain(texts['orders.noNextStatus']);
  });

  it('shows no status buttons without orders.manage', () => {
    const html = detail(orderDetail(), reader);
    expect(html).toContain('data-testid="order-status-history"');
    expect(html).not.toContain('data-testid="order-set-status-');
    expect(html).not.toContain(texts['orders.noNextStatus']);
  });

  it('says so when the order does not exist', () => {
    const html = render('/admin/orders/x', <OrderDetailPage id="x" />, reader, (client) =>
      client.setQueryData(adminOrderQuery('x').queryKey, null),
    ).html;
    expect(html).toContain('data-testid="admin-order-not-found"');
    expect(html).toContain(texts['orders.notFound']);
  });
});
