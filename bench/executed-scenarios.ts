// Scenarios of `npm run bench` that the anonymous caches do not answer (issue 23): the walk over every
// product page of the bench shop (each a miss: the page cache holds fewer pages than the walk), visitors
// with a temporary session (every call executed), and signed-in pages of a shopper and of the admin.
import type { Client, Options } from 'autocannon';
import { request } from './http.ts';
import { shopperCookie, type startBenchMailbox } from './auth-scenarios.ts';
import { BENCH_ADMIN, BENCH_HOST, BENCH_PRODUCTS, BENCH_SHOPPER, benchProductSlug } from './bench-tenant.ts';
import type { Scenario } from './scenario.ts';
import { productDetailBody, productListBody, visitorCookie } from './shop-scenarios.ts';

type Mailbox = Awaited<ReturnType<typeof startBenchMailbox>>;

const json = { 'content-type': 'application/json', 'x-print-csrf': '1' };
// A connection's own headers replace the scenario's: the bench's accept-encoding is repeated (run.ts).
const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING ?? 'br, gzip';
const encoding: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};

/** Every connection a visitor of its own, with a temporary session (their calls are never shared). */
async function perVisitorSession(
  base: string,
  host: string,
  connections: number,
  headers: Record<string, string> = {},
): Promise<Partial<Options>> {
  const cookies = await Promise.all(Array.from({ length: connections }, () => visitorCookie(base, host)));
  let next = 0;
  return {
    setupClient(client: Client) {
      client.setHeaders({ ...headers, host, cookie: cookies[next++ % cookies.length]! });
    },
  };
}

/**
 * The product pages of the bench shop one after another, all connections together: every request asks
 * the next product (1, 2, … BENCH_PRODUCTS, then again). `misses`: each lap asks with its own query
 * string, so every request is a miss however many pages the cache holds. The first lap is walked before
 * the run (`walkFirstLap`), so the measured laps find the product data in the shared reads, as a shop's
 * pages after their first visitor do, however fast the machine is (a warm-up in seconds did not cover a
 * lap on a slow machine, and the run then measured the first reads of the products).
 */
function walkOptions(misses: boolean): Partial<Options> {
  let next = BENCH_PRODUCTS;
  const nextPath = () => {
    const n = next++;
    const lap = Math.floor(n / BENCH_PRODUCTS);
    const query = misses ? `?lap=${lap}` : '';
    return `/products/${benchProductSlug((n % BENCH_PRODUCTS) + 1)}${query}`;
  };
  return { requests: [{ setupRequest: (req) => ({ ...req, path: nextPath() }) }] };
}

/** Every product page once, a few at a time (lap 0 of the walk); throws on an error answer. */
async function walkFirstLap(base: string, headers: Record<string, string> = {}) {
  let next = 0;
  const worker = async () => {
    while (next < BENCH_PRODUCTS) {
      const n = ++next;
      const page = await request(`${base}/products/${benchProductSlug(n)}?lap=0`, {
        host: BENCH_HOST,
        headers: { ...encoding, ...headers },
      });
      if (!page.ok) throw new Error(`bench walk: product ${n} answered ${page.status}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

export function executedScenarios(base: string, connections: number, mailbox: Mailbox): Scenario[] {
  return [
    {
      name: `SSR product pages walk, anonymous, all ${BENCH_PRODUCTS} products in turn (bench shop; every request a miss)`,
      path: `/products/${benchProductSlug(1)}`,
      host: BENCH_HOST,
      prepare: async () => {
        await walkFirstLap(base);
        return walkOptions(true);
      },
    },
    {
      name: `SSR product pages walk, temporary session on every connection (bench shop; executed)`,
      path: `/products/${benchProductSlug(1)}`,
      host: BENCH_HOST,
      prepare: async () => {
        await walkFirstLap(base);
        return {
          ...walkOptions(false),
          ...(await perVisitorSession(base, BENCH_HOST, connections, {
            ...encoding,
          })),
        };
      },
    },
    {
      name: 'GraphQL product list with a temporary session on every connection (bench shop; executed)',
      path: '/service-api/graphql?c=BenchProducts',
      method: 'POST',
      host: BENCH_HOST,
      body: productListBody,
      headers: json,
      prepare: () => perVisitorSession(base, BENCH_HOST, connections, { ...json, ...encoding }),
    },
    {
      name: 'GraphQL product detail with a temporary session on every connection (bench shop; executed)',
      path: '/service-api/graphql?c=BenchProduct',
      method: 'POST',
      host: BENCH_HOST,
      body: productDetailBody(benchProductSlug()),
      headers: json,
      prepare: () => perVisitorSession(base, BENCH_HOST, connections, { ...json, ...encoding }),
    },
    {
      name: 'SSR account page, signed-in shopper (bench shop)',
      path: '/account',
      host: BENCH_HOST,
      expect: 'Mustermann',
      prepare: async () => ({
        headers: { host: BENCH_HOST, cookie: await shopperCookie(base, BENCH_HOST, mailbox, BENCH_SHOPPER) },
      }),
    },
    {
      name: 'SSR admin products page, signed-in admin (bench shop, 1,000 products)',
      path: '/admin/products',
      host: BENCH_HOST,
      prepare: async () => ({
        headers: { host: BENCH_HOST, cookie: await shopperCookie(base, BENCH_HOST, mailbox, BENCH_ADMIN) },
      }),
    },
    {
      name: 'SSR admin dashboard, signed-in admin (bench shop)',
      path: '/admin/dashboard',
      host: BENCH_HOST,
      prepare: async () => ({
        headers: { host: BENCH_HOST, cookie: await shopperCookie(base, BENCH_HOST, mailbox, BENCH_ADMIN) },
      }),
    },
  ];
}
