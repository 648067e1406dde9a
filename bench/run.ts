// `npm run bench`: starts the production server on a fresh database with the demo shops and the bench
// shop (1,000 products × 10 variants) and measures the hot paths with autocannon: req/s, p50/p99 latency
// and CPU per request of the server (all its processes) and of a local PostgreSQL; then the server's
// memory and the embedded cold start. Copy the tables into docs/benchmarks.md.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startBenchMailbox } from './auth-scenarios.ts';
import { runCheckoutBench } from './checkout-scenario.ts';
import { measureColdStarts } from './cold-start.ts';
import { runPrintFileBench } from './print-file-scenario.ts';
import { runPriceImportBench } from './price-list-import-scenario.ts';
import { request } from './http.ts';
import {
  postgresCpuSeconds,
  postgresIsLocal,
  postgresTicks,
  treeCpuSeconds,
  treeRssBytes,
  waitForIdle,
} from './proc-stats.ts';
import { allScenarios, selected, type Scenario } from './scenarios.ts';
import {
  assertPortFree,
  databaseName,
  recreateDatabase,
  startServer,
  stopServer,
  waitForHealth,
} from './server.ts';
import { seedBenchCatalogue } from './shop-scenarios.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3300);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CHECKOUT_BUYERS = Number(process.env.BENCH_BUYERS ?? 50);
const COLD_STARTS = Number(process.env.BENCH_COLD_STARTS ?? 5);
const PRINT_FILE_ORDERS = Number(process.env.BENCH_PRINT_FILES ?? 10);
// As a browser asks; BENCH_ACCEPT_ENCODING= (empty) measures uncompressed answers.
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'br, gzip';
const DATABASE_URL = process.env.BENCH_DATABASE_URL;
const base = `http://127.0.0.1:${PORT}`;

/**
 * Server and database CPU used by `work`, in seconds (database: null when not measurable), read when the
 * server is idle before and again after it has finished every request `work` sent (a request still
 * running when the load stops is billed to it, not to the next scenario).
 */
async function withCpu<T>(serverPid: number, work: () => Promise<T>) {
  const database = DATABASE_URL && postgresIsLocal() ? databaseName(DATABASE_URL) : null;
  await waitForIdle(serverPid);
  const [server0, db0] = [treeCpuSeconds(serverPid), database ? postgresTicks(database) : null];
  const started = performance.now();
  const result = await work();
  await waitForIdle(serverPid);
  const server = treeCpuSeconds(serverPid) - server0;
  const db = database && db0 ? postgresCpuSeconds(db0, postgresTicks(database)) : null;
  return { result, server, db, seconds: (performance.now() - started) / 1000 };
}

const ms = (seconds: number | null, count: number) =>
  seconds === null || count === 0 ? '–' : ((seconds * 1000) / count).toFixed(2);

/**
 * One request before the load, so a scenario that silently measures an error page (a refused cookie, a
 * GraphQL error in a 200 answer, another tenant) stops the bench. Per-connection set-ups are not checked.
 */
