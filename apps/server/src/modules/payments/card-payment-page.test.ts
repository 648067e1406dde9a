import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { graphqlAs } from '../../testing/auth-helpers.ts';
import { CANCEL, START, startCardPaymentTests } from '../../testing/card-payment-helpers.ts';
import { addToCart, ENVELOPE_VALUES, placeOrder, stockOf, visitor } from '../../testing/checkout-helpers.ts';
import { products } from '../catalog/catalog.tables.ts';

// Card payment through the real Stripe SDK against a local fake Stripe (issue 5), the shopper's way:
// the payment page and its session, the return page placing the order once paid, an expired or
// cancelled payment giving the stock back, and subscriptions.

const shop = startCardPaymentTests();
const { cardCheckout, status, webhook, orderRow, confirmations } = shop;

describe('card payment', () => {
  it('holds the stock while In creation; the return page places the order once paid', async () => {
    const { t, stripe, envelopes } = shop;
    const { jar, order, sessionId } = await cardCheckout(200);
    expect(order.status).toBe('inCreation');
    expect(await stockOf(t, envelopes)).toBe(300);
    // The fake received what the shop charges: the order's gross total, with the order id as metadata.
    const session = stripe.sessions.get(sessionId)!;
    expect(session.metadata.orderId).toBe(order.id);
    expect(session.amount_total).toBe((await orderRow(order.id))!.grossMinor);
    // Not paid yet: processing, and the order is not in the history.
    expect((await status(jar, sessionId)).state).toBe('processing');
    const history = await graphqlAs<{ myOrders: { total: number } }>(
      t,
      jar,
      'query H { myOrders { total } }',
    );
    expect(history.body.data!.myOrders.total).toBe(0);

    stripe.pay(sessionId);
    expect(await status(jar, sessionId)).toEqual({
      state: 'success',
      orderId: order.id,
      orderNumber: order.number,
    });
    expect((await orderRow(order.id))!.status).toBe('placed');
    const cart = await graphqlAs<{ cartItems: unknown[] }>(
      t,
      jar,
      'query C { cartItems(kind: cart) { id } }',
    );
    expect(cart.body.data!.cartItems).toEqual([]);
    // The webhook arriving afterwards changes nothing.
    expect((await webhook(stripe.completedEvent(sessionId))).body.outcome).toBe('success');
    expect(await confirmations(order.number)).toHaveLength(1);
    expect(await stockOf(t, envelopes)).toBe(300);
  });

  it('starting the payment twice reuses the session (idempotency key = order)', async () => {
    const { t, stripe } = shop;
    const { jar, order, sessionId } = await cardCheckout();
    const again = await graphqlAs<{ startCardPayment: string }>(t, jar, START, { orderId: order.id });
    expect(again.body.data!.startCardPayment).toContain(sessionId);
    expect([...stripe.sessions.values()].filter((s) => s.metadata.orderId === order.id)).toHaveLength(1);
  });

  it('an expired session gives the stock back; the return page says the payment failed', async () => {
    const { t, stripe, envelopes } = shop;
    const { jar, order, sessionId } = await cardCheckout(200);
    expect(await stockOf(t, envelopes)).toBe(300);
    stripe.expire(sessionId);
    expect((await status(jar, sessionId)).state).toBe('failed');
    expect(await orderRow(order.id)).toBeNull();
    expect(await stockOf(t, envelopes)).toBe(500);
    // The webhook arriving later finds nothing left to do; the stock is not given back twice.
    expect((await webhook(stripe.sessionEvent(sessionId, 'checkout.session.expired'))).status).toBe(200);
    expect(await stockOf(t, envelopes)).toBe(500);
    // The cart still holds the item for another try.
    const cart = await graphqlAs<{ cartItems: unknown[] }>(
      t,
      jar,
      'query C { cartItems(kind: cart) { id } }',
    );
    expect(cart.body.data!.cartItems).toHaveLength(1);
  });

  it('cancel on the payment page: the session ends, the stock comes back, the cart stays', async () => {
    const { t, stripe, envelopes } = shop;
    const { jar, order, sessionId } = await cardCheckout(200);
    expect(await stockOf(t, envelopes)).toBe(300);
    const cancelled = await graphqlAs<{ cancelCardPayment: string }>(t, jar, CANCEL, { orderId: order.id });
    expect(cancelled.body.data!.cancelCardPayment).toBe('failed');
    expect(stripe.sessions.get(sessionId)!.status).toBe('expired');
    expect(await orderRow(order.id)).toBeNull();
    expect(await stockOf(t, envelopes)).toBe(500);
    const cart = await graphqlAs<{ cartItems: unknown[] }>(
      t,
      jar,
      'query C { cartItems(kind: cart) { id } }',
    );
    expect(cart.body.data!.cartItems).toHaveLength(1);
    // Paid just before the cancel arrived: the payment wins and the order is placed.
    const paid = await cardCheckout();
    stripe.pay(paid.sessionId);
    const late = await graphqlAs<{ cancelCardPayment: string }>(t, paid.jar, CANCEL, {
      orderId: paid.order.id,
    });
    expect(late.body.data!.cancelCardPayment).toBe('success');
    expect((await orderRow(paid.order.id))!.status).toBe('placed');
  });

  it('two concurrent starts: one session is stored and handed out, the other expired before anyone sees it', async () => {
    const { t, stripe, envelopes } = shop;
    const jar = await visitor(t);
    await addToCart(t, jar, { productId: envelopes, quantity: 100, fieldValues: ENVELOPE_VALUES });
    const { order } = await placeOrder(t, jar, { paymentMethod: 'card' });
    const urls = await Promise.all(
      [1, 2].map(
        async () =>
          (await graphqlAs<{ startCardPayment: string }>(t, jar, START, { orderId: order!.id })).body.data!
            .startCardPayment,
      ),
    );
    expect(urls[0]).toBe(urls[1]);
    const stored = (await orderRow(order!.id))!.paymentRef!;
    const sessions = [...stripe.sessions.values()].filter((s) => s.metadata.orderId === order!.id);
    expect(sessions.filter((s) => s.status === 'open').map((s) => s.id)).toEqual([stored]);
  });

  it('admins cannot move an unpaid card order: In creation belongs to the payment', async () => {
    const { t, admin } = shop;
    const { order } = await cardCheckout();
    const change = await graphqlAs(
      t,
      admin,
      'mutation C($id: ID!) { changeOrderStatus(id: $id, from: inCreation, to: placed) { status } }',
      {
        id: order.id,
      },
    );
    expect(change.body.errors?.[0]?.extensions).toMatchObject({ key: 'orders.statusChangeNotAllowed' });
    const view = await graphqlAs<{ order: { nextStatuses: string[] } }>(
      t,
      admin,
      'query O($id: ID!) { order(id: $id) { nextStatuses } }',
      {
        id: order.id,
      },
    );
    expect(view.body.data!.order.nextStatuses).toEqual([]);
  });

  it('subscription products need card and check out as a subscription with its trial', async () => {
    const { t, stripe, envelopes } = shop;
    await withSystem(t.database, (tx) =>
      tx
        .update(products)
        .set({ paymentMode: 'subscription', subscriptionInterval: 'month', trialDays: 14 })
        .where(and(eq(products.id, envelopes))),
    );
    try {
      const jar = await visitor(t);
      await addToCart(t, jar, { productId: envelopes, quantity: 100, fieldValues: ENVELOPE_VALUES });
      const invoice = await placeOrder(t, jar, { paymentMethod: 'invoice' });
      expect(invoice.errors?.[0]?.extensions?.key).toBe('checkout.subscriptionNeedsCard');
      const { order } = await placeOrder(t, jar, { paymentMethod: 'card' });
      const started = await graphqlAs<{ startCardPayment: string }>(t, jar, START, { orderId: order!.id });
      const sessionId = /\/pay\/(cs_test_\w+)/.exec(started.body.data!.startCardPayment)![1]!;
      const request = stripe.requests.findLast(
        (r) => r.path === '/v1/checkout/sessions' && r.method === 'POST',
      )!;
      expect(request.body).toMatchObject({
        mode: 'subscription',
        subscription_data: { trial_period_days: '14' },
        line_items: [{ price_data: { recurring: { interval: 'month' } } }],
      });
      stripe.pay(sessionId);
      expect((await status(jar, sessionId)).state).toBe('success');
      expect((await orderRow(order!.id))!.subscriptionRef).toMatch(/^sub_test_/);
    } finally {
      await withSystem(t.database, (tx) =>
        tx
          .update(products)
          .set({ paymentMode: 'single', subscriptionInterval: null, trialDays: null })
          .where(eq(products.id, envelopes)),
      );
    }
  });
});
