import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../platform/db/client.ts';
import { withSystem, withTenant } from '../../platform/db/tenant-scope.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { invalidInput } from '../../platform/errors.ts';
import { sendAfterCommit, type JobContext, type JobDefinition } from '../../platform/jobs/job-queue.ts';
import { serializeServiceContext, type ServiceContext } from '../../platform/service-context.ts';
import {
  contentAiTasks,
  type ContentAiFindings,
  type ContentAiTaskKind,
  type ContentAiTaskRow,
} from './content.tables.ts';

// The AI tasks an admin starts (decision 0076): a row per request, made in the request's transaction and
// queued as the job `content.ai-task` once it commits (the job's id is the row's, so queueing it again
// queues nothing). The job writes its steps here; the admin's screen reads them like any tenant row.

export const AI_TASK_JOB = 'content.ai-task';
export type AiTaskJob = { tenantId: string; taskId: string };

/** A running task not heard of for this long was cut off (an instance stopped): the sweep says so. */
export const AI_TASK_STALE_MINUTES = 20;

/**
 * A finished task is kept this long (its findings stay readable while the admin may come back to
 * them; its request key answers a retried request), then the sweep removes it. What it made — a page,
 * a page's next version — is the page's, not the task's, and stays.
 */
export const AI_TASK_KEEP_DAYS = 30;

/**
 * The task of this request: a new one, queued after commit; or the one the same request key made
 * before (a double click, a retried request: one task, one page).
 */
export async function requestAiTask(
  ctx: ServiceContext,
  request: { requestKey: string; kind: ContentAiTaskKind; prompt?: string; pageId?: string },
): Promise<ContentAiTaskRow> {
  if (!isUuid(request.requestKey))
    throw invalidInput('validation.invalidSetting', { requestKey: { key: 'validation.invalidSetting' } });
  const [created] = await ctx.tx
    .insert(contentAiTasks)
    .values({
      requestKey: request.requestKey,
      kind: request.kind,
      prompt: request.prompt ?? null,
      pageId: request.pageId ?? null,
      context: serializeServiceContext(ctx),
    })
    .onConflictDoNothing()
    .returning();
  if (created) {
    const job: AiTaskJob = { tenantId: ctx.tenant.id, taskId: created.id };
    sendAfterCommit(AI_TASK_JOB, job, ctx.log, { id: created.id });
    return created;
  }
  const [existing] = await ctx.tx
    .select()
    .from(contentAiTasks)
    .where(eq(contentAiTasks.requestKey, request.requestKey));
  return existing!;
}

export async function findAiTask(tx: Tx, id: string): Promise<ContentAiTaskRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await tx.select().from(contentAiTasks).where(eq(contentAiTasks.id, id));
  return row ?? null;
}

/** The task's row, locked for the change that finishes it. */
export async function lockAiTask(tx: Tx, id: string): Promise<ContentAiTaskRow | null> {
  const [row] = await tx.select().from(contentAiTasks).where(eq(contentAiTasks.id, id)).for('update');
  return row ?? null;
}

/** A task as its job moves it on (a step, done with its findings and result, failed with its reason). */
export type TaskChange = Partial<
  Pick<ContentAiTaskRow, 'state' | 'step' | 'percent' | 'pageId' | 'error' | 'document'>
> & {
  findings?: ContentAiFindings;
};

export async function changeAiTask(tx: Tx, id: string, change: TaskChange): Promise<void> {
  await tx
    .update(contentAiTasks)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(contentAiTasks.id, id));
}

/** Reports a step to the admin's screen (the task row) and to the System page (the job's progress). */
export function stepReporter(database: Database, task: { tenantId: string; id: string }, job: JobContext) {
  return async (step: string, percent: number) => {
    await withTenant(database, task.tenantId, (tx) =>
      changeAiTask(tx, task.id, { state: 'running', step, percent }),
    );
    await job.progress(percent, step);
  };
}

/**
 * Tasks a queue did not run (queued while no queue ran, or the moment between commit and send) are
 * queued again (the same id: nothing doubles); running ones not heard of for AI_TASK_STALE_MINUTES were
 * cut off and fail with a reason the admin can act on (start again); finished ones older than
 * AI_TASK_KEEP_DAYS are removed, so the table does not grow with every prompt.
 */
export function aiTaskSweepJob(
  database: Database,
  send: (name: string, data: Record<string, unknown>, options: { id: string }) => Promise<string>,
): JobDefinition<never> {
  return {
    name: 'content.ai-task-sweep',
    schedule: '*/10 * * * *',
    runAtStart: true,
    oneAtATime: true,
    run: async () => {
      const stale = sql`now() - make_interval(mins => ${AI_TASK_STALE_MINUTES})`;
      const old = sql`now() - make_interval(days => ${AI_TASK_KEEP_DAYS})`;
      const { interrupted, queued, removed } = await withSystem(database, async (tx) => ({
        interrupted: await tx
          .update(contentAiTasks)
          .set({ state: 'failed', error: { key: 'admin.aiTaskInterrupted' }, updatedAt: sql`now()` })
          .where(and(eq(contentAiTasks.state, 'running'), lt(contentAiTasks.updatedAt, stale)))
          .returning({ id: contentAiTasks.id }),
        queued: await tx
          .select({ id: contentAiTasks.id, tenantId: contentAiTasks.tenantId })
          .from(contentAiTasks)
          .where(eq(contentAiTasks.state, 'queued')),
        removed: await tx
          .delete(contentAiTasks)
          .where(and(inArray(contentAiTasks.state, ['done', 'failed']), lt(contentAiTasks.updatedAt, old)))
          .returning({ id: contentAiTasks.id }),
      }));
      // Outside the transaction: the queue has connections of its own (on PGlite: the same one).
      for (const task of queued)
        await send(AI_TASK_JOB, { tenantId: task.tenantId, taskId: task.id }, { id: task.id });
      return { interrupted: interrupted.length, queued: queued.length, removed: removed.length };
    },
  };
}
