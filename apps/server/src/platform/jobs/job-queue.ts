import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, PgBoss, type JobResult, type JobWithMetadata } from 'pg-boss';
import type { Database } from '../db/client.ts';
import { onCommit } from '../db/tenant-scope.ts';
import { isUuid } from '../db/uuid.ts';
import {
  KEEP_FINISHED_DAYS,
  ownerOf,
  pruneProgress,
  saveProgress,
  withProgress,
  type JobStatus,
} from './job-progress.ts';

// One job queue for all background work (decision 0035): pg-boss on the app's database — on PostgreSQL
// through its own small pool, on the embedded database through the same PGlite instance. Jobs survive
// restarts (they are rows), run once however many instances work the queue (SKIP LOCKED), are retried
// with exponential backoff, and failed ones stay visible with their error until pg-boss's retention ends.

/** What a running job is handed besides its data. */
export type JobContext = {
  id: string;
  /** 1 for the first run, 2 for the first retry… */
  attempt: number;
  /** No retry follows if this run fails: the job then stays failed (and visible). */
  lastAttempt: boolean;
  /** Aborted when the instance stops or the job expired. */
  signal: AbortSignal;
  /** Reports how far the job has come, for a screen that shows it: 0–100 and the step's translation key. */
  progress(percent: number, step: string): Promise<void>;
  /** Whether someone cancelled the job (JobQueue.cancel): a long job asks between its steps and stops. */
  cancelled(): Promise<boolean>;
};

export type JobDefinition<Data extends object = Record<string, unknown>> = {
  /** `<module>.<verb>`: letters, digits, `.`, `-`, `_`. */
  name: string;
  /** Retries after a failed run, each waiting delay·2ⁿ seconds (with jitter) up to maxDelaySeconds. */
  retry?: { limit: number; delaySeconds: number; maxDelaySeconds?: number };
  /** A run not finished by then counts as failed (and is retried): a crashed instance's job returns. */
  expireSeconds?: number;
  /** Cron (minutes): one job per slot across all instances. */
  schedule?: string;
  /** Also queue a run whenever an instance starts (to catch up after downtime). */
  runAtStart?: boolean;
  /** At most one run at a time across all instances (queued ones wait). */
  oneAtATime?: boolean;
  run(data: Data, job: JobContext): Promise<unknown>;
};

export type { JobStatus };

export type SendOptions = { id?: string; startAfterSeconds?: number };

export type JobQueue = {
  /**
   * Queues a job now; `tenantId` in the data marks whose it is. Returns its reference (queue:id). With
   * `id` (a UUID the caller owns, e.g. its row's) a job of that id is queued once: sending it again
   * while it exists queues nothing and returns the same reference. With `startAfterSeconds` the job
   * waits that long before any instance takes it (a recheck later).
   */
  send(name: string, data: Record<string, unknown>, options?: SendOptions): Promise<string>;
  /** The job's state and progress, or null when it does not exist or is not `tenantId`'s. */
  status(ref: string, tenantId: string | null): Promise<JobStatus | null>;
  /** Failed jobs of one tenant (null: platform jobs), newest first. */
  failed(tenantId: string | null): Promise<JobStatus[]>;
  /** The jobs of queue `name` whose data holds `data` (e.g. one file's thumbnail jobs), in any state. */
  find(name: string, data: Record<string, unknown>): Promise<JobStatus[]>;
  /** Queues a failed job again; false when it is not a failed job of `tenantId`. */
  retry(ref: string, tenantId: string | null): Promise<boolean>;
  /**
   * Cancels a queued or running job of `tenantId`; false when there is no such unfinished job. A queued
   * job never runs; a running one learns it from `JobContext.cancelled()` at its next step.
   */
  cancel(ref: string, tenantId: string | null): Promise<boolean>;
  /** Stops fetching, lets running jobs finish (up to a limit), and closes the queue's connections. */
  stop(): Promise<void>;
};

