import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { SERVER_MALLOC_ENV, SERVER_NODE_FLAGS } from '../platform/memory-settings.ts';
import type { Database } from '../platform/db/client.ts';
import type { TestApp } from './test-app.ts';

// The server as its own process (main.ts, as `npm start` runs it), for tests of several instances: what
// they share must go through PostgreSQL and Redis, never through the test's memory.

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export type ServerProcess = {
  port: number;
  process: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
};

/** Starts main.ts on a free port with `env` and waits until its health route answers. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--experimental-strip-types', ...SERVER_NODE_FLAGS, 'src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      ...SERVER_MALLOC_ENV,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server ended with code ${child.exitCode}:\n${output}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/service-api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { port, process: child, output: () => output, stop };
    if (Date.now() - started > 120_000) {
      await stop();
      throw new Error(`the server did not become healthy:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

type InjectOptions = {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | object;
};

/**
 * The test helpers (auth-helpers.ts, checkout-helpers.ts) for a server process: their `app.inject` goes
 * over HTTP to the process, their database reads go to `database` (the same PostgreSQL database).
 */
export function processAsTestApp(server: ServerProcess, database: Database): TestApp {
  const inject = (options: InjectOptions) =>
    new Promise((resolve, reject) => {
      const body =
        options.payload === undefined
          ? undefined
          : typeof options.payload === 'string'
            ? options.payload
            : JSON.stringify(options.payload);
      const headers: Record<string, string> = { ...options.headers };
      if (body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
      // Host as the browser sends it for the shop (`localhost` is the first tenant).
      const outgoing = httpRequest(
        { host: '127.0.0.1', port: server.port, method: options.method ?? 'GET', path: options.url, headers },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({
              statusCode: response.statusCode,
              headers: response.headers,
              body: text,
              json: () => JSON.parse(text) as unknown,
            });
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  // Only what the helpers use: `app.inject` and `database`.
  return { app: { inject }, database } as unknown as TestApp;
}
