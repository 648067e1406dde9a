// The print file of an order for `npm run bench` (issue 15): a shopper orders a personalised business
// card on invoice, and the time is taken from the order's answer until the admin's order detail reports
// its print-ready PDF ready (made by the job the placement queued). One order at a time, so each figure
// is one card's way through the queue, the renderer and the storage, not a backlog's.
import { shopperCookie, type startBenchMailbox } from './auth-scenarios.ts';
import { graphql, request } from './http.ts';

type Mailbox = Awaited<ReturnType<typeof startBenchMailbox>>;
export type PrintFileBenchResult = { orders: number; p50: number; max: number; failed: number };

const POLL_MS = 20;
const GIVE_UP_MS = 30_000;
const BILLING = {
  firstName: 'Erika',
  lastName: 'Mustermann',
  email: 'erika@example.com',
  street: 'Hauptstraße 1',
  zipCode: '10115',
  city: 'Berlin',
  country: 'DE',
};

/** A mutation with variables, as the shop's browser code sends it; throws on an error answer. */
async function mutate<T>(base: string, host: string, cookie: string, query: string, variables: object) {
  const response = await request(`${base}/service-api/graphql`, {
    host,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-print-csrf': '1', cookie },
    body: JSON.stringify({ query, variables }),
  });
  const parsed = JSON.parse(response.body) as { data?: T; errors?: unknown[] };
  if (!response.ok || parsed.errors || !parsed.data)
    throw new Error(`bench GraphQL failed: ${response.body}`);
  return parsed.data;
}

/** Milliseconds from the order's answer to its print file being ready (null: it failed or never came). */
async function oneOrder(
  base: string,
  host: string,
  shopper: string,
  admin: string,
  productId: string,
  n: number,
) {
  const fieldValues = { firstName: 'Erika', lastName: `Mustermann ${n}`, email: 'erika@example.com' };
  await mutate(
    base,
    host,
    shopper,
    'mutation BenchPrintAdd($input: CartItemInput!) { addCartItem(kind: cart, input: $input, contentReleased: true) { id } }',
    { input: { productId, quantity: 250, fieldValues } },
  );
  const { placeOrder } = await mutate<{ placeOrder: { id: string } }>(
    base,
    host,
    shopper,
    'mutation BenchPrintOrder($input: CheckoutInput!) { placeOrder(input: $input) { id } }',
    {
      input: {
        billingAddress: BILLING,
        shippingSameAsBilling: true,
        acceptTerms: true,
        paymentMethod: 'invoice',
      },
    },
  );
  const placed = performance.now();
  while (performance.now() - placed < GIVE_UP_MS) {
    const { order } = await graphql<{ order: { items: { printFile: { status: string } | null }[] } }>(
      base,
      host,
      `query BenchPrintFile { order(id: "${placeOrder.id}") { items { printFile { status } } } }`,
      admin,
    );
    const status = order.items[0]?.printFile?.status;
    if (status === 'ready') return performance.now() - placed;
    if (status === 'failed') return null;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return null;
}

export async function runPrintFileBench(
  base: string,
  host: string,
  mailbox: Mailbox,
  options: { orders: number },
): Promise<PrintFileBenchResult> {
  const shopper = await shopperCookie(base, host, mailbox, { login: 'kunde', password: 'Kunde#2026' });
  const admin = await shopperCookie(base, host, mailbox, { login: 'admin', password: 'Admin#2026' });
  const { product } = await graphql<{ product: { id: string } }>(
    base,
    host,
    'query BenchPrintProduct { product(slug: "visitenkarten-standard") { id } }',
  );
  const times: number[] = [];
  let failed = 0;
  for (let n = 0; n < options.orders; n++) {
    const time = await oneOrder(base, host, shopper, admin, product.id, n);
    if (time === null) failed += 1;
    else times.push(time);
  }
  const sorted = times.sort((a, b) => a - b);
  return {
    orders: times.length,
    p50: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
    max: Math.round(sorted.at(-1) ?? 0),
    failed,
  };
}
