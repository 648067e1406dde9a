import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import {
  addToCart,
  ENVELOPE_VALUES,
  ENVELOPES,
  placeOrder,
  productId,
  setStock,
  stockOf,
  visitor,
  settingsInput,
  UPDATE_SETTINGS,
} from '../../testing/checkout-helpers.ts';
import {
  signWebhookPayload,
  startFakeStripeServer,
  type FakeStripeServer,
} from '../../testing/fake-stripe-server.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { products } from '../catalog/catalog.tables.ts';
import { mailOutbox } from '../mail/mail.tables.ts';
import { orders } from '../orders/orders.tables.ts';
import { recoverCardOrders } from './payment-recovery.ts';
import { STRIPE_WEBHOOK_PATH } from './payments.routes.ts';

// Card payment through the real Stripe SDK against a local fake Stripe (issue 5): the order is placed
// exactly once per payment, whichever of return page, webhook (and its replays) or recovery comes first.

const SECRET_KEY = 'sk_test_druckerei_4242424242';
const WEBHOOK_SECRET = 'whsec_druckerei_test_secret';
const START = 'mutation Start($orderId: ID!) { startCardPayment(orderId: $orderId) }';
const CANCEL = 'mutation Cancel($orderId: ID!) { cancelCardPayment(orderId: $orderId) }';
const STATUS =
  'query Status($sessionId: String!) { cardPaymentStatus(sessionId: $sessionId) { state orderId orderNumber } }';
let t: TestApp;
let stripe: FakeStripeServer;
let envelopes: string;
let admin: CookieJar;
beforeAll(async () => {
  stripe = await startFakeStripeServer({ apiKey: SECRET_KEY });
  t = await createTestApp({ cardApiBase: stripe.url });
  envelopes = await productId(t, ENVELOPES);
  admin = await loginAs(t, 'admin', 'Admin#2026');
  const saved = await graphqlAs(t, admin, UPDATE_SETTINGS, {
    input: settingsInput({ cardSecretKey: SECRET_KEY, cardWebhookSecret: WEBHOOK_SECRET }),
  });
  expect(saved.body.errors).toBeUndefined();
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});
beforeEach(() => setStock(t, envelopes, 500));

/** A visitor with envelopes in the cart who chose card payment and was sent to the payment page. */
async function cardCheckout(quantity = 100) {
  const jar = await visitor(t);
  await addToCart(t, jar, { productId: envelopes, quantity, fieldValues: ENVELOPE_VALUES });
  const { order, errors } = await placeOrder(t, jar, { paymentMethod: 'card' });
  expect(errors).toBeUndefined();
  const started = await graphqlAs<{ startCardPayment: string }>(t, jar, START, { orderId: order!.id });
  expect(started.body.errors).toBeUndefined();
  const sessionId = /\/pay\/(cs_test_\w+)/.exec(started.body.data!.startCardPayment)![1]!;
  return { jar, order: order!, sessionId };
}

const status = async (jar: CookieJar, sessionId: string) =>
  (
    await graphqlAs<{ cardPaymentStatus: { state: string; orderNumber: number | null } }>(t, jar, STATUS, {
      sessionId,
    })
  ).body.data!.cardPaymentStatus;

