import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { withSystem } from '../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from './auth-helpers.ts';
import {
  addToCart,
  ENVELOPE_VALUES,
  ENVELOPES,
  placeOrder,
  productId,
  setStock,
  settingsInput,
  UPDATE_SETTINGS,
  visitor,
  type PlacedOrder,
} from './checkout-helpers.ts';
import { signWebhookPayload, startFakeStripeServer, type FakeStripeServer } from './fake-stripe-server.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { mailOutbox } from '../modules/mail/mail.tables.ts';
import { orders } from '../modules/orders/orders.tables.ts';
import { STRIPE_WEBHOOK_PATH } from '../modules/payments/payments.routes.ts';

// What the card payment tests share (issue 5): the Druckerei shop paying by card through the real
// Stripe SDK against a local fake Stripe, a shopper on the way to the payment page, and what to look at
// afterwards (the payment's state, the order, its confirmation mails).

export const SECRET_KEY = 'sk_test_druckerei_4242424242';
export const WEBHOOK_SECRET = 'whsec_druckerei_test_secret';
export const START = 'mutation Start($orderId: ID!) { startCardPayment(orderId: $orderId) }';
export const CANCEL = 'mutation Cancel($orderId: ID!) { cancelCardPayment(orderId: $orderId) }';
const STATUS =
  'query Status($sessionId: String!) { cardPaymentStatus(sessionId: $sessionId) { state orderId orderNumber } }';

export type CardPaymentTestSession = {
  t: TestApp;
  stripe: FakeStripeServer;
  /** The envelopes product: 500 in stock at the start of every test. */
  envelopes: string;
  admin: CookieJar;
  /** A visitor with envelopes in the cart who chose card payment and was sent to the payment page. */
  cardCheckout: (quantity?: number) => Promise<{ jar: CookieJar; order: PlacedOrder; sessionId: string }>;
  /** What the return page asks about the payment. */
  status: (jar: CookieJar, sessionId: string) => Promise<{ state: string; orderNumber: number | null }>;
  /** Delivers an event to the webhook, signed with the shop's secret unless told otherwise. */
  webhook: (
    payload: string,
    signature?: string,
    host?: string,
  ) => Promise<{ status: number; body: { outcome?: string } }>;
  orderRow: (id: string) => Promise<typeof orders.$inferSelect | null>;
  /** The order confirmation mails sent for the order with this number. */
  confirmations: (orderNumber: number) => Promise<(typeof mailOutbox.$inferSelect)[]>;
};

/**
 * Starts the fake Stripe and the app with the shop's card keys saved before the file's tests, refills
 * the envelopes before each, and closes both after them. The functions can be taken at once.
 */
export function startCardPaymentTests(): CardPaymentTestSession {
  const session: CardPaymentTestSession = {
    t: undefined as unknown as TestApp,
    stripe: undefined as unknown as FakeStripeServer,
    envelopes: '',
    admin: new Map(),
    cardCheckout: async (quantity = 100) => {
      const { t, envelopes } = session;
      const jar = await visitor(t);
      await addToCart(t, jar, { productId: envelopes, quantity, fieldValues: ENVELOPE_VALUES });
      const { order, errors } = await placeOrder(t, jar, { paymentMethod: 'card' });
      expect(errors).toBeUndefined();
      const started = await graphqlAs<{ startCardPayment: string }>(t, jar, START, { orderId: order!.id });
      expect(started.body.errors).toBeUndefined();
      const sessionId = /\/pay\/(cs_test_\w+)/.exec(started.body.data!.startCardPayment)![1]!;
      return { jar, order: order!, sessionId };
    },
    status: async (jar, sessionId) =>
      (
        await graphqlAs<{ cardPaymentStatus: { state: string; orderNumber: number | null } }>(
          session.t,
          jar,
          STATUS,
          { sessionId },
        )
      ).body.data!.cardPaymentStatus,
    webhook: async (payload, signature = signWebhookPayload(payload, WEBHOOK_SECRET), host = 'localhost') => {
      const response = await session.t.app.inject({
        method: 'POST',
        url: STRIPE_WEBHOOK_PATH,
        headers: { host, 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
      return { status: response.statusCode, body: response.json() as { outcome?: string } };
    },
    orderRow: async (id) => {
      const [row] = await withSystem(session.t.database, (tx) =>
        tx.select().from(orders).where(eq(orders.id, id)),
      );
      return row ?? null;
    },
    confirmations: async (orderNumber) => {
      const rows = await withSystem(session.t.database, (tx) =>
        tx.select().from(mailOutbox).where(eq(mailOutbox.templateKey, 'checkout.orderConfirmationEmail')),
      );
      return rows.filter((mail) => mail.subject.includes(String(orderNumber)));
    },
  };
  beforeAll(async () => {
    session.stripe = await startFakeStripeServer({ apiKey: SECRET_KEY });
    session.t = await createTestApp({ cardApiBase: session.stripe.url });
    session.envelopes = await productId(session.t, ENVELOPES);
    session.admin = await loginAs(session.t, 'admin', 'Admin#2026');
    const saved = await graphqlAs(session.t, session.admin, UPDATE_SETTINGS, {
      input: settingsInput({ cardSecretKey: SECRET_KEY, cardWebhookSecret: WEBHOOK_SECRET }),
    });
    expect(saved.body.errors).toBeUndefined();
  });
  afterAll(async () => {
    await session.t.close();
    await session.stripe.close();
  });
  beforeEach(() => setStock(session.t, session.envelopes, 500));
  return session;
}
