import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsQueuedSoFar } from '../testing/job-queue-helpers.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const serverDir = path.resolve(import.meta.dirname, '../..');

/** One request on a connection of its own: the cluster hands each new connection to the next worker. */
function health(port: number): Promise<{ status: number; body: { worker?: number; db?: string } }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { port, host: '127.0.0.1', path: '/service-api/health', agent: false },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as never }));
      },
    );
    request.on('error', reject);
  });
}

/** Waits until the server's log has a line matching `pattern` (the primary logs each worker it starts). */
function waitForLog(server: ChildProcess, log: { text: string }, pattern: RegExp, count = 1) {
  return new Promise<void>((resolve, reject) => {
    const check = () => {
      if ((log.text.match(new RegExp(pattern, 'g')) ?? []).length >= count) {
        server.stdout?.off('data', check);
        server.off('exit', failed);
        resolve();
      }
    };
    const failed = (code: number | null) => reject(new Error(`server exited (${code}):\n${log.text}`));
    server.stdout?.on('data', check);
    server.once('exit', failed);
    check();
  });
}

/** Worker number → process id, from the primary's "worker listening" lines. */
const workerPids = (text: string) =>
  new Map([...text.matchAll(/"worker":(\d+),"workerPid":(\d+)/g)].map((m) => [Number(m[1]), Number(m[2])]));

describe.skipIf(!adminUrl)('WEB_CONCURRENCY=2 on PostgreSQL (needs TEST_DATABASE_URL)', () => {
  const name = `test_cluster_${randomBytes(6).toString('hex')}`;
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const log = { text: '' };
  let server: ChildProcess;
  let dataDir: string;
  let databaseUrl: URL;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    databaseUrl = new URL(adminUrl!);
    databaseUrl.pathname = `/${name}`;
    dataDir = await mkdtemp(path.join(tmpdir(), 'print-cluster-'));
    server = spawn(process.execPath, ['--experimental-strip-types', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl.toString(),
        APP_SECRET: randomBytes(32).toString('hex'),
        ALLOW_LOG_ONLY_MAIL: '1',
        SEED_DEMO: '1',
        WEB_CONCURRENCY: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk: Buffer) => (log.text += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (log.text += chunk.toString()));
    await waitForLog(server, log, /"workers":2,"msg":"shop ready"/);
  });

  afterAll(async () => {
    if (server.exitCode === null) {
      server.kill('SIGKILL');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    await rm(dataDir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('answers from both workers, each on the database the main process migrated and seeded once', async () => {
    const workers = new Set<number | undefined>();
    for (let i = 0; i < 6; i += 1) {
      const answer = await health(port);
      expect(answer).toMatchObject({ status: 200, body: { db: 'postgres' } });
      workers.add(answer.body.worker);
    }
    expect([...workers].sort()).toEqual([1, 2]);
    expect([...workerPids(log.text).keys()].sort()).toEqual([1, 2]);
    // The demo shop the main process seeded before starting the workers.
    const page = await fetch(`http://127.0.0.1:${port}/catalog`, { headers: { host: 'localhost' } });
    expect(page.status).toBe(200);
  });

  it('starts both workers without a job failing for want of a running queue', async () => {
    // Issue 23: a start-up job one worker queued (mail sweep) was fetched by the other before that one
    // had registered its queue, and failed with "the job queue is not running".
    // Both workers queued their start-up jobs before they listened: once those have run, none can fail.
    const jobs = await jobsQueuedSoFar(databaseUrl.toString());
    expect(jobs.filter((job) => job.name === 'mail.sweep').length).toBeGreaterThanOrEqual(2);
    const wantingQueue = jobs.filter((job) =>
      JSON.stringify(job.output).includes('job queue is not running'),
    );
    expect(wantingQueue).toEqual([]);
    expect(log.text).not.toContain('the job queue is not running');
  });

  it('replaces a worker that dies, and stops all workers on SIGTERM', async () => {
    process.kill(workerPids(log.text).get(1)!, 'SIGKILL');
    await waitForLog(server, log, /"msg":"worker listening"/, 3);
    const workers = new Set<number | undefined>();
    for (let i = 0; i < 6; i += 1) workers.add((await health(port)).body.worker);
    expect([...workers].sort()).toEqual([2, 3]);

    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of workerPids(log.text).values()) expect(() => process.kill(pid, 0)).toThrow();
  });
});
