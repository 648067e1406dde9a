// `npm run page-builder --workspace @print/bench` (issue 25): the page builder in the system's Chromium on
// the production build. Ready: from opening /admin/pages/:id/edit of a page of READY_BLOCKS blocks (default
// 100) to its canvas showing every block (target ≤ 2 s). Keystroke: from a key pressed in a block's text
// field to that text on the canvas (the shop's page in the builder's frame), on a page of 200 blocks
// nested three deep (target p75 ≤ 50 ms, never over 200 ms). A measurement, not part of `npm test`.
/// <reference lib="dom" />
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { signIn, startBenchMailbox } from './auth-scenarios.ts';
import { request } from './http.ts';
import { assertPortFree, startServer, stopServer, waitForHealth } from './server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3330);
const HOST = 'localhost';
const base = `http://127.0.0.1:${PORT}`;
const ADMIN = { login: 'admin@druckerei.test', password: 'Admin#2026' };
const READY_BLOCKS = Number(process.env.READY_BLOCKS ?? 100);
const KEYSTROKES = Number(process.env.KEYSTROKES ?? 40);
/** PROFILE=file.cpuprofile: the browser's CPU profile of the keystrokes (open it in Chromium's DevTools). */
const PROFILE = process.env.PROFILE;
/** TRACE=file.json: a performance trace of the keystrokes (DevTools' Performance panel loads it). */
const TRACE = process.env.TRACE;

const text = (de: string) => ({ 'de-DE': de, 'en-GB': de });
const heading = (id: string) => ({ id, type: 'heading', props: { text: text(`Überschrift ${id}`) } });
const columns = (id: string, inner: unknown[][]) => ({
  id,
  type: 'columns',
  props: { perRow: inner.length, columns: inner.map((blocks) => ({ blocks })) },
});

/**
 * A page of about `blocks` blocks, three deep: each section holds a columns block whose two columns hold a
 * columns block each, whose columns hold headings (11 blocks a section).
 */
function nestedPage(blocks: number) {
  const sections = Array.from({ length: Math.ceil(blocks / 11) }, (_, s) => ({
    id: `s${s}`,
    settings: {},
    blocks: [
      columns(`c${s}`, [
        [
          columns(`c${s}a`, [
            [heading(`h${s}a1`), heading(`h${s}a2`)],
            [heading(`h${s}a3`), heading(`h${s}a4`)],
          ]),
        ],
        [
          columns(`c${s}b`, [
            [heading(`h${s}b1`), heading(`h${s}b2`)],
            [heading(`h${s}b3`), heading(`h${s}b4`)],
          ]),
        ],
      ]),
    ],
  }));
  return { schemaVersion: 1, sections };
}

