import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { startCardPaymentTests, WEBHOOK_SECRET } from '../../testing/card-payment-helpers.ts';
import { stockOf, visitor } from '../../testing/checkout-helpers.ts';
import { signWebhookPayload } from '../../testing/fake-stripe-server.ts';
import { orders } from '../orders/orders.tables.ts';
import { recoverCardOrders } from './payment-recovery.ts';

// Card payment through the real Stripe SDK against a local fake Stripe (issue 5), Stripe's way: the
// order is placed exactly once per payment, whichever of webhook (and its replays) or recovery comes
// first; a webhook that is not the shop's own changes nothing.

const shop = startCardPaymentTests();
const { cardCheckout, status, webhook, orderRow, confirmations } = shop;

describe('card payment', () => {
  it('a webhook replayed 10 times, all at once, places one order and sends one confirmation', async () => {
    const { stripe } = shop;
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
    const { stripe } = shop;
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
    const { stripe } = shop;
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

  it('an expiry webhook releases the stock of an order nobody came back for', async () => {
    const { t, stripe, envelopes } = shop;
    const { order, sessionId } = await cardCheckout(200);
    stripe.expire(sessionId);
    expect((await webhook(stripe.sessionEvent(sessionId, 'checkout.session.expired'))).body.outcome).toBe(
      'failed',
    );
    expect(await orderRow(order.id)).toBeNull();
    expect(await stockOf(t, envelopes)).toBe(500);
  });

  it('paid, but the order is gone: the webhook reports it; the return page asks Stripe only for own orders', async () => {
    const { t, stripe } = shop;
    const { jar, order, sessionId } = await cardCheckout();
    await withSystem(t.database, (tx) => tx.delete(orders).where(eq(orders.id, order.id)));
    stripe.pay(sessionId);
    expect((await webhook(stripe.completedEvent(sessionId))).body.outcome).toBe('orderFailed');
    const lookups = stripe.requests.length;
    expect((await status(jar, sessionId)).state).toBe('notFound');
    expect((await status(await visitor(t), 'cs_test_unknown')).state).toBe('notFound');
    expect(stripe.requests.length).toBe(lookups); // no provider call for sessions that are not theirs
  });

  it('a crash between payment and order: the next start finds the paid session and places the order', async () => {
    const { t, stripe } = shop;
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
});