async function checkAnswer(s: Scenario, options: autocannon.Options) {
  if (options.setupClient) return;
  const { 'accept-encoding': _, ...headers } = options.headers ?? {};
  const answer = await request(options.url, {
    host: s.host,
    method: options.method,
    headers,
    body: options.body,
  });
  const graphqlError = s.path.includes('/graphql') && /^\{"errors"|"errors":\[/.test(answer.body);
  if (!answer.ok || graphqlError || (s.expect && !answer.body.includes(s.expect))) {
    throw new Error(`${s.name}: unexpected answer ${answer.status} ${answer.body.slice(0, 300)}`);
  }
}

/** Answers per `x-cache` state (the page and GraphQL caches say hit, stale or miss; none: not cacheable). */
type CacheCounts = Record<'hit' | 'stale' | 'miss' | 'none', number>;

function countCacheStates(client: autocannon.Client, counts: CacheCounts) {
  // autocannon passes the parser's header info ({ headers: [name, value, …] }), not its typed shape.
  const onHeaders = (response: { headers: string[] }) => {
    const at = response.headers.findIndex((name, i) => i % 2 === 0 && name.toLowerCase() === 'x-cache');
    const state = at >= 0 ? response.headers[at + 1] : undefined;
    counts[state === 'hit' || state === 'stale' || state === 'miss' ? state : 'none'] += 1;
  };
  client.on('headers', onHeaders as never);
}

/** Hits (fresh or stale) of all answers, and what the rest were: "92 % (8 % miss)" or "– (none cacheable)". */
function hitRate(counts: CacheCounts): string {
  const all = counts.hit + counts.stale + counts.miss + counts.none;
  if (all === 0 || counts.none === all) return '–';
  const pct = (n: number) => `${Math.round((100 * n) / all)} %`;
  return `${pct(counts.hit + counts.stale)}${counts.none ? ` (${pct(counts.none)} uncached)` : ''}`;
}

async function runScenario(s: Scenario, serverPid: number) {
  const prepared = s.prepare ? await s.prepare() : {};
  const counts: CacheCounts = { hit: 0, stale: 0, miss: 0, none: 0 };
  const options: autocannon.Options = {
    url: `${base}${s.path}`,
    method: s.method ?? 'GET',
    body: s.body,
    connections: CONNECTIONS,
    ...prepared,
    setupClient(client) {
      prepared.setupClient?.(client);
      countCacheStates(client, counts);
    },
    headers: {
      host: s.host,
      ...(ACCEPT_ENCODING ? { 'accept-encoding': ACCEPT_ENCODING } : {}),
      ...s.headers,
      ...prepared.headers,
    },
  };
  await checkAnswer(s, { ...options, setupClient: prepared.setupClient });
  // Warm-up: compiled code paths, filled caches and pools, as in a running shop.
  if (WARMUP > 0) await autocannon({ ...options, duration: WARMUP });
  Object.assign(counts, { hit: 0, stale: 0, miss: 0, none: 0 });
  const { result, server, db, seconds } = await withCpu(serverPid, () =>
    autocannon({ ...options, duration: DURATION }),
  );
  // Every request sent is served to the end (also one whose answer came after the load stopped).
  const count = result.requests.sent;
  const errors = result.errors + result.non2xx;
  console.log(
    `| ${s.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${ms(server, count)} | ${(server / seconds).toFixed(2)} | ${ms(db, count)} | ${hitRate(counts)} | ${errors} |`,
  );
}

async function main() {
  await assertPortFree(PORT);
  const mailbox = await startBenchMailbox();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'print-bench-'));
  try {
    if (DATABASE_URL) await recreateDatabase(DATABASE_URL);
    const seeding = performance.now();
    await seedBenchCatalogue({ dataDir, databaseUrl: DATABASE_URL });
    console.log(`Seeded demo shops + bench shop in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    await mailbox.close();
    throw error;
  }
  const server = startServer({
    port: PORT,
    dataDir,
    env: {
      // Optional: the production setup. Without it, production mode on the embedded database, which
      // production only runs on when asked.
      ...(DATABASE_URL
        ? { DATABASE_URL, APP_SECRET: randomBytes(32).toString('hex') }
        : { ALLOW_EMBEDDED_DATABASE: '1' }),
      ...(process.env.BENCH_REDIS_URL ? { REDIS_URL: process.env.BENCH_REDIS_URL } : {}),
      SMTP_URL: mailbox.url,
      // The bench signs in thousands of times from one address; production keeps the real limits.
      AUTH_RATE_LIMIT_FACTOR: '1000000',
    },
  });
  let stopSampling = () => 0;
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
  try {
    await waitForHealth(server, PORT, performance.now());
    // The server's memory at its highest, sampled every second through the whole bench.
    let peakRss = 0;
    const sampling = setInterval(() => (peakRss = Math.max(peakRss, treeRssBytes(server.pid!))), 1000);
    stopSampling = () => {
      clearInterval(sampling);
      return peakRss;
    };
    console.log(
      `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; load average ${load()}`,
    );
    const store = DATABASE_URL ? 'PostgreSQL' : 'embedded database (PGlite)';
    const cache = process.env.BENCH_REDIS_URL ? ' + Redis' : '';
    console.log(
      `Each scenario: ${WARMUP} s warm-up, then ${DURATION} s, ${CONNECTIONS} connections (admin product list: 1), ${store}${cache}; accept-encoding: ${ACCEPT_ENCODING || 'none'}; server env: ${process.env.BENCH_SERVER_ENV ?? '–'}\n`,
    );
    console.log(
      '| scenario | req/s | p50 ms | p99 ms | server CPU ms/req | server cores | DB CPU ms/req | cache hits | errors |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
    const context = { base, connections: CONNECTIONS, mailbox };
    for (const s of allScenarios(context).filter((s) => selected(s.name))) await runScenario(s, server.pid!);
    // Before the checkout: its orders (business cards) queue print files of their own.
    if (selected('print file')) {
      await waitForIdle(server.pid!);
      const printFiles = await runPrintFileBench(base, 'localhost', mailbox, { orders: PRINT_FILE_ORDERS });
      console.log(
        `\nprint file of a business card, order → PDF ready (${printFiles.orders} orders one after another): p50 ${printFiles.p50} ms, max ${printFiles.max} ms, failed ${printFiles.failed}\n`,
      );
    }
    if (selected('price list import')) {
      await waitForIdle(server.pid!);
      const imported = await runPriceImportBench(base, 'localhost', mailbox);
      console.log(
        `\nprice list import, ${imported.rows} rows: preview ${imported.previewMs} ms, apply (all added) ${imported.addMs} ms, apply (all changed) ${imported.changeMs} ms\n`,
      );
    }
    const checkoutName = `checkout on invoice (${CHECKOUT_BUYERS} concurrent buyers; orders/s, placeOrder latency, CPU per order)`;
    if (selected(checkoutName)) {
      const {
        result,
        server: cpu,
        db,
        seconds,
      } = await withCpu(server.pid!, () =>
        runCheckoutBench(base, 'localhost', { buyers: CHECKOUT_BUYERS, seconds: DURATION }),
      );
      console.log(
        `| ${checkoutName} | ${result.ordersPerSecond} | ${result.p50} | ${result.p99} | ${ms(cpu, result.orders)} | ${(cpu / seconds).toFixed(2)} | ${ms(db, result.orders)} | – | ${result.errors} |`,
      );
    }
    const peak = stopSampling();
    console.log(
      `\nServer RSS after the bench (all its processes): ${Math.round(treeRssBytes(server.pid!) / 2 ** 20)} MiB, peak ${Math.round(peak / 2 ** 20)} MiB`,
    );
    console.log(`Load average at the end: ${load()}`);
  } finally {
    stopSampling();
    await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
  }
  try {
    if (selected('embedded cold start'))
      await measureColdStarts({ port: PORT, runs: COLD_STARTS, smtpUrl: mailbox.url });
  } finally {
    await mailbox.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
