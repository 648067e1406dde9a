// `npm run bench`: starts the production server on a fresh embedded database and measures the hot paths
// with autocannon. Prints req/s and p50/p99 latency per scenario; copy the table into docs/benchmarks.md.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir, cpus, totalmem } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { LOGIN_BODY, refreshOptions, signInForRefresh, startBenchMailbox } from './auth-scenarios.ts';
import { runCheckoutBench } from './checkout-scenario.ts';
import { addToCartOptions, productListBody, seedBenchCatalogue } from './shop-scenarios.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3300);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const CHECKOUT_BUYERS = Number(process.env.BENCH_BUYERS ?? 50);
const base = `http://127.0.0.1:${PORT}`;

type Scenario = {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  host: string;
  body?: string;
  headers?: Record<string, string>;
  /** Extra autocannon options prepared against the running server (e.g. a signed-in session). */
  prepare?: () => Promise<Partial<autocannon.Options>>;
};

const translationsQuery = JSON.stringify({
  operationName: 'TranslationsByTenant',
  query:
    'query TranslationsByTenant($input: TranslationsByTenantInput!) { translationsByTenant(input: $input) { translationKey baseTranslation languageCode group context tags translations { languageCode translation } } }',
  variables: { input: {} },
});

let mailbox: Awaited<ReturnType<typeof startBenchMailbox>>;

const allScenarios: Scenario[] = [
  { name: 'SSR home page (druckerei, de-DE)', path: '/', host: 'localhost' },
  { name: 'SSR home page (northprint, en-GB)', path: '/', host: 'northprint.localhost' },
  { name: 'SSR catalogue page (24 products, categories with previews)', path: '/catalog', host: 'localhost' },
  { name: 'SSR product page (business card)', path: '/products/visitenkarten-standard', host: 'localhost' },
  {
    name: 'GraphQL product list (24 products with prices)',
    path: '/service-api/graphql?c=BenchProducts',
    method: 'POST',
    host: 'localhost',
    body: productListBody,
    headers: { 'content-type': 'application/json', 'x-print-csrf': '1' },
  },
  {
    name: 'add to cart (personalised business card, checked and priced)',
    path: '/service-api/graphql?c=BenchAdd',
    method: 'POST',
    host: 'localhost',
    prepare: () => addToCartOptions(base, 'localhost'),
  },
  {
    name: 'GraphQL translationsByTenant (all entries)',
    path: '/service-api/graphql?c=TranslationsByTenant',
    method: 'POST',
    host: 'localhost',
    body: translationsQuery,
    headers: { 'content-type': 'application/json', 'x-print-csrf': '1' },
  },
  {
    name: 'refresh (token rotation + session check)',
    path: '/service-api/auth/refresh',
    method: 'POST',
    host: 'localhost',
    prepare: async () => refreshOptions('localhost', await signInForRefresh(base, 'localhost', mailbox)),
  },
  {
    name: 'login, password step (argon2id verify + code mail queued)',
    path: '/service-api/auth/login',
    method: 'POST',
    host: 'localhost',
    body: LOGIN_BODY,
    headers: { 'content-type': 'application/json', 'x-print-csrf': '1' },
  },
  { name: 'health', path: '/service-api/health', host: 'localhost' },
];
// BENCH_ONLY=<part of a name> runs just the matching scenarios.
const scenarios = allScenarios.filter(
  (s) => !process.env.BENCH_ONLY || s.name.includes(process.env.BENCH_ONLY),
);

async function waitForHealth(timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(`${base}/service-api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not become healthy');
}

async function main() {
  mailbox = await startBenchMailbox();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'print-bench-'));
  await seedBenchCatalogue({ dataDir, databaseUrl: process.env.BENCH_DATABASE_URL });
  const server = spawn(process.execPath, ['--experimental-strip-types', 'src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../apps/server'),
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      SEED_DEMO: '1',
      // Optional: the production setup. A database of its own (the demo tenants are seeded once).
      // Without it, production mode on the embedded database, which production only runs on when asked.
      ...(process.env.BENCH_DATABASE_URL
        ? { DATABASE_URL: process.env.BENCH_DATABASE_URL, APP_SECRET: randomBytes(32).toString('hex') }
        : { ALLOW_EMBEDDED_DATABASE: '1' }),
      ...(process.env.BENCH_REDIS_URL ? { REDIS_URL: process.env.BENCH_REDIS_URL } : {}),
      LOG_LEVEL: 'warn',
      SMTP_URL: mailbox.url,
      // The bench signs in thousands of times from one address; production keeps the real limits.
      AUTH_RATE_LIMIT_FACTOR: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth();
    console.log(
      `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    );
    const store = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded database (PGlite)';
    const cache = process.env.BENCH_REDIS_URL ? ' + Redis' : '';
    console.log(`Each scenario: ${DURATION} s, ${CONNECTIONS} connections, ${store}${cache}\n`);
    console.log('| scenario | req/s | p50 ms | p99 ms | errors |');
    console.log('|---|---:|---:|---:|---:|');
    for (const s of scenarios) {
      const result = await autocannon({
        url: `${base}${s.path}`,
        method: s.method ?? 'GET',
        headers: { host: s.host, ...s.headers },
        body: s.body,
        connections: CONNECTIONS,
        duration: DURATION,
        ...(s.prepare ? await s.prepare() : {}),
      });
      const errors = result.errors + result.non2xx;
      console.log(
        `| ${s.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${errors} |`,
      );
    }
    if (!process.env.BENCH_ONLY || 'checkout'.includes(process.env.BENCH_ONLY)) {
      const checkout = await runCheckoutBench(base, 'localhost', {
        buyers: CHECKOUT_BUYERS,
        seconds: DURATION,
      });
      console.log(
        `| checkout on invoice (${CHECKOUT_BUYERS} concurrent buyers; orders/s, placeOrder latency) | ${checkout.ordersPerSecond} | ${checkout.p50} | ${checkout.p99} | ${checkout.errors} |`,
      );
    }
  } finally {
    await mailbox.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
