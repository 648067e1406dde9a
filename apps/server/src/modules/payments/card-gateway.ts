import Stripe from 'stripe';

/** Keys of one tenant's Stripe account; `apiBase` points the SDK at a fake server in tests. */
export type CardGatewayConfig = {
  secretKey: string;
  /** e.g. `http://127.0.0.1:PORT` for tests; undefined = the real api.stripe.com. */
  apiBase?: string;
};

/**
 * One checkout line. Our prices are totals for a (possibly large) quantity, so callers may pass
 * quantity 1 with the line total as unit amount.
 */
export type CheckoutLine = {
  name: string;
  quantity: number;
  unitAmountMinor: number;
  /** ISO 4217, e.g. 'EUR'. */
  currency: string;
  recurring?: { interval: 'day' | 'week' | 'month' | 'year' };
};

export type CreateSessionInput = {
  orderId: string;
  tenantId: string;
  lines: CheckoutLine[];
  customerEmail?: string;
  /** Must contain `{CHECKOUT_SESSION_ID}`; Stripe replaces it when redirecting back. */
  successUrl: string;
  cancelUrl: string;
  trialDays?: number;
  /** When the unpaid session ends (Stripe: 30 min to 24 h after creation); default Stripe's 24 h. */
  expiresAt?: Date;
  idempotencyKey: string;
  locale?: 'de' | 'en';
};

export type SessionState = {
  id: string;
  status: 'open' | 'complete' | 'expired';
  /** The payment page, while the session is open. */
  url: string | null;
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  orderId: string | null;
  tenantId: string | null;
  subscriptionId: string | null;
  paymentIntentId: string | null;
  amountTotalMinor: number | null;
  /** Upper case ISO code like our own money values (Stripe answers in lower case). */
  currency: string | null;
};

export type WebhookEvent = { id: string; type: string; session: SessionState | null };

export type CardGateway = {
  createCheckoutSession(input: CreateSessionInput): Promise<{ id: string; url: string }>;
  /** null when Stripe does not know the session (404 resource_missing). */
  retrieveCheckoutSession(id: string): Promise<SessionState | null>;
  /**
   * Ends an open session so it can no longer be paid (the shopper cancelled, or a duplicate). Returns
   * the session afterwards: still `complete` if the payment beat us to it; null when unknown.
   */
  expireCheckoutSession(id: string): Promise<SessionState | null>;
};

/** A failed Stripe call; the message never contains the secret key. */
export class CardGatewayError extends Error {
  readonly statusCode: number | null;
  readonly code: string | null;
  /** Stripe's error type from the wire, e.g. 'invalid_request_error', 'api_error', 'idempotency_error'. */
  readonly stripeType: string | null;
  constructor(message: string, details: { statusCode?: number; code?: string; stripeType?: string }) {
    super(message);
    this.name = 'CardGatewayError';
    this.statusCode = details.statusCode ?? null;
    this.code = details.code ?? null;
    this.stripeType = details.stripeType ?? null;
  }
}

/** A trial subscription completes with 'no_payment_required': the order is confirmed all the same. */
export function isSessionPaid(state: SessionState): boolean {
  return (
    state.status === 'complete' &&
    (state.paymentStatus === 'paid' || state.paymentStatus === 'no_payment_required')
  );
}

export function createCardGateway(config: CardGatewayConfig): CardGateway {
  const stripe = new Stripe(config.secretKey, {
    // Retried requests reuse the idempotency key, so a retry never creates a second session.
    maxNetworkRetries: 2,
    // The SDK default is 80 s; a shopper waits on this call, so fail sooner.
    timeout: 20_000,
    ...(config.apiBase ? addressOf(config.apiBase) : {}),
  });
  const fail = (operation: string, error: unknown) => toGatewayError(operation, error, config.secretKey);

  const gateway: CardGateway = {
    async createCheckoutSession(input) {
      const params = sessionParams(input);
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create(params, { idempotencyKey: input.idempotencyKey });
      } catch (error) {
        throw fail('create checkout session', error);
      }
      if (!session.url) throw new CardGatewayError('Stripe returned a checkout session without a URL', {});
      return { id: session.id, url: session.url };
    },

    async retrieveCheckoutSession(id) {
      try {
        return mapSession(await stripe.checkout.sessions.retrieve(id));
      } catch (error) {
        if (
          error instanceof Stripe.errors.StripeError &&
          error.statusCode === 404 &&
          error.code === 'resource_missing'
        ) {
          return null;
        }
        throw fail('retrieve checkout session', error);
      }
    },

    async expireCheckoutSession(id) {
      const current = await gateway.retrieveCheckoutSession(id);
      if (!current || current.status !== 'open') return current;
      try {
        return mapSession(await stripe.checkout.sessions.expire(id));
      } catch (error) {
        // Paid (or expired) in the meantime: Stripe refuses; the session's state is the answer.
        if (error instanceof Stripe.errors.StripeInvalidRequestError)
          return gateway.retrieveCheckoutSession(id);
        throw fail('expire checkout session', error);
      }
    },
  };
  return gateway;
}

const SESSION_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

/** How far a webhook's signed timestamp may lie from our clock, either way (Stripe's default window). */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

/**
 * Verifies a webhook's `Stripe-Signature` (HMAC, and a signed timestamp within
 * {@link WEBHOOK_TOLERANCE_SECONDS} of now in both directions) and reads the event; null for anything
 * not provably from Stripe just now. Needs only the webhook secret.
 */
