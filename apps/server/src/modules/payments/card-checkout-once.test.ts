import { inArray } from 'drizzle-orm';
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
  settingsInput,
  stockOf,
  UPDATE_SETTINGS,
  visitor,
} from '../../testing/checkout-helpers.ts';
import { startFakeStripeServer, type FakeStripeServer } from '../../testing/fake-stripe-server.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { orders } from '../orders/orders.tables.ts';

// One cart, one card order, one payable session (issue 12): a double click on "Order" or on the way to
// the payment page never reserves the stock twice or opens two payments; an answer that can no longer
// be paid is cleared away, so the next try starts afresh instead of finding it again.

const SECRET_KEY = 'sk_test_druckerei_once_4242';
const START = 'mutation Start($orderId: ID!) { startCardPayment(orderId: $orderId) }';

let t: TestApp;
let stripe: FakeStripeServer;
let envelopes: string;
beforeAll(async () => {
  stripe = await startFakeStripeServer({ apiKey: SECRET_KEY });
  t = await createTestApp({ cardApiBase: stripe.url });
  envelopes = await productId(t, ENVELOPES);
  const admin = await loginAs(t, 'admin', 'Admin#2026');
  const saved = await graphqlAs(t, admin, UPDATE_SETTINGS, {
    input: settingsInput({ cardSecretKey: SECRET_KEY, cardWebhookSecret: 'whsec_once' }),
  });
  expect(saved.body.errors).toBeUndefined();
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});
beforeEach(() => setStock(t, envelopes, 500));

async function shopperWithEnvelopes(quantity: number) {
  const jar = await visitor(t);
  await addToCart(t, jar, { productId: envelopes, quantity, fieldValues: ENVELOPE_VALUES });
  return jar;
}

const start = async (jar: CookieJar, orderId: string) =>
  (await graphqlAs<{ startCardPayment: string }>(t, jar, START, { orderId })).body;

const ordersOf = (ids: string[]) =>
  withSystem(t.database, (tx) => tx.select().from(orders).where(inArray(orders.id, ids)));

describe('card checkout, once', () => {
  it('20 simultaneous card orders of one session: one order In creation, stock held once, one payable session', async () => {
    const jar = await shopperWithEnvelopes(100);
    const placed = await Promise.all(
      Array.from({ length: 20 }, () => placeOrder(t, jar, { paymentMethod: 'card' })),
    );
    expect(placed.map((result) => result.errors)).toEqual(Array(20).fill(undefined));
    const ids = new Set(placed.map((result) => result.order!.id));
    expect(ids.size).toBe(1);
    const [orderId] = [...ids] as [string];
    expect(placed[0]!.order!.status).toBe('inCreation');
    expect(await stockOf(t, envelopes)).toBe(400);
    expect((await ordersOf([orderId])).map((order) => order.status)).toEqual(['inCreation']);

    // Every answer leads to the payment page: all to the same one, and only that one can be paid.
    const urls = await Promise.all(Array.from({ length: 20 }, () => start(jar, orderId)));
    expect(urls.map((body) => body.errors)).toEqual(Array(20).fill(undefined));
    expect(new Set(urls.map((body) => body.data!.startCardPayment)).size).toBe(1);
    const stored = (await ordersOf([orderId]))[0]!.paymentRef;
    const sessions = [...stripe.sessions.values()].filter((s) => s.metadata.orderId === orderId);
    expect(sessions.filter((s) => s.status === 'open').map((s) => s.id)).toEqual([stored]);
  });

  it('ordering again after the payment page expired (no webhook yet): the old order goes, stock back, a fresh one', async () => {
    const jar = await shopperWithEnvelopes(100);
    const first = (await placeOrder(t, jar, { paymentMethod: 'card' })).order!;
    const url = (await start(jar, first.id)).data!.startCardPayment;
    const sessionId = /\/pay\/(cs_test_\w+)/.exec(url)![1]!;
    stripe.expire(sessionId);
    // The same checkout again answers with the waiting order; its payment can no longer happen.
    expect((await placeOrder(t, jar, { paymentMethod: 'card' })).order!.id).toBe(first.id);
    expect((await start(jar, first.id)).errors?.[0]?.extensions).toMatchObject({
      kind: 'notFound',
      key: 'orders.notFound',
    });
    expect(await ordersOf([first.id])).toEqual([]);
    expect(await stockOf(t, envelopes)).toBe(500);
    // So the next try is a new order with a new payment page.
    const second = (await placeOrder(t, jar, { paymentMethod: 'card' })).order!;
    expect(second.id).not.toBe(first.id);
    expect(await stockOf(t, envelopes)).toBe(400);
    expect((await start(jar, second.id)).data!.startCardPayment).toMatch(/\/pay\/cs_test_/);
  });

  it('starting again after the payment went through leads to the return page, with the order placed', async () => {
    const jar = await shopperWithEnvelopes(100);
    const order = (await placeOrder(t, jar, { paymentMethod: 'card' })).order!;
    const sessionId = /\/pay\/(cs_test_\w+)/.exec((await start(jar, order.id)).data!.startCardPayment)![1]!;
    stripe.pay(sessionId);
    expect((await start(jar, order.id)).data!.startCardPayment).toBe(
      `http://localhost/checkout/return?session_id=${sessionId}`,
    );
    expect((await ordersOf([order.id]))[0]!.status).toBe('placed');
  });

  it('a changed checkout is a new order (the address differs), as the checkout page expects', async () => {
    const jar = await shopperWithEnvelopes(100);
    const first = (await placeOrder(t, jar, { paymentMethod: 'card' })).order!;
    const changed = await placeOrder(t, jar, {
      paymentMethod: 'card',
      shippingSameAsBilling: false,
      shippingAddress: {
        firstName: 'Max',
        lastName: 'Muster',
        street: 'Weg 2',
        zipCode: '14467',
        city: 'Potsdam',
        country: 'DE',
      },
    });
    expect(changed.errors).toBeUndefined();
    expect(changed.order!.id).not.toBe(first.id);
  });
});
