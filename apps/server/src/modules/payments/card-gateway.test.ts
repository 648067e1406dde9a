import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  parseStripeForm,
  signWebhookPayload,
  startFakeStripeServer,
  type FakeStripeServer,
} from '../../testing/fake-stripe-server.ts';
import {
  CardGatewayError,
  createCardGateway,
  isSessionPaid,
  verifyWebhook,
  WEBHOOK_TOLERANCE_SECONDS,
  type CardGateway,
  type CreateSessionInput,
} from './card-gateway.ts';

const SECRET_KEY = 'sk_test_51FakeSecretKeyForTheCardGatewayTests0000';
const WEBHOOK_SECRET = 'whsec_fake_webhook_secret_for_tests';

let stripe: FakeStripeServer;
let gateway: CardGateway;
let keyCounter = 0;

beforeAll(async () => {
  stripe = await startFakeStripeServer({ apiKey: SECRET_KEY });
  gateway = createCardGateway({ secretKey: SECRET_KEY, apiBase: stripe.url });
});
afterAll(() => stripe.close());
beforeEach(() => {
  stripe.requests.length = 0;
});

const input = (overrides: Partial<CreateSessionInput> = {}): CreateSessionInput => ({
  orderId: 'order-1',
  tenantId: 'tenant-1',
  lines: [{ name: 'Business cards, 500 pcs', quantity: 1, unitAmountMinor: 4_990, currency: 'EUR' }],
  customerEmail: 'buyer@example.com',
  successUrl: 'http://shop.localhost/checkout/done?session={CHECKOUT_SESSION_ID}',
  cancelUrl: 'http://shop.localhost/cart',
  idempotencyKey: `order-1-attempt-${++keyCounter}`,
  locale: 'de',
  ...overrides,
});

const sessionPosts = () =>
  stripe.requests.filter((request) => request.method === 'POST' && request.path === '/v1/checkout/sessions');

describe('fake Stripe form parsing', () => {
  it('turns bracket keys into nested objects and indexed arrays', () => {
    expect(parseStripeForm('a[b][0][c]=1&a[b][1][c]=2&metadata[orderId]=x%20y&mode=payment')).toEqual({
      a: { b: [{ c: '1' }, { c: '2' }] },
      metadata: { orderId: 'x y' },
      mode: 'payment',
    });
  });
});

describe('createCheckoutSession', () => {
  it('creates a payment-mode session with our order metadata in Stripe wire format', async () => {
    const request = input();
    const result = await gateway.createCheckoutSession(request);

    expect(result.id).toMatch(/^cs_test_/);
    expect(result.url).toBe(`${stripe.url}/pay/${result.id}`);
    const [post] = sessionPosts();
    expect(post?.idempotencyKey).toBe(request.idempotencyKey);
    expect(post?.body).toEqual({
      mode: 'payment',
      // Cards only: slow methods (bank debits) would keep an order and its stock waiting for days.
      allowed_payment_method_types: ['card'],
      client_reference_id: 'order-1',
      metadata: { orderId: 'order-1', tenantId: 'tenant-1' },
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'eur',
            unit_amount: '4990',
            product_data: { name: 'Business cards, 500 pcs' },
          },
        },
      ],
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      customer_email: 'buyer@example.com',
      locale: 'de',
      payment_intent_data: { metadata: { orderId: 'order-1', tenantId: 'tenant-1' } },
    });
    expect(stripe.sessions.get(result.id)).toMatchObject({
      status: 'open',
      amount_total: 4990,
      currency: 'eur',
    });
  });

  it('returns the same session for a repeated idempotency key', async () => {
    const request = input();
    const first = await gateway.createCheckoutSession(request);
    const second = await gateway.createCheckoutSession(request);

    expect(second).toEqual(first);
    expect(sessionPosts()).toHaveLength(2);
    expect(new Set(sessionPosts().map((post) => post.idempotencyKey))).toEqual(
      new Set([request.idempotencyKey]),
    );
  });

  it('surfaces a reused idempotency key with different parameters as an error', async () => {
    const request = input();
    await gateway.createCheckoutSession(request);
    const changed = { ...request, lines: [{ ...request.lines[0]!, unitAmountMinor: 1 }] };

    await expect(gateway.createCheckoutSession(changed)).rejects.toMatchObject({
      name: 'CardGatewayError',
      statusCode: 400,
      stripeType: 'idempotency_error',
    });
  });

  it('uses subscription mode with a trial when a line is recurring', async () => {
    const result = await gateway.createCheckoutSession(
      input({
        lines: [
          {
            name: 'Print flat rate',
            quantity: 1,
            unitAmountMinor: 2_900,
            currency: 'EUR',
            recurring: { interval: 'month' },
          },
        ],
        trialDays: 14,
      }),
    );

    const body = sessionPosts()[0]?.body;
    expect(body).toMatchObject({
      mode: 'subscription',
      subscription_data: { trial_period_days: '14', metadata: { orderId: 'order-1', tenantId: 'tenant-1' } },
      line_items: [{ price_data: { recurring: { interval: 'month' } } }],
    });
    expect(body).not.toHaveProperty('payment_intent_data');

    stripe.pay(result.id);
    const state = await gateway.retrieveCheckoutSession(result.id);
    expect(state).toMatchObject({ status: 'complete', paymentStatus: 'no_payment_required' });
    expect(state?.subscriptionId).toMatch(/^sub_test_/);
    expect(isSessionPaid(state!)).toBe(true);
  });

  it('refuses a success URL without the session placeholder before calling Stripe', async () => {
    await expect(
      gateway.createCheckoutSession(input({ successUrl: 'http://shop.localhost/done' })),
    ).rejects.toThrow(/CHECKOUT_SESSION_ID/);
    expect(stripe.requests).toHaveLength(0);
  });
});

