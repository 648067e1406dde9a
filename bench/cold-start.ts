// Embedded cold start (issue 13): from an empty data directory (migrations, demo seed, app secret) to
// the health route's 200, after the build; then a restart on the same directory. Several runs, median.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { assertPortFree, startServer, stopServer, waitForHealth } from './server.ts';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function timeStart(port: number, dataDir: string, smtpUrl: string) {
  await assertPortFree(port);
  const started = performance.now();
  const server = startServer({ port, dataDir, env: { ALLOW_EMBEDDED_DATABASE: '1', SMTP_URL: smtpUrl } });
  try {
    // Polled often: the figure is seconds, and a 500 ms poll would round it up by up to half a second.
    return await waitForHealth(server, port, started, 20);
  } finally {
    await stopServer(server);
  }
}

export async function measureColdStarts(options: { port: number; runs: number; smtpUrl: string }) {
  const cold: number[] = [];
  const restart: number[] = [];
  for (let run = 0; run < options.runs; run++) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'print-cold-'));
    try {
      cold.push(await timeStart(options.port, dataDir, options.smtpUrl));
      restart.push(await timeStart(options.port, dataDir, options.smtpUrl));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  const seconds = (values: number[]) => values.map((v) => (v / 1000).toFixed(2)).join(', ');
  console.log(`\nEmbedded cold start (empty data dir → health 200), ${options.runs} runs:`);
  console.log(`| start | median s | runs s |\n|---|---:|---|`);
  console.log(`| cold (empty data dir) | ${(median(cold) / 1000).toFixed(2)} | ${seconds(cold)} |`);
  console.log(`| restart (same data dir) | ${(median(restart) / 1000).toFixed(2)} | ${seconds(restart)} |`);
}