const queues = new WeakMap<Database, JobQueue>();

/** The queue working on this database in this process, if one was started. */
export function jobQueueOf(database: Database): JobQueue | undefined {
  return queues.get(database);
}

/**
 * Queues a job once the current tenant transaction commits (never for one that rolled back). Without a
 * running queue (a test app, a seed) nothing is queued: the owner of the work must sweep for what was
 * missed, as it must anyway for the moment between commit and send should the process die.
 */
export function sendAfterCommit(
  name: string,
  data: Record<string, unknown>,
  log?: Pick<FastifyBaseLogger, 'error'>,
  options?: SendOptions,
) {
  onCommit((database) => {
    jobQueueOf(database)
      ?.send(name, data, options)
      .catch((error: unknown) => {
        if (log) log.error({ err: error, job: name }, 'queueing a job failed');
        else console.error(`Queueing the job ${name} failed:`, error);
      });
  });
}

const MAX_FAILED_LISTED = 200;
/** pg-boss states of a job that has not ended. */
const UNFINISHED = new Set(['created', 'retry', 'active']);
const BATCH = 10;

/** Runs one job of a batch and says how it ended (pg-boss retries a failed one while retries remain). */
function runOne(
  database: Database,
  definition: JobDefinition,
  log: FastifyBaseLogger,
  cancelled: (id: string) => Promise<boolean>,
) {
  return async (job: JobWithMetadata<Record<string, unknown>>): Promise<JobResult> => {
    const context: JobContext = {
      id: job.id,
      attempt: job.retryCount + 1,
      lastAttempt: job.retryCount >= job.retryLimit,
      signal: job.signal,
      progress: (percent, step) => saveProgress(database, job.id, percent, step),
      cancelled: () => cancelled(job.id),
    };
    try {
      const output = await definition.run(job.data, context);
      return { id: job.id, status: 'completed', output: output ?? null };
    } catch (error) {
      log.warn({ err: error, job: definition.name, jobId: job.id, attempt: context.attempt }, 'job failed');
      const message = error instanceof Error ? error.message : String(error);
      return { id: job.id, status: 'failed', output: { message } };
    }
  };
}

