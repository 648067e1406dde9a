import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Stripe from 'stripe';

/** A decoded `application/x-www-form-urlencoded` body with Stripe's bracket keys made nested. */
export type FormValue = string | FormObject | FormValue[];
export type FormObject = { [key: string]: FormValue };

/** The checkout.session object as Stripe sends it (the subset our adapter reads, plus context). */
export type FakeSession = {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  mode: 'payment' | 'subscription';
  client_reference_id: string | null;
  metadata: Record<string, string>;
  amount_total: number;
  currency: string;
  customer_email: string | null;
  locale: string | null;
  success_url: string;
  cancel_url: string | null;
  subscription: string | null;
  payment_intent: string | null;
  created: number;
  expires_at: number;
  livemode: false;
};

export type FakeStripeRequest = { method: string; path: string; idempotencyKey?: string; body: FormObject };

const KNOWN_PARAMS = new Set([
  'mode',
  'line_items',
  'success_url',
  'cancel_url',
  'client_reference_id',
  'metadata',
  'customer_email',
  'locale',
  'payment_intent_data',
  'subscription_data',
  'expires_at',
  'allowed_payment_method_types',
]);

const newId = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);
const obj = (value: FormValue | undefined): FormObject =>
  value && typeof value === 'object' && !Array.isArray(value) ? value : {};
const str = (value: FormValue | undefined): string | null => (typeof value === 'string' ? value : null);
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `a[b][0][c]=v` → `{ a: { b: [{ c: 'v' }] } }`, numeric segments becoming arrays as in Stripe's encoding. */
export function parseStripeForm(raw: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const path = [key.replace(/\[.*$/, ''), ...[...key.matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? '')];
    let node: FormObject | FormValue[] = root;
    path.forEach((segment, index) => {
      const container = node as Record<string, FormValue>;
      if (index === path.length - 1) {
        container[segment] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[index + 1] ?? '');
      container[segment] ??= nextIsIndex ? [] : {};
      node = container[segment] as FormObject | FormValue[];
    });
  }
  return root;
}

/** The `Stripe-Signature` header value Stripe would send for this payload and endpoint secret. */
export function signWebhookPayload(payload: string, secret: string, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
}

/**
 * A loopback stand-in for api.stripe.com that speaks its wire format for Checkout Sessions (form-encoded
 * requests, JSON objects and errors, Bearer auth, Idempotency-Key replays), plus a minimal hosted
 * payment page at /pay/:id that a browser test can click through. `apiKey` makes other keys fail with 401.
 */