describe('retrieveCheckoutSession', () => {
  it('answers null for a session Stripe does not know', async () => {
    expect(await gateway.retrieveCheckoutSession('cs_test_unknown')).toBeNull();
  });

  it('shows an open session as unpaid and a paid one as paid', async () => {
    const { id } = await gateway.createCheckoutSession(input({ orderId: 'order-7' }));
    const open = await gateway.retrieveCheckoutSession(id);
    expect(open).toEqual({
      id,
      status: 'open',
      url: expect.stringContaining('/pay/'),
      paymentStatus: 'unpaid',
      orderId: 'order-7',
      tenantId: 'tenant-1',
      subscriptionId: null,
      paymentIntentId: null,
      amountTotalMinor: 4990,
      currency: 'EUR',
    });
    expect(isSessionPaid(open!)).toBe(false);

    stripe.pay(id);
    const paid = await gateway.retrieveCheckoutSession(id);
    expect(paid).toMatchObject({ status: 'complete', paymentStatus: 'paid' });
    expect(paid?.paymentIntentId).toMatch(/^pi_test_/);
    expect(isSessionPaid(paid!)).toBe(true);
  });

  it('does not count an expired session as paid', async () => {
    const { id } = await gateway.createCheckoutSession(input());
    stripe.expire(id);
    const state = await gateway.retrieveCheckoutSession(id);
    expect(state?.status).toBe('expired');
    expect(isSessionPaid(state!)).toBe(false);
  });
});

describe('errors', () => {
  it('lets the SDK retry a Stripe 500 with the same idempotency key', async () => {
    stripe.failNext(500, 'api_error');
    const request = input();
    const result = await gateway.createCheckoutSession(request);

    expect(result.id).toMatch(/^cs_test_/);
    expect(sessionPosts().map((post) => post.idempotencyKey)).toEqual([
      request.idempotencyKey,
      request.idempotencyKey,
    ]);
  });

  it('throws a 400 as an Error without the secret key in its message', async () => {
    stripe.failNext(400, 'invalid_request_error');
    const failure = await gateway.createCheckoutSession(input()).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(Error);
    expect(failure).toBeInstanceOf(CardGatewayError);
    expect((failure as CardGatewayError).statusCode).toBe(400);
    expect((failure as Error).message).toMatch(/HTTP 400/);
    expect((failure as Error).message).not.toContain(SECRET_KEY);
    expect(sessionPosts()).toHaveLength(1); // a 400 is not retried
  });

  it('keeps even a wrong key out of the message of a 401', async () => {
    const wrongKey = 'sk_test_51WrongKeyThatMustNotLeakIntoLogs9999';
    const wrong = createCardGateway({ secretKey: wrongKey, apiBase: stripe.url });
    const failure = await wrong.retrieveCheckoutSession('cs_test_x').catch((error: unknown) => error);

    expect(failure).toMatchObject({ name: 'CardGatewayError', statusCode: 401 });
    expect((failure as Error).message).not.toContain(wrongKey);
    expect((failure as Error).message).not.toContain(wrongKey.slice(-4));
  });
});

