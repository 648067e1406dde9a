import type { ServerApi, ServerApiResult } from '@print/core/ssr-api';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/api/query-client.ts';
import { orderDetail, stickerItem } from '../../lib/orders/test-fixtures.ts';
import type { OrderDetail } from '../../lib/orders/order-types.ts';
import { encodeDeepLink } from '../../lib/session/deep-link.ts';
import { loader } from '../../routes/order.tsx';
import {
  registeredSession,
  renderWithShell,
  testShellData,
  testTexts as texts,
} from '../../shell/test-helpers.tsx';
import { OrderNotFound } from './order-not-found.tsx';
import { OrderPage } from './order-page.tsx';

// The order page as the server renders it from the loader's data, and the loader's answers.

const render = (order: OrderDetail) =>
  renderWithShell(
    `/orders/${order.id}`,
    <QueryClientProvider client={createQueryClient()}>
      <OrderPage order={order} />
    </QueryClientProvider>,
    registeredSession,
  );

const itemsOf = (html: string) => html.split('data-testid="order-item"').slice(1);

describe('order page', () => {
  it('shows number, date, status and payment method', () => {
    const html = render(orderDetail());
    expect(html).toContain('Order 1001');
    expect(html).toMatch(/data-testid="order-number"[^>]*>1001</);
    expect(html).toContain('dateTime="2026-03-04T12:01:00.000Z"');
    // The server cannot know the reader's time zone: it names UTC (the browser shows local time).
    expect(html).toContain('4 Mar 2026, 12:01 UTC');
    expect(html).toContain(texts['checkout.orderStatusPlaced']);
    expect(html).toMatch(/data-testid="order-payment-method"[^>]*>Invoice \(pay later\)</);
    expect(html).toContain('href="/cart?tab=history"');
  });

  it('lists the items with preview or image, custom name, quantity, unit and line price, and actions', () => {
    const html = render(orderDetail());
    const [card, flyer] = itemsOf(html) as [string, string];
    expect(card).toContain('Team cards');
    expect(card).toContain('Business card');
    expect(card).toContain('For the sales team');
    // The personalised item is drawn from its template (after hydration; the frame is there already).
    expect(card).toContain('data-testid="order-item-preview"');
    expect(card).toContain('aria-label="Preview: Front"');
    expect(card).toMatch(/data-testid="order-item-quantity"[^>]*>250</);
    // The unit price is the line's (€23.80 for 250), not the rounded €0.08 that would make €20.00.
    expect(card).toMatch(/data-testid="order-item-unit-price"[^>]*>€0.0952</);
    expect(card).toMatch(/data-testid="order-item-total"[^>]*>€23.80</);
    expect(card).toContain('19%');
    expect(card).toContain('data-testid="order-item-reopen-cart"');
    expect(card).toContain('data-testid="order-item-reopen-drafts"');
    // Without a template: the product image, and the product name as title.
    expect(flyer).not.toContain('data-testid="order-item-preview"');
    expect(flyer).toContain('src="/media/flyer.webp"');
    expect(flyer).toContain('Flyer');
    expect(flyer).toMatch(/data-testid="order-item-total"[^>]*>€5.95</);
    expect(html).toContain('data-testid="order-reorder"');
    expect(html).toContain(texts['shop.reorder']);
    expect(html).toContain(texts['orders.pricesGross']);
  });

  it('shows the variant, the codes and every value with its uploads, template or not', () => {
    const order = orderDetail();
    const html = render({ ...order, items: [...order.items, stickerItem()] });
    const [card, flyer, stickers] = itemsOf(html) as [string, string, string];

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

  it('shows line prices net where the shop showed net prices', () => {
    const html = render(orderDetail({ priceDisplay: 'net' }));
    const [card] = itemsOf(html) as [string];
    expect(card).toMatch(/data-testid="order-item-total"[^>]*>€20.00</);
    expect(html).toContain(texts['orders.pricesNet']);
  });

  it('shows both addresses with the spec labels, and the totals', () => {
    const html = render(orderDetail());
    const billing = html.slice(
      html.indexOf('data-testid="order-billing"'),
      html.indexOf('data-testid="order-shipping"'),
    );
    for (const key of [
      'profile.orderAddressCompanyName',
      'profile.orderAddressName',
      'profile.orderAddressPhone',
      'profile.orderAddressStreet',
      'profile.orderAddressPostcodeCity',
      'profile.orderAddressCountry',
    ]) {
      expect(billing).toContain(texts[key]);
    }
    expect(billing).toContain('Druckerei Kunde GmbH');
    expect(billing).toContain('Dr. Karla Kunde');
    expect(billing).toContain('10115 Berlin');
    const shipping = html.slice(html.indexOf('data-testid="order-shipping"'));
    expect(shipping).toContain(texts['shop.orderDeliveryAddress']);
    expect(shipping).toContain('Lagerweg 1');
    expect(shipping).toContain('20095 Hamburg');
    // An empty company name is left out, not shown as an empty row.
    expect(shipping).not.toContain(texts['profile.orderAddressCompanyName']);
    expect(html).toMatch(/data-testid="order-net"[^>]*>€25.00</);
    expect(html).toMatch(/data-testid="order-tax"[^>]*>€4.75</);
    expect(html).toMatch(/data-testid="order-gross"[^>]*>€29.75</);
    expect(html).toContain(texts['orders.totalNet']);
    expect(html).toContain(texts['checkout.vat']);
    expect(html).toContain(texts['checkout.grandTotal']);
  });

  it('has a not-found page that leads back to the history', () => {
    const html = renderWithShell('/orders/x', <OrderNotFound />, registeredSession);
    expect(html).toContain('data-testid="order-not-found"');
    expect(html).toContain(texts['orders.notFoundTitle']);
    expect(html).toContain(texts['orders.notFound']);
    expect(html).toContain('href="/cart?tab=history"');
  });
});

describe('order page loader', () => {
  function fakeApi(result: ServerApiResult<{ myOrder: OrderDetail | null }>) {
    const calls: { query: string; variables: Record<string, unknown> }[] = [];
    const api: ServerApi = {
      query: async <T,>(query: string, variables: Record<string, unknown> = {}) => {
        calls.push({ query, variables });
        return result as ServerApiResult<T>;
      },
    };
    return { api, calls };
  }

  const run = (api: ServerApi, session = registeredSession as typeof registeredSession | null) =>
    loader({
      context: { shell: testShellData(session), api },
      params: { id: 'o1' },
      request: new Request('http://shop.localhost/orders/o1'),
    } as unknown as Parameters<typeof loader>[0]);

  const thrown = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('expected the loader to throw');
      },
      (reason: unknown) => reason,
    );

  it("reads the session user's order", async () => {
    const order = orderDetail();
    const { api, calls } = fakeApi({ data: { myOrder: order }, errors: [] });
    expect(await run(api)).toEqual({ order });
    expect(calls[0]?.variables).toEqual({ id: 'o1' });
    expect(calls[0]?.query).toContain('myOrder(id: $id)');
  });

  it('answers 404 for an unknown or foreign order', async () => {
    const { api } = fakeApi({ data: { myOrder: null }, errors: [] });
    const error = (await thrown(run(api))) as { init?: { status?: number } };
    expect(error.init?.status).toBe(404);
  });

  it('sends a visitor without a session to the login, and back afterwards', async () => {
    const { api, calls } = fakeApi({ data: { myOrder: null }, errors: [] });
    const response = (await thrown(run(api, null))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/login?deepLink=${encodeDeepLink('/orders/o1')}`);
    expect(calls).toHaveLength(0);
  });

  it('fails (500) when the query itself failed', async () => {
    const { api } = fakeApi({ data: null, errors: [{ message: 'boom' }] });
    await expect(run(api)).rejects.toThrow('boom');
  });
});