async function webhook(
  payload: string,
  signature = signWebhookPayload(payload, WEBHOOK_SECRET),
  host = 'localhost',
) {
  const response = await t.app.inject({
    method: 'POST',
    url: STRIPE_WEBHOOK_PATH,
    headers: { host, 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
  return { status: response.statusCode, body: response.json() as { outcome?: string } };
}

async function orderRow(id: string) {
  const [row] = await withSystem(t.database, (tx) => tx.select().from(orders).where(eq(orders.id, id)));
  return row ?? null;
}

async function confirmations(orderNumber: number) {
  const rows = await withSystem(t.database, (tx) =>
    tx.select().from(mailOutbox).where(eq(mailOutbox.templateKey, 'checkout.orderConfirmationEmail')),
  );
  return rows.filter((mail) => mail.subject.includes(String(orderNumber)));
}

describe('card payment', () => {
  it('holds the stock while In creation; the return page places the order once paid', async () => {
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
    const { jar, order, sessionId } = await cardCheckout();
    const again = await graphqlAs<{ startCardPayment: string }>(t, jar, START, { orderId: order.id });
    expect(again.body.data!.startCardPayment).toContain(sessionId);
    expect([...stripe.sessions.values()].filter((s) => s.metadata.orderId === order.id)).toHaveLength(1);
  });

  it('a webhook replayed 10 times, all at once, places one order and sends one confirmation', async () => {
    const { jar, order, sessionId } = await cardCheckout();
    stripe.pay(sessionId);
    const event = stripe.completedEvent(sessionId);
    const answers = await Promise.all(Array.from({ length: 10 }, () => webhook(event)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect((await orderRow(order.id))!.status).toBe('placed');
    expect(await confirmations(order.number)).toHaveLength(1);
    expect((await status(jar, sessionId)).state).toBe('success');
  });

  it('refuses a webhook with a bad signature, another secret or for another shop, and changes nothing', async () => {
    const { order, sessionId } = await cardCheckout();
    stripe.pay(sessionId);
    const event = stripe.completedEvent(sessionId);
    expect((await webhook(event, 't=1,v1=deadbeef')).status).toBe(400);
    expect((await webhook(event, signWebhookPayload(event, 'whsec_other'))).status).toBe(400);
    const signed = signWebhookPayload(event, WEBHOOK_SECRET);
    const tampered = event.replace(order.id, '00000000-0000-4000-8000-000000000000');
    expect((await webhook(tampered, signed)).status).toBe(400);
    // Northprint has no webhook secret: nothing it receives is trusted.
    expect((await webhook(event, signed, 'northprint.localhost')).status).toBe(400);
    expect((await orderRow(order.id))!.status).toBe('inCreation');
  });

  it('refuses a correctly signed webhook dated an hour ahead or back; one signed just now places the order', async () => {
    const { order, sessionId } = await cardCheckout();
    stripe.pay(sessionId);
    const event = stripe.completedEvent(sessionId);
    const now = Math.floor(Date.now() / 1000);
    for (const timestamp of [now + 3600, now - 3600]) {
      expect((await webhook(event, signWebhookPayload(event, WEBHOOK_SECRET, timestamp))).status).toBe(400);
    }
    expect((await orderRow(order.id))!.status).toBe('inCreation');
    expect(await confirmations(order.number)).toHaveLength(0);
    const current = await webhook(event, signWebhookPayload(event, WEBHOOK_SECRET, now + 30));
    expect(current).toEqual({ status: 200, body: { received: true, outcome: 'success' } });
    expect((await orderRow(order.id))!.status).toBe('placed');
  });

  it('an expired session gives the stock back; the return page says the payment failed', async () => {
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

  it('an expiry webhook releases the stock of an order nobody came back for', async () => {
    const { order, sessionId } = await cardCheckout(200);
    stripe.expire(sessionId);
    expect((await webhook(stripe.sessionEvent(sessionId, 'checkout.session.expired'))).body.outcome).toBe(
      'failed',
    );
    expect(await orderRow(order.id)).toBeNull();
    expect(await stockOf(t, envelopes)).toBe(500);
  });

  it('paid, but the order is gone: the webhook reports it; the return page asks Stripe only for own orders', async () => {
    const { jar, order, sessionId } = await cardCheckout();
    await withSystem(t.database, (tx) => tx.delete(orders).where(eq(orders.id, order.id)));
    stripe.pay(sessionId);
    expect((await webhook(stripe.completedEvent(sessionId))).body.outcome).toBe('orderFailed');
    const lookups = stripe.requests.length;
    expect((await status(jar, sessionId)).state).toBe('notFound');
    expect((await status(await visitor(t), 'cs_test_unknown')).state).toBe('notFound');
    expect(stripe.requests.length).toBe(lookups); // no provider call for sessions that are not theirs
  });

  it('cancel on the payment page: the session ends, the stock comes back, the cart stays', async () => {
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

  it('a crash between payment and order: the next start finds the paid session and places the order', async () => {
    const { order, sessionId } = await cardCheckout();
    stripe.pay(sessionId);
    // Neither the return page nor the webhook arrived. On start, main.ts runs this recovery.
    const early = await recoverCardOrders(t.database, t.services, t.app.log);
    expect(early.settled).toBe(0); // too fresh: left to the return page and webhook
    const later = new Date(Date.now() + 2 * 60 * 1000);
    await recoverCardOrders(t.database, t.services, t.app.log, later);
    expect((await orderRow(order.id))!.status).toBe('placed');
    expect(await confirmations(order.number)).toHaveLength(1);
    // A webhook retry afterwards finds it placed.
    expect((await webhook(stripe.completedEvent(sessionId))).body.outcome).toBe('success');
  });

  it('subscription products need card and check out as a subscription with its trial', async () => {
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