async function createPage(
  cookie: string,
  slug: string,
  blocks: number,
): Promise<{ id: string; count: number }> {
  const document = nestedPage(blocks);
  const query = `mutation BenchPage($input: ContentPageInput!) { createContentPage(input: $input) { id } }`;
  const body = JSON.stringify({
    query,
    variables: {
      input: {
        title: [{ language: 'de-DE', text: slug }],
        slugs: [{ language: 'de-DE', text: slug }],
        document,
      },
    },
  });
  const response = await request(`${base}/service-api/graphql`, {
    host: HOST,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-print-csrf': '1', cookie },
    body,
  });
  const answer = JSON.parse(response.body) as {
    data?: { createContentPage: { id: string } };
    errors?: unknown;
  };
  if (!answer.data) throw new Error(`bench: the page was not created: ${response.body}`);
  return { id: answer.data.createContentPage.id, count: document.sections.length * 8 };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function openBuilder(page: Page, id: string, headings: number): Promise<number> {
  const started = performance.now();
  await page.goto(`http://${HOST}:${PORT}/admin/pages/${id}/edit`);
  await page
    .frameLocator('[data-testid="page-builder-canvas"]')
    .locator('[data-testid="content-page"] h2')
    .nth(headings - 1)
    .waitFor({ timeout: 60_000 });
  return performance.now() - started;
}

/** Types into the first heading's text field; each key's time until the canvas shows the new text. */
async function keystrokes(page: Page): Promise<number[]> {
  const canvas = page.frameLocator('[data-testid="page-builder-canvas"]');
  await canvas.locator('[data-block-id="h0a1"] h2').click();
  const field = page.getByLabel(/^Text \(/);
  await field.click();
  await field.press('End');
  await page.evaluate(() => {
    const frame = document.querySelector<HTMLIFrameElement>('[data-testid="page-builder-canvas"]')!;
    const target = frame.contentDocument!.querySelector('[data-block-id="h0a1"]')!;
    const state = { pressed: 0, latencies: [] as number[] };
    (window as unknown as { benchKeys: typeof state }).benchKeys = state;
    const now = () => performance.timeOrigin + performance.now();
    document.addEventListener('keydown', () => (state.pressed = now()), true);
    const frameNow = () =>
      frame.contentWindow!.performance.timeOrigin + frame.contentWindow!.performance.now();
    new (frame.contentWindow as unknown as typeof window).MutationObserver(() => {
      if (state.pressed) state.latencies.push(frameNow() - state.pressed);
      state.pressed = 0;
    }).observe(target, { subtree: true, characterData: true, childList: true });
  });
  const profiler = PROFILE ? await page.context().newCDPSession(page) : null;
  if (TRACE)
    await page
      .context()
      .browser()!
      .startTracing(page, { path: TRACE, categories: ['toplevel', 'devtools.timeline', 'v8.execute'] });
  if (profiler) {
    await profiler.send('Profiler.enable');
    await profiler.send('Profiler.setSamplingInterval', { interval: 100 });
    await profiler.send('Profiler.start');
  }
  for (let i = 0; i < KEYSTROKES; i++) {
    await page.keyboard.press('x');
    await page.waitForFunction(
      (n) => (window as unknown as { benchKeys: { latencies: number[] } }).benchKeys.latencies.length > n,
      i,
    );
  }
  if (profiler) {
    const { profile } = await profiler.send('Profiler.stop');
    await writeFile(PROFILE!, JSON.stringify(profile));
  }
  if (TRACE) await page.context().browser()!.stopTracing();
  return page.evaluate(
    () => (window as unknown as { benchKeys: { latencies: number[] } }).benchKeys.latencies,
  );
}

async function main() {
  await assertPortFree(PORT);
  const mailbox = await startBenchMailbox();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'print-bench-builder-'));
  const server = startServer({
    port: PORT,
    dataDir,
    env: { ALLOW_EMBEDDED_DATABASE: '1', SMTP_URL: mailbox.url, AUTH_RATE_LIMIT_FACTOR: '1000' },
  });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    await waitForHealth(server, PORT, performance.now());
    const { access, refresh } = await signIn(base, HOST, mailbox, ADMIN);
    const cookie = `print_at=${access}; print_rt=${refresh}`;
    const ready = await createPage(cookie, 'bench-builder-ready', READY_BLOCKS);
    const large = await createPage(cookie, 'bench-builder-large', 200);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies([
      { name: 'print_at', value: access, domain: HOST, path: '/' },
      { name: 'print_rt', value: refresh, domain: HOST, path: '/' },
    ]);
    const page = await context.newPage();
    // Once to fill the browser's cache (an editor opens the builder more than once), then measured.
    await openBuilder(page, ready.id, ready.count);
    const readyTimes = [];
    for (let run = 0; run < 3; run++) readyTimes.push(await openBuilder(page, ready.id, ready.count));
    await openBuilder(page, large.id, large.count);
    const latencies = await keystrokes(page);
    console.log(
      `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}; load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    console.log(`| measure | result |\n|---|---:|`);
    console.log(
      `| ready, ${READY_BLOCKS} blocks (median of 3) | ${percentile(readyTimes, 50).toFixed(0)} ms |`,
    );
    console.log(`| keystroke → canvas, 200 blocks, p50 | ${percentile(latencies, 50).toFixed(1)} ms |`);
    console.log(`| keystroke → canvas, 200 blocks, p75 | ${percentile(latencies, 75).toFixed(1)} ms |`);
    console.log(`| keystroke → canvas, 200 blocks, max | ${Math.max(...latencies).toFixed(1)} ms |`);
  } finally {
    await browser.close();
    await stopServer(server);
    await mailbox.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
