import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../testing/test-app.ts';
import type { Database } from '../db/client.ts';
import { withTenant } from '../db/tenant-scope.ts';
import {
  jobQueueOf,
  sendAfterCommit,
  startJobQueue,
  type JobDefinition,
  type JobQueue,
} from './job-queue.ts';

// The job queue on the real database (PGlite, or PostgreSQL with TEST_DATABASE_URL): retries with
// backoff, failures kept with their error, progress, tenants kept apart, queueing at commit only,
// jobs surviving a restart, and each job run once by two queues working the same database.

const TENANT_A = '00000000-0000-4000-8000-00000000000a';
const TENANT_B = '00000000-0000-4000-8000-00000000000b';
const log = pino({ level: 'silent' });

let database: Database;
let connectAgain: () => Promise<Database>;
let drop: () => Promise<void>;
const runs: { name: string; data: unknown; attempt: number }[] = [];
let release: () => void = () => undefined;

const definitions = (): JobDefinition<never>[] =>
  [
    {
      name: 'test.flaky',
      retry: { limit: 2, delaySeconds: 1 },
      run: async (data: { failTimes: number }, job) => {
        runs.push({ name: 'test.flaky', data, attempt: job.attempt });
        if (job.attempt <= data.failTimes) throw new Error(`printer jammed on attempt ${job.attempt}`);
        return { ok: true };
      },
    },
    {
      name: 'test.steps',
      run: async (_data: { tenantId: string }, job) => {
        await job.progress(40, 'rendering pages');
        await new Promise<void>((resolve) => (release = resolve));
        await job.progress(90, 'packing');
      },
    },
    {
      name: 'test.count',
      run: async (data: { n: number }, job) =>
        void runs.push({ name: 'test.count', data, attempt: job.attempt }),
    },
  ] as JobDefinition<never>[];

beforeAll(async () => {
  ({ database, connectAgain, drop } = await createTestDatabase());
});
afterAll(() => drop());

async function settled(queue: JobQueue, ref: string, tenantId: string | null = null) {
  return vi.waitFor(
    async () => {
      const status = await queue.status(ref, tenantId);
      if (!status || !['completed', 'failed'].includes(status.state))
        throw new Error(`still ${status?.state}`);
      return status;
    },
    { timeout: 30_000, interval: 100 },
  );
}

