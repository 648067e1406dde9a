import type { FastifyBaseLogger } from 'fastify';
import { AI_ERROR_KEYS, AiError, createAiClient, type AiClient } from '../../platform/ai/chat-completions.ts';
import type { Database } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant-scope.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { DomainError } from '../../platform/errors.ts';
import type { AppServices } from '../../platform/graphql/context.ts';
import type { JobContext, JobDefinition } from '../../platform/jobs/job-queue.ts';
import {
  isSerializedServiceContext,
  requireRight,
  restoreServiceContext,
  type ServiceContext,
} from '../../platform/service-context.ts';
import { serviceContextLoaders } from '../users/service-context-loaders.ts';
import { generateBlocks } from './ai-blocks-generation.ts';
import { generatePage } from './ai-page-generation.ts';
import { translatePageTask } from './ai-page-translate-task.ts';
import { AI_TASK_JOB, changeAiTask, findAiTask, stepReporter, type AiTaskJob } from './ai-tasks.ts';

// The job that does an AI task (decision 0076), for the admin who started it: their service context is
// restored for every database step, with their rights as they are then (cms.edit), and the AI is called
// between those steps, never inside a transaction. Every way it ends is written to the task: done with
// its findings, or failed with a reason the admin can read (the AI's failure, the page count, the
// page saved meanwhile…). No retries: the admin starts again (a new request) if they want to.

/** What a task's steps are handed. */
export type AiTaskRun = {
  ai: AiClient;
  signal: AbortSignal;
  log: FastifyBaseLogger;
  /** Shows the step (a text key) and how far the task has come. */
  step(key: string, percent: number): Promise<void>;
  /** Runs `work` in a tenant transaction as the admin who asked, if they still hold cms.edit. */
  restore<T>(work: (ctx: ServiceContext) => Promise<T>): Promise<T>;
};

export type AiTaskDeps = { database: Database; services: AppServices; log: FastifyBaseLogger };

type Reason = { key: string; params?: Record<string, string> };

function reasonOf(error: unknown): Reason {
  if (error instanceof DomainError)
    return error.params ? { key: error.key, params: error.params } : { key: error.key };
  if (error instanceof AiError) return { key: AI_ERROR_KEYS[error.kind] };
  return { key: 'admin.aiFailed' };
}

export async function runAiTask(deps: AiTaskDeps, data: AiTaskJob, job: JobContext): Promise<unknown> {
  if (!isUuid(data?.tenantId) || !isUuid(data?.taskId)) return { outcome: 'ignored' };
  const task = await withTenant(deps.database, data.tenantId, (tx) => findAiTask(tx, data.taskId));
  if (!task || task.state === 'done' || task.state === 'failed') return { outcome: 'finished before' };
  const log = deps.log.child({ job: AI_TASK_JOB, taskId: task.id, tenantId: task.tenantId });
  const fail = (reason: Reason) =>
    withTenant(deps.database, task.tenantId, (tx) =>
      changeAiTask(tx, task.id, { state: 'failed', error: reason }),
    );

  const context = task.context;
  if (!isSerializedServiceContext(context) || context.tenantId !== task.tenantId) {
    await fail({ key: 'admin.aiFailed' });
    return { outcome: 'failed', reason: 'no service context' };
  }
  if (!deps.services.ai) {
    await fail({ key: 'admin.aiNotConfigured' });
    return { outcome: 'failed', reason: 'not configured' };
  }
  const run: AiTaskRun = {
    ai: createAiClient(deps.services.ai),
    signal: job.signal,
    log,
    step: stepReporter(deps.database, task, job),
    restore: (work) =>
      restoreServiceContext(deps.database, context, { loaders: serviceContextLoaders, log }, async (ctx) => {
        requireRight(ctx, 'cms.edit');
        return work(ctx);
      }),
  };
  try {
    if (task.kind === 'generatePage') await generatePage(task, run);
    else if (task.kind === 'generateBlocks') await generateBlocks(task, run);
    else await translatePageTask(task, run);
    return { outcome: 'done' };
  } catch (error) {
    const reason = reasonOf(error);
    log.warn({ err: error, reason: reason.key }, 'AI task failed');
    await fail(reason);
    // Expected failures end the task; anything else also shows on the System page's failed jobs.
    if (!(error instanceof DomainError) && !(error instanceof AiError)) throw error;
    return { outcome: 'failed', reason: reason.key };
  }
}

export function aiTaskJob(deps: AiTaskDeps): JobDefinition<AiTaskJob> {
  return {
    name: AI_TASK_JOB,
    // A page and its translations take a few calls of up to two minutes each.
    expireSeconds: 15 * 60,
    run: (data, job) => runAiTask(deps, data, job),
  };
}