export async function startFakeStripeServer(options: { apiKey?: string; port?: number } = {}) {
  const sessions = new Map<string, FakeSession>();
  const requests: FakeStripeRequest[] = [];
  const idempotent = new Map<string, { fingerprint: string; body: string }>();
  const failures: { status: number; type: string }[] = [];
  let url = '';

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req_'), ...headers });
    res.end(typeof body === 'string' ? body : JSON.stringify(body, null, 2));
  };
  const error = (res: ServerResponse, status: number, type: string, message: string, code?: string) =>
    send(res, status, { error: { type, message, ...(code ? { code } : {}) } });

  function pay(sessionId: string) {
    const session = sessions.get(sessionId);
    if (!session || session.status !== 'open') throw new Error(`session ${sessionId} is not open`);
    session.status = 'complete';
    // Stripe charges nothing up front for a subscription in its trial: the session needs no payment.
    session.payment_status = session.amount_total === 0 ? 'no_payment_required' : 'paid';
    if (session.mode === 'subscription') session.subscription = newId('sub_test_');
    else session.payment_intent = newId('pi_test_');
  }

  function createSession(res: ServerResponse, body: FormObject) {
    const mode = str(body.mode);
    const successUrl = str(body.success_url);
    const lines = Array.isArray(body.line_items) ? body.line_items.map(obj) : [];
    const prices = lines.map((line) => obj(line.price_data));
    const recurring = prices.map((price) => price.recurring !== undefined);
    const unknown = Object.keys(body).find((key) => !KNOWN_PARAMS.has(key));
    // The rules real Stripe enforces for the parameters above, with its messages, first match wins.
    const broken = (
      [
        [unknown, `Received unknown parameter: ${unknown}`],
        [mode !== 'payment' && mode !== 'subscription', 'Missing required param: mode.', 'parameter_missing'],
        [!successUrl, 'Missing required param: success_url.', 'parameter_missing'],
        [lines.length === 0, 'Missing required param: line_items.', 'parameter_missing'],
        [
          mode === 'payment' && recurring.some(Boolean),
          'You must be in subscription mode to use recurring prices.',
        ],
        [
          mode === 'subscription' && !recurring.some(Boolean),
          'You must provide at least one recurring price.',
        ],
        [
          mode === 'subscription' && body.payment_intent_data,
          'You can not pass `payment_intent_data` in `subscription` mode.',
        ],
        [
          mode === 'payment' && body.subscription_data,
          'You can not pass `subscription_data` in `payment` mode.',
        ],
      ] as const
    ).find(([violated]) => violated);
    if (broken) return error(res, 400, 'invalid_request_error', broken[1], broken[2]);
    if ((mode !== 'payment' && mode !== 'subscription') || !successUrl) return; // narrowed for TypeScript
    const trial = Number(str(obj(body.subscription_data).trial_period_days) ?? 0) > 0;
    // During a trial the recurring prices are not charged; one-time lines still are.
    const amountTotal = lines.reduce(
      (sum, line, index) =>
        trial && recurring[index]
          ? sum
          : sum + Number(str(line.quantity) ?? 1) * Number(str(prices[index]?.unit_amount) ?? 0),
      0,
    );
    const id = newId('cs_test_');
    const metadata = Object.fromEntries(
      Object.entries(obj(body.metadata)).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
    const session: FakeSession = {
      id,
      object: 'checkout.session',
      url: `${url}/pay/${id}`,
      status: 'open',
      payment_status: 'unpaid',
      mode,
      client_reference_id: str(body.client_reference_id),
      metadata,
      amount_total: amountTotal,
      currency: str(prices[0]?.currency) ?? 'eur',
      customer_email: str(body.customer_email),
      locale: str(body.locale),
      success_url: successUrl,
      cancel_url: str(body.cancel_url),
      subscription: null,
      payment_intent: null,
      created: now(),
      expires_at: Number(str(body.expires_at) ?? now() + 24 * 3600),
      livemode: false,
    };
    sessions.set(id, session);
    return JSON.stringify(session, null, 2);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const method = req.method ?? 'GET';
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    const body = parseStripeForm(raw);
    requests.push({ method, path, ...(idempotencyKey ? { idempotencyKey } : {}), body });

    // An injected failure stands for one that happens before the request reaches the API (load
    // balancer, lock timeout): nothing is stored for its idempotency key, so a retry can succeed.
    const failure = failures.shift();
    if (failure) return error(res, failure.status, failure.type, `Injected ${failure.status} failure.`);

    const payMatch = /^\/pay\/([^/]+)$/.exec(path);
    if (payMatch) return payPage(res, method, payMatch[1] ?? '');
    if (!path.startsWith('/v1/'))
      return error(res, 404, 'invalid_request_error', 'Unrecognized request URL.');

    const key = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!key) {
      return error(res, 401, 'invalid_request_error', 'You did not provide an API key. Use a Bearer header.');
    }
    if (options.apiKey && key !== options.apiKey) {
      const masked = `${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`;
      return error(
        res,
        401,
        'invalid_request_error',
        `Invalid API Key provided: ${masked}`,
        'api_key_invalid',
      );
    }

    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const scope = `${key}:${idempotencyKey}`;
      const previous = idempotencyKey ? idempotent.get(scope) : undefined;
      if (previous && previous.fingerprint !== raw) {
        const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`;
        return error(res, 400, 'idempotency_error', message);
      }
      if (previous) return send(res, 200, previous.body, { 'idempotent-replayed': 'true' });
      const created = createSession(res, body);
      if (typeof created !== 'string') return; // a validation error was sent; Stripe stores none of those
      if (idempotencyKey) idempotent.set(scope, { fingerprint: raw, body: created });
      return send(res, 200, created);
    }
    const expireMatch = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (method === 'POST' && expireMatch) {
      const session = sessions.get(decodeURIComponent(expireMatch[1] ?? ''));
      if (!session)
        return error(res, 404, 'invalid_request_error', 'No such checkout.session', 'resource_missing');
      if (session.status !== 'open') {
        const message = `Only Checkout Sessions with a status in ["open"] can be expired.`;
        return error(res, 400, 'invalid_request_error', message);
      }
      session.status = 'expired';
      return send(res, 200, session);
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'GET' && sessionMatch) {
      const id = decodeURIComponent(sessionMatch[1] ?? '');
      const session = sessions.get(id);
      if (session) return send(res, 200, session);
      const message = `No such checkout.session: '${id}'`;
      return error(res, 404, 'invalid_request_error', message, 'resource_missing');
    }
    return error(res, 404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  function payPage(res: ServerResponse, method: string, id: string) {
    const session = sessions.get(id);
    if (!session) return error(res, 404, 'invalid_request_error', 'No such checkout page.');
    if (method === 'POST') {
      if (session.status === 'open') pay(id);
      res.writeHead(303, { location: session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', id) });
      return res.end();
    }
    const amount = `${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}`;
    const cancel = session.cancel_url ? `<a href="${escapeHtml(session.cancel_url)}">Cancel</a>` : '';
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html><head><title>Fake Stripe Checkout</title></head><body>` +
        `<h1>Fake Stripe Checkout</h1><p>Status: ${session.status}</p><p>Total: ${amount}</p>` +
        `<form method="post" action="/pay/${escapeHtml(id)}"><button type="submit">Pay</button></form>${cancel}` +
        `</body></html>`,
    );
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((cause: unknown) => error(res, 500, 'api_error', String(cause)));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  url = `http://127.0.0.1:${port}`;

  /** A real-shaped event for the session as it is now, e.g. to post to our webhook endpoint. */
  const sessionEvent = (sessionId: string, type: string) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`unknown session ${sessionId}`);
    return JSON.stringify({
      id: newId('evt_test_'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: now(),
      data: { object: session },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    });
  };

  return {
    url,
    port,
    sessions,
    requests,
    pay,
    expire(sessionId: string) {
      const session = sessions.get(sessionId);
      if (!session || session.status !== 'open') throw new Error(`session ${sessionId} is not open`);
      session.status = 'expired';
    },
    sessionEvent,
    completedEvent: (sessionId: string) => sessionEvent(sessionId, 'checkout.session.completed'),
    /** The next request (of any kind) answers with this Stripe-shaped error, e.g. (500, 'api_error'). */
    failNext(status: number, errorType: string) {
      failures.push({ status, type: errorType });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeStripeServer = Awaited<ReturnType<typeof startFakeStripeServer>>;
