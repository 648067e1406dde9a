// Starting and stopping the production server for the bench, and the bench's own PostgreSQL database.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { SERVER_MALLOC_ENV, SERVER_NODE_FLAGS } from '../apps/server/src/platform/memory-settings.ts';

export type ServerOptions = { port: number; dataDir: string; env?: Record<string, string> };

/**
 * BENCH_SERVER_ENV="WEB_CONCURRENCY=2 OTHER=x": settings handed to the server as they are (e.g. the number
 * of workers), applied last so they win over the bench's own.
 */
export function serverEnvFromBench(): Record<string, string> {
  const pairs = (process.env.BENCH_SERVER_ENV ?? '').split(/\s+/).filter(Boolean);
  return Object.fromEntries(
    pairs.map((pair) => {
      const at = pair.indexOf('=');
      if (at < 1) throw new Error(`BENCH_SERVER_ENV: "${pair}" is not NAME=value`);
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
}

/** The production server (`NODE_ENV=production`), as `npm start` runs it, after the web build. */
export function startServer(options: ServerOptions): ChildProcess {
  return spawn(process.execPath, ['--experimental-strip-types', ...SERVER_NODE_FLAGS, 'src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../apps/server'),
    env: {
      ...process.env,
      ...SERVER_MALLOC_ENV,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      NODE_ENV: 'production',
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      ...options.env,
      ...serverEnvFromBench(),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Another server on the bench's port would be measured instead of ours: refuse to start. */
export function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () =>
      reject(new Error(`port ${port} is in use; choose a free one (BENCH_PORT, LIGHTHOUSE_PORT)`)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** Polls the health route until it answers 200; returns the milliseconds since `since`. */
export async function waitForHealth(server: ChildProcess, port: number, since: number, pollMs = 500) {
  while (performance.now() - since < 120_000) {
    if (server.exitCode !== null) throw new Error(`the server ended with code ${server.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/service-api/health`)).ok) return performance.now() - since;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
  throw new Error('server did not become healthy');
}

export async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await exited;
}

export const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

/**
 * Drops and creates the bench's PostgreSQL database, so every run starts empty (migrations, demo and
 * bench seed). Only a database whose name says it is a bench's: never anyone's data by a typo.
 */
export async function recreateDatabase(url: string) {
  const name = databaseName(url);
  if (!/bench/i.test(name)) {
    throw new Error(`BENCH_DATABASE_URL: the database is dropped first, so its name must contain "bench"`);
  }
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    const quoted = `"${name.replaceAll('"', '""')}"`;
    await client.query(`drop database if exists ${quoted} with (force)`);
    await client.query(`create database ${quoted}`);
  } finally {
    await client.end();
  }
}
