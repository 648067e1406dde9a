// Checkout under load for `npm run bench` (issue 5): `buyers` shoppers at once, each in its own
// temporary session, repeatedly putting a personalised item in the cart and ordering it on invoice
// (cart re-check, pricing, stock update, order snapshot, confirmation mail queued). Autocannon cannot
// keep a cart per connection, so this is a small closed-loop driver with the same figures.

const json = { 'content-type': 'application/json', 'x-print-csrf': '1' };

const ADD = `mutation BenchCheckoutAdd($input: CartItemInput!) { addCartItem(kind: cart, input: $input, contentReleased: true) { id } }`;
const PLACE = `mutation BenchPlaceOrder($input: CheckoutInput!) { placeOrder(input: $input) { id number } }`;
const BILLING = {
  firstName: 'Erika',
  lastName: 'Mustermann',
  email: 'erika@example.com',
  street: 'Hauptstraße 1',
  zipCode: '10115',
  city: 'Berlin',
  country: 'DE',
};

export type CheckoutBenchResult = {
  orders: number;
  ordersPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
};

async function call(
  base: string,
  host: string,
  cookie: string,
  operation: string,
  query: string,
  variables: object,
) {
  const response = await fetch(`${base}/service-api/graphql?c=${operation}`, {
    method: 'POST',
    headers: { ...json, host, cookie },
    body: JSON.stringify({ operationName: operation, query, variables }),
  });
  const body = (await response.json()) as { errors?: unknown[] };
  return response.ok && !body.errors;
}

async function buyerSession(base: string, host: string): Promise<string> {
  const session = await fetch(`${base}/service-api/auth/temporarySession`, {
    method: 'POST',
    headers: { ...json, host },
    body: JSON.stringify({ language: 'de-DE' }),
  });
  if (!session.ok) throw new Error(`bench temporary session failed: ${session.status}`);
  return session.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;

/** Latency is the order request alone (placeOrder); adding to the cart is the buyer's think time. */
export async function runCheckoutBench(
  base: string,
  host: string,
  options: { buyers: number; seconds: number },
): Promise<CheckoutBenchResult> {
  const found = await fetch(`${base}/service-api/graphql?c=BenchProduct`, {
    method: 'POST',
    headers: { ...json, host },
    body: JSON.stringify({ query: 'query BenchProduct { product(slug: "visitenkarten-standard") { id } }' }),
  });
  const productId = ((await found.json()) as { data: { product: { id: string } } }).data.product.id;
  const item = {
    input: {
      productId,
      quantity: 250,
      fieldValues: { firstName: 'Erika', lastName: 'Mustermann', email: 'erika@example.com' },
    },
  };
  const order = {
    input: {
      billingAddress: BILLING,
      shippingSameAsBilling: true,
      acceptTerms: true,
      paymentMethod: 'invoice',
    },
  };
  const cookies = await Promise.all(Array.from({ length: options.buyers }, () => buyerSession(base, host)));
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const end = started + options.seconds * 1000;
  await Promise.all(
    cookies.map(async (cookie) => {
      while (performance.now() < end) {
        if (!(await call(base, host, cookie, 'BenchCheckoutAdd', ADD, item))) {
          errors += 1;
          continue;
        }
        const before = performance.now();
        const ok = await call(base, host, cookie, 'BenchPlaceOrder', PLACE, order);
        latencies.push(performance.now() - before);
        if (!ok) errors += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    orders: latencies.length - errors,
    ordersPerSecond: Math.round((latencies.length - errors) / elapsed),
    p50: Math.round(percentile(sorted, 50)),
    p99: Math.round(percentile(sorted, 99)),
    errors,
  };
}