describe('job queue', () => {
  let queue: JobQueue;
  beforeAll(async () => {
    queue = await startJobQueue(database, definitions(), log);
  });
  afterAll(() => queue.stop());

  it('retries a failing job with backoff until it succeeds', async () => {
    const ref = await queue.send('test.flaky', { tenantId: TENANT_A, failTimes: 1 });
    const status = await settled(queue, ref, TENANT_A);
    expect(status).toMatchObject({ state: 'completed', attempts: 2, error: null, percent: 100 });
    expect(runs.filter((run) => run.name === 'test.flaky').map((run) => run.attempt)).toEqual([1, 2]);
  });

  it('keeps a job that failed every attempt visible with its error, to its tenant only, and retries it on demand', async () => {
    const ref = await queue.send('test.flaky', { tenantId: TENANT_A, failTimes: 3 });
    const status = await settled(queue, ref, TENANT_A);
    expect(status).toMatchObject({ state: 'failed', attempts: 3, error: 'printer jammed on attempt 3' });
    expect((await queue.failed(TENANT_A)).map((job) => job.ref)).toContain(ref);
    // Another tenant neither sees it nor can retry it; nor can the platform view.
    expect(await queue.status(ref, TENANT_B)).toBeNull();
    expect((await queue.failed(TENANT_B)).map((job) => job.ref)).not.toContain(ref);
    expect((await queue.failed(null)).map((job) => job.ref)).not.toContain(ref);
    expect(await queue.retry(ref, TENANT_B)).toBe(false);
    // Retried by its tenant, it runs again (and fails again: attempt 4 > 3 fails, so it jams once more).
    expect(await queue.retry(ref, TENANT_A)).toBe(true);
    await vi.waitFor(
      () => expect(runs.filter((run) => run.name === 'test.flaky').length).toBeGreaterThan(5),
      {
        timeout: 30_000,
      },
    );
  });

  it('reports progress (percent and step) while a job runs', async () => {
    const ref = await queue.send('test.steps', { tenantId: TENANT_B });
    await vi.waitFor(
      async () =>
        expect(await queue.status(ref, TENANT_B)).toMatchObject({
          state: 'active',
          percent: 40,
          step: 'rendering pages',
        }),
      { timeout: 30_000, interval: 100 },
    );
    release();
    expect(await settled(queue, ref, TENANT_B)).toMatchObject({
      state: 'completed',
      percent: 100,
      step: 'packing',
    });
  });

  it('answers null for references that are malformed or of unknown queues', async () => {
    for (const ref of [
      '',
      'nope',
      'test.flaky:not-a-uuid',
      'other.queue:00000000-0000-4000-8000-000000000000',
    ]) {
      expect(await queue.status(ref, TENANT_A)).toBeNull();
      expect(await queue.retry(ref, TENANT_A)).toBe(false);
    }
  });

  it('queues a job sent in a tenant transaction only when it commits', async () => {
    const before = runs.filter((run) => run.name === 'test.count').length;
    await expect(
      withTenant(database, TENANT_A, async () => {
        sendAfterCommit('test.count', { n: -1 });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await withTenant(database, TENANT_A, async () => sendAfterCommit('test.count', { n: 1 }));
    await vi.waitFor(
      () =>
        expect(runs.some((run) => run.name === 'test.count' && (run.data as { n: number }).n === 1)).toBe(
          true,
        ),
      {
        timeout: 30_000,
      },
    );
    expect(runs.filter((run) => run.name === 'test.count').length).toBe(before + 1);
  });

  it('queues a job of a given id once, however often it is sent (a sweep sending it again)', async () => {
    const id = '00000000-0000-4000-8000-0000000000c1';
    const refs = await Promise.all([1, 2, 3].map(() => queue.send('test.count', { n: 7 }, { id })));
    expect(new Set(refs)).toEqual(new Set([`test.count:${id}`]));
    await settled(queue, refs[0]!);
    expect(await queue.send('test.count', { n: 7 }, { id })).toBe(`test.count:${id}`);
    // A job sent after it has run once it is done: had the repeat been queued, it ran before.
    await settled(queue, await queue.send('test.count', { n: 8 }));
    expect(
      runs.filter((run) => run.name === 'test.count' && (run.data as { n: number }).n === 7),
    ).toHaveLength(1);
  });
});

describe('job queue across restarts and instances', () => {
  it('runs a job queued before a restart once the queue starts again', async () => {
    // An instance that stops before working its queue: the job waits in the database.
    const first = await startJobQueue(database, definitions(), log, { work: false });
    const ref = await first.send('test.count', { n: 0 });
    await first.stop();
    const second = await startJobQueue(database, definitions(), log);
    try {
      expect((await settled(second, ref)).state).toBe('completed');
    } finally {
      await second.stop();
    }
  });

  it('lets a job queue others as soon as its worker fetches it, while the instance is still starting', async () => {
    // Issue 23: another instance's start-up job (a sweep that queues mails) was fetched by this one's
    // worker before this instance had registered its queue: "the job queue is not running".
    const failures: string[] = [];
    const sweep = {
      name: 'test.sweep',
      run: async () => {
        const queue = jobQueueOf(database);
        if (!queue) return void failures.push('the job queue is not running');
        await queue.send('test.count', { n: -2 });
      },
    } as JobDefinition<never>;
    // Many queues after the sweep's: the instance is still creating them when the worker fetches.
    const more = Array.from({ length: 15 }, (_, n) => ({
      name: `test.more-${n}`,
      run: async () => undefined,
    })) as JobDefinition<never>[];
    const earlier = await startJobQueue(database, [sweep, ...more], log, { work: false });
    const ref = await earlier.send('test.sweep', {});
    await earlier.stop();
    const queue = await startJobQueue(database, [sweep, ...more, ...definitions()], log);
    try {
      await settled(queue, ref);
      expect(failures).toEqual([]);
    } finally {
      await queue.stop();
    }
  });

  it('runs each of many jobs exactly once while two queues work the same database', async () => {
    const other = await connectAgain();
    const one = await startJobQueue(database, definitions(), log);
    const two = await startJobQueue(other, definitions(), log);
    try {
      const start = runs.length;
      const refs = await Promise.all(
        Array.from({ length: 20 }, (_, n) => (n % 2 ? one : two).send('test.count', { n: 100 + n })),
      );
      for (const ref of refs) await settled(one, ref);
      const counted = runs
        .slice(start)
        .filter((run) => run.name === 'test.count')
        .map((run) => (run.data as { n: number }).n);
      expect(counted.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, n) => 100 + n));
    } finally {
      await one.stop();
      await two.stop();
      if (other !== database) await other.close();
    }
  });
});