export function verifyWebhook(
  rawBody: string | Buffer,
  signatureHeader: string | undefined,
  webhookSecret: string,
  now = Date.now(),
): WebhookEvent | null {
  // An empty secret would make the HMAC forgeable by anyone; the SDK refuses it too, but say so here.
  if (!signatureHeader || !webhookSecret) return null;
  let event: Stripe.Event;
  try {
    // The SDK refuses only timestamps older than the tolerance; one dated ahead (a leaked or
    // pre-signed event held back for later) passes it, so the future side is checked below.
    event = Stripe.webhooks.constructEvent(
      rawBody,
      signatureHeader,
      webhookSecret,
      WEBHOOK_TOLERANCE_SECONDS,
      undefined,
      now,
    );
  } catch {
    return null;
  }
  const signedAt = signedTimestamp(signatureHeader);
  if (signedAt === null || signedAt - Math.floor(now / 1000) > WEBHOOK_TOLERANCE_SECONDS) return null;
  const session = SESSION_EVENTS.has(event.type)
    ? mapSession(event.data.object as Stripe.Checkout.Session)
    : null;
  return { id: event.id, type: event.type, session };
}

/**
 * The `t=` of a `Stripe-Signature` header, read as the SDK reads it (the last `t` counts, as that is
 * the one its HMAC covered); null when there is none or it is not a number.
 */
function signedTimestamp(header: string): number | null {
  let timestamp: number | null = null;
  for (const item of header.split(',')) {
    const [key, value] = item.split('=');
    if (key === 't') timestamp = Number.parseInt(value ?? '', 10);
  }
  return timestamp !== null && Number.isFinite(timestamp) ? timestamp : null;
}

function sessionParams(input: CreateSessionInput): Stripe.Checkout.SessionCreateParams {
  if (!input.successUrl.includes('{CHECKOUT_SESSION_ID}')) {
    throw new Error('successUrl must contain {CHECKOUT_SESSION_ID}');
  }
  if (input.lines.length === 0) throw new Error('a checkout session needs at least one line');
  for (const line of input.lines) {
    if (!Number.isInteger(line.quantity) || line.quantity < 1) throw new Error('line quantity must be >= 1');
    if (!Number.isInteger(line.unitAmountMinor) || line.unitAmountMinor < 0) {
      throw new Error('line amount must be a non-negative integer in minor units');
    }
  }
  const subscription = input.lines.some((line) => line.recurring);
  const metadata = { orderId: input.orderId, tenantId: input.tenantId };
  const trialDays = input.trialDays && input.trialDays > 0 ? Math.floor(input.trialDays) : 0;
  return {
    mode: subscription ? 'subscription' : 'payment',
    // Cards settle at once; slow methods (bank debits) would keep the order and its stock waiting days.
    allowed_payment_method_types: ['card'],
    client_reference_id: input.orderId,
    metadata,
    line_items: input.lines.map((line) => ({
      quantity: line.quantity,
      price_data: {
        currency: line.currency.toLowerCase(),
        unit_amount: line.unitAmountMinor,
        product_data: { name: line.name },
        ...(line.recurring ? { recurring: { interval: line.recurring.interval } } : {}),
      },
    })),
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
    ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
    ...(input.locale ? { locale: input.locale } : {}),
    ...(input.expiresAt ? { expires_at: Math.floor(input.expiresAt.getTime() / 1000) } : {}),
    // Stripe accepts payment_intent_data only in payment mode and subscription_data only in
    // subscription mode; the metadata on them lets later PaymentIntent/Subscription events find the order.
    ...(subscription
      ? { subscription_data: { metadata, ...(trialDays > 0 ? { trial_period_days: trialDays } : {}) } }
      : { payment_intent_data: { metadata } }),
  };
}

function mapSession(session: Stripe.Checkout.Session): SessionState {
  // Values newer than this code are read as "not done", so they never count as paid.
  const status: SessionState['status'] =
    session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open';
  const paymentStatus: SessionState['paymentStatus'] =
    session.payment_status === 'paid'
      ? 'paid'
      : session.payment_status === 'no_payment_required'
        ? 'no_payment_required'
        : 'unpaid';
  const idOf = (value: string | { id: string } | null) =>
    typeof value === 'string' ? value : (value?.id ?? null);
  return {
    id: session.id,
    status,
    url: session.url ?? null,
    paymentStatus,
    orderId: session.metadata?.orderId ?? session.client_reference_id ?? null,
    tenantId: session.metadata?.tenantId ?? null,
    subscriptionId: idOf(session.subscription),
    paymentIntentId: idOf(session.payment_intent),
    amountTotalMinor: session.amount_total,
    currency: session.currency ? session.currency.toUpperCase() : null,
  };
}

function addressOf(apiBase: string): { host: string; port: number; protocol: 'http' | 'https' } {
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}

/** Stripe's own messages may echo (part of) the key, e.g. "Invalid API Key provided: sk_test_…". */
function redact(text: string, secretKey: string): string {
  const withoutKey = secretKey ? text.split(secretKey).join('[redacted]') : text;
  return withoutKey.replace(/\b(sk|rk)_(test|live)_[A-Za-z0-9*]+/g, '$1_$2_[redacted]');
}

function toGatewayError(operation: string, error: unknown, secretKey: string): CardGatewayError {
  if (error instanceof Stripe.errors.StripeError) {
    const status = error.statusCode ? ` (HTTP ${error.statusCode})` : '';
    return new CardGatewayError(redact(`Stripe ${operation} failed${status}: ${error.message}`, secretKey), {
      statusCode: error.statusCode,
      code: error.code,
      stripeType: error.rawType ?? error.type,
    });
  }
  // Not from the SDK's error hierarchy (should not happen): keep only the message, never the cause object.
  const message = error instanceof Error ? error.message : String(error);
  return new CardGatewayError(redact(`Stripe ${operation} failed: ${message}`, secretKey), {});
}
