import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { JobDefinition } from './job-queue.ts';
import { jobProgress } from './jobs.tables.ts';

// What screens see of the job queue (job-queue.ts): a job's state with the progress it reported, kept
// in a table of the app's own as long as pg-boss keeps the finished job.

/** How long finished jobs (failed ones with their error) and their progress stay visible. */
export const KEEP_FINISHED_DAYS = 14;

/** A job as a screen sees it. `tenantId` null: platform work (no tenant's). */
export type JobStatus = {
  ref: string;
  queue: string;
  state: 'queued' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  tenantId: string | null;
  attempts: number;
  percent: number | null;
  step: string | null;
  error: string | null;
  createdAt: Date;
  finishedAt: Date | null;
};

/** What this file reads of a pg-boss job (job-queue.ts stays the only file that knows pg-boss). */
export type StoredJob = {
  id: string;
  name: string;
  state: JobStatus['state'] | 'created';
  retryCount: number;
  data: Record<string, unknown> | null;
  output: unknown;
  createdOn: Date;
  completedOn: Date | null;
};

/** Progress is kept as long as finished jobs are. */
export function pruneProgress(database: Database): JobDefinition<never> {
  return {
    name: 'jobs.prune-progress',
    schedule: '17 3 * * *',
    oneAtATime: true,
    run: async () => {
      await database.db
        .delete(jobProgress)
        .where(sql`${jobProgress.updatedAt} < now() - make_interval(days => ${KEEP_FINISHED_DAYS})`);
    },
  };
}

export function ownerOf(job: { data: Record<string, unknown> | null }): string | null {
  const tenantId = job.data?.tenantId;
  return typeof tenantId === 'string' ? tenantId : null;
}

export async function saveProgress(database: Database, jobId: string, percent: number, step: string) {
  const value = { percent: Math.max(0, Math.min(100, Math.round(percent))), step, updatedAt: sql`now()` };
  await database.db
    .insert(jobProgress)
    .values({ jobId, ...value })
    .onConflictDoUpdate({ target: jobProgress.jobId, set: value });
}

/** Jobs as screens see them, with their progress (read in one statement). */
export async function withProgress(database: Database, jobs: readonly StoredJob[]): Promise<JobStatus[]> {
  if (jobs.length === 0) return [];
  const rows = await database.db
    .select()
    .from(jobProgress)
    .where(
      inArray(
        jobProgress.jobId,
        jobs.map((job) => job.id),
      ),
    );
  const progressOf = new Map(rows.map((row) => [row.jobId, row]));
  return jobs.map((job) => {
    const progress = progressOf.get(job.id);
    const output = job.output as { message?: unknown } | null;
    return {
      ref: `${job.name}:${job.id}`,
      queue: job.name,
      state: job.state === 'created' ? 'queued' : job.state,
      tenantId: ownerOf(job),
      attempts: job.state === 'created' ? 0 : job.retryCount + 1,
      percent: job.state === 'completed' ? 100 : (progress?.percent ?? null),
      step: progress?.step ?? null,
      error: job.state === 'failed' && output ? String(output.message ?? JSON.stringify(output)) : null,
      createdAt: job.createdOn,
      finishedAt: job.completedOn,
    };
  });
}