export async function startJobQueue(
  database: Database,
  definitions: readonly JobDefinition<never>[],
  log: FastifyBaseLogger,
  /** `work: false` only queues (its jobs run on the instances that work). */
  options: { work?: boolean } = {},
): Promise<JobQueue> {
  const boss = new PgBoss({
    ...(database.connection.kind === 'postgres'
      ? { connectionString: database.connection.url, max: 3 }
      : { db: fromPglite(database.connection.client), backend: 'pglite' as const }),
    schema: 'pgboss',
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();

  const all = [...definitions, pruneProgress(database)];
  const byName = new Map(all.map((definition) => [definition.name, definition]));
  const workers = new Map<string, string>();
  for (const definition of all) {
    const { retry } = definition;
    await boss.createQueue(definition.name, {
      policy: definition.oneAtATime ? 'singleton' : 'standard',
      retryLimit: retry?.limit ?? 0,
      retryDelay: retry?.delaySeconds ?? 0,
      retryBackoff: Boolean(retry),
      ...(retry?.maxDelaySeconds ? { retryDelayMax: retry.maxDelaySeconds } : {}),
      expireInSeconds: definition.expireSeconds ?? 15 * 60,
      // Finished jobs (failed ones with their error) stay visible this long (the System page says so).
      deleteAfterSeconds: KEEP_FINISHED_DAYS * 24 * 60 * 60,
    });
  }

  const parse = (ref: string) => {
    const at = ref.lastIndexOf(':');
    const queue = ref.slice(0, at);
    return at > 0 && byName.has(queue) ? { queue, id: ref.slice(at + 1) } : null;
  };
  const find = async (ref: string, tenantId: string | null) => {
    const target = parse(ref);
    // A real UUID only: the database refuses anything else with an error, not with no job.
    if (!target || !isUuid(target.id)) return null;
    const [job] = await boss.findJobs<Record<string, unknown>>(target.queue, { id: target.id });
    return job && ownerOf(job) === tenantId ? job : null;
  };

  const queue: JobQueue = {
    send: async (name, data, options) => {
      // A given id that exists already: pg-boss inserts nothing (and answers null), the job stands.
      const later = options?.startAfterSeconds ?? 0;
      const sendOptions = {
        ...(options?.id ? { id: options.id } : {}),
        ...(later > 0 ? { startAfter: Math.ceil(later) } : {}),
      };
      const id = (await boss.send(name, data, sendOptions)) ?? options?.id;
      if (!id) throw new Error(`job ${name} was not queued`);
      // Wake this instance's worker now rather than at its next poll (a login code is waited for).
      const workerId = workers.get(name);
      if (workerId && later <= 0) boss.notifyWorker(workerId);
      return `${name}:${id}`;
    },
    status: async (ref, tenantId) => {
      const job = await find(ref, tenantId);
      return job ? ((await withProgress(database, [job]))[0] ?? null) : null;
    },
    failed: async (tenantId) => {
      const failed: JobWithMetadata<Record<string, unknown>>[] = [];
      for (const name of byName.keys()) {
        const jobs = await boss.findJobs<Record<string, unknown>>(
          name,
          tenantId ? { data: { tenantId } } : {},
        );
        failed.push(...jobs.filter((job) => job.state === 'failed' && ownerOf(job) === tenantId));
      }
      failed.sort((a, b) => (b.completedOn?.getTime() ?? 0) - (a.completedOn?.getTime() ?? 0));
      return withProgress(database, failed.slice(0, MAX_FAILED_LISTED));
    },
    find: async (name, data) => {
      if (!byName.has(name)) return [];
      return withProgress(database, await boss.findJobs<Record<string, unknown>>(name, { data }));
    },
    retry: async (ref, tenantId) => {
      const job = await find(ref, tenantId);
      if (!job || job.state !== 'failed') return false;
      await boss.retry(job.name, job.id);
      return true;
    },
    cancel: async (ref, tenantId) => {
      const job = await find(ref, tenantId);
      if (!job || !UNFINISHED.has(job.state)) return false;
      await boss.cancel(job.name, job.id);
      return true;
    },
    stop: async () => {
      // Jobs still finishing may queue others: the queue stays known until they are done.
      await boss.stop({ graceful: true, timeout: 8_000 });
      if (queues.get(database) === queue) queues.delete(database);
    },
  };
  // Registered before any worker fetches: a job may queue others at once (a sweep at start), also one
  // another instance's start queued, which this instance's worker can fetch before it has started them all.
  queues.set(database, queue);
  if (options.work === false) return queue;
  for (const definition of all) {
    const isCancelled = async (id: string) =>
      (await boss.getJobById(definition.name, id))?.state === 'cancelled';
    const run = runOne(database, definition as JobDefinition, log, isCancelled);
    // Up to BATCH jobs per fetch, each settled on its own (one failing does not retry the others); a
    // full batch fetches again at once, a short one waits for the next poll or a local send's wake-up.
    const workerId = await boss.work(
      definition.name,
      {
        includeMetadata: true,
        perJobResults: true,
        batchSize: BATCH,
        burstWhenBatchFull: true,
        pollingIntervalSeconds: 2,
      },
      async (jobs: JobWithMetadata<Record<string, unknown>>[]) => {
        const results: JobResult[] = [];
        for (const job of jobs) results.push(await run(job));
        return results;
      },
    );
    workers.set(definition.name, workerId);
    if (definition.schedule) await boss.schedule(definition.name, definition.schedule);
    else await boss.unschedule(definition.name).catch(() => undefined);
    if (definition.runAtStart) await boss.send(definition.name, {});
  }
  return queue;
}