describe('verifyWebhook', () => {
  it('accepts a correctly signed checkout.session.completed event and maps its session', async () => {
    const { id } = await gateway.createCheckoutSession(input({ orderId: 'order-42' }));
    stripe.pay(id);
    const payload = stripe.completedEvent(id);

    const event = verifyWebhook(payload, signWebhookPayload(payload, WEBHOOK_SECRET), WEBHOOK_SECRET);
    expect(event?.id).toMatch(/^evt_/);
    expect(event?.type).toBe('checkout.session.completed');
    expect(event?.session).toMatchObject({
      id,
      orderId: 'order-42',
      tenantId: 'tenant-1',
      paymentStatus: 'paid',
    });
    expect(isSessionPaid(event!.session!)).toBe(true);
    // A Buffer body (as a raw-body parser delivers it) verifies the same way.
    expect(
      verifyWebhook(Buffer.from(payload), signWebhookPayload(payload, WEBHOOK_SECRET), WEBHOOK_SECRET),
    ).not.toBeNull();
  });

  it('maps an expired event and leaves the session empty for other event types', async () => {
    const { id } = await gateway.createCheckoutSession(input());
    stripe.expire(id);
    const expired = stripe.sessionEvent(id, 'checkout.session.expired');
    const other = stripe.sessionEvent(id, 'customer.created');

    expect(
      verifyWebhook(expired, signWebhookPayload(expired, WEBHOOK_SECRET), WEBHOOK_SECRET)?.session?.status,
    ).toBe('expired');
    expect(verifyWebhook(other, signWebhookPayload(other, WEBHOOK_SECRET), WEBHOOK_SECRET)).toMatchObject({
      type: 'customer.created',
      session: null,
    });
  });

  it('rejects a tampered body, a wrong secret, a missing header, an old timestamp and an empty secret', async () => {
    const { id } = await gateway.createCheckoutSession(input());
    stripe.pay(id);
    const payload = stripe.completedEvent(id);
    const header = signWebhookPayload(payload, WEBHOOK_SECRET);

    expect(verifyWebhook(payload.replace('"paid"', '"unpaid"'), header, WEBHOOK_SECRET)).toBeNull();
    expect(verifyWebhook(payload, signWebhookPayload(payload, 'whsec_other'), WEBHOOK_SECRET)).toBeNull();
    expect(verifyWebhook(payload, undefined, WEBHOOK_SECRET)).toBeNull();
    expect(verifyWebhook(payload, '', WEBHOOK_SECRET)).toBeNull();
    const anHourAgo = Math.floor(Date.now() / 1000) - 3600;
    expect(
      verifyWebhook(payload, signWebhookPayload(payload, WEBHOOK_SECRET, anHourAgo), WEBHOOK_SECRET),
    ).toBeNull();
    expect(verifyWebhook(payload, header, '')).toBeNull();
  });

  it('refuses a correctly signed event dated an hour ahead or an hour back, accepts one within the tolerance', async () => {
    const { id } = await gateway.createCheckoutSession(input());
    stripe.pay(id);
    const payload = stripe.completedEvent(id);
    const now = Math.floor(Date.now() / 1000);
    const signedAt = (timestamp: number) => signWebhookPayload(payload, WEBHOOK_SECRET, timestamp);

    expect(verifyWebhook(payload, signedAt(now + 3600), WEBHOOK_SECRET)).toBeNull();
    expect(verifyWebhook(payload, signedAt(now - 3600), WEBHOOK_SECRET)).toBeNull();
    expect(verifyWebhook(payload, signedAt(now + WEBHOOK_TOLERANCE_SECONDS + 5), WEBHOOK_SECRET)).toBeNull();
    // Clocks differ a little: a minute either way is still Stripe, now.
    expect(verifyWebhook(payload, signedAt(now + 60), WEBHOOK_SECRET)?.session?.id).toBe(id);
    expect(verifyWebhook(payload, signedAt(now - 60), WEBHOOK_SECRET)?.session?.id).toBe(id);
  });
});

describe('fake hosted payment page', () => {
  it('pays the session and redirects to the success URL with the session id', async () => {
    const { id, url } = await gateway.createCheckoutSession(input());
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<button type="submit">Pay</button>');

    const paid = await fetch(url, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://shop.localhost/checkout/done?session=${id}`);
    expect(stripe.sessions.get(id)).toMatchObject({ status: 'complete', payment_status: 'paid' });
  });
});
