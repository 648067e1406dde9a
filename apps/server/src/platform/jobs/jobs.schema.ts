import { builder } from '../graphql/builder.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { unavailable } from '../errors.ts';
import { jobQueueOf, type JobQueue, type JobStatus } from './job-queue.ts';

// Background jobs as admin screens see them (decision 0035): one job's progress, for a screen that
// started it, and the failed ones with their error, to retry. A tenant sees its own jobs; platform jobs
// (no tenant) only holders of platform.tenants. The queue is read on its own connections, which may
// not wait inside the operation's tenant transaction (on PGlite: the only connection): these fields run
// outside it, each in an operation of its own.

const JOB_STATES = ['queued', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
const JobStateEnum = builder.enumType('BackgroundJobState', { values: JOB_STATES });

const BackgroundJobType = builder.objectRef<JobStatus>('BackgroundJob').implement({
  description: 'A piece of background work (a mail to deliver, an import, a print file…).',
  authScopes: { right: 'admin.access' },
  fields: (t) => ({
    ref: t.exposeID('ref', { description: 'queue:id; pass it to backgroundJob to follow the job.' }),
    queue: t.exposeString('queue', { description: 'What kind of work, e.g. mail.deliver.' }),
    state: t.field({ type: JobStateEnum, resolve: (job) => job.state }),
    attempts: t.exposeInt('attempts', { description: 'Runs so far (a failed run is retried with backoff).' }),
    percent: t.exposeInt('percent', { nullable: true, description: '0–100 while it runs, when it reports.' }),
    step: t.exposeString('step', { nullable: true, description: 'The step it reported last.' }),
    error: t.exposeString('error', { nullable: true, description: 'Why the last run failed (failed jobs).' }),
    createdAt: t.string({ resolve: (job) => job.createdAt.toISOString() }),
    finishedAt: t.string({ nullable: true, resolve: (job) => job.finishedAt?.toISOString() ?? null }),
  }),
});

function queueOf(ctx: GraphQLContext): JobQueue {
  const queue = jobQueueOf(ctx.database);
  if (!queue) throw unavailable('admin.jobsNotRunning');
  return queue;
}

/** The tenants whose jobs the caller may see: this one, and the platform's with platform.tenants. */
const owners = (ctx: GraphQLContext): (string | null)[] =>
  ctx.user?.rightSet.has('platform.tenants') ? [ctx.tenant.id, null] : [ctx.tenant.id];

async function findJob(ctx: GraphQLContext, ref: string) {
  for (const owner of owners(ctx)) {
    const job = await queueOf(ctx).status(ref, owner);
    if (job) return job;
  }
  return null;
}

/** These fields run outside the operation's transaction (the host hands them to useTenantTransaction). */
export const JOBS_OUTSIDE_TRANSACTION = [
  'backgroundJob',
  'failedBackgroundJobs',
  'retryBackgroundJob',
  'cancelBackgroundJob',
];

builder.queryField('backgroundJob', (t) =>
  t.field({
    type: BackgroundJobType,
    nullable: true,
    description: "A job's state and progress; null when there is no such job of this tenant.",
    authScopes: { right: 'admin.access' },
    args: { ref: t.arg.id({ required: true }) },
    resolve: (_root, { ref }, ctx) => findJob(ctx, String(ref)),
  }),
);

builder.queryField('failedBackgroundJobs', (t) =>
  t.field({
    type: [BackgroundJobType],
    description: 'Jobs that failed every attempt, newest first, kept as long as the queue keeps jobs.',
    authScopes: { right: 'tenant.settings' },
    resolve: async (_root, _args, ctx) => {
      const lists = await Promise.all(owners(ctx).map((owner) => queueOf(ctx).failed(owner)));
      return lists.flat().sort((a, b) => (b.finishedAt?.getTime() ?? 0) - (a.finishedAt?.getTime() ?? 0));
    },
  }),
);

builder.mutationField('retryBackgroundJob', (t) =>
  t.field({
    type: BackgroundJobType,
    nullable: true,
    description: 'Queues a failed job again; null when it is not a failed job of this tenant.',
    authScopes: { right: 'tenant.settings' },
    args: { ref: t.arg.id({ required: true }) },
    resolve: async (_root, { ref }, ctx) => {
      for (const owner of owners(ctx)) {
        if (await queueOf(ctx).retry(String(ref), owner)) return queueOf(ctx).status(String(ref), owner);
      }
      return null;
    },
  }),
);

builder.mutationField('cancelBackgroundJob', (t) =>
  t.field({
    type: BackgroundJobType,
    nullable: true,
    description:
      'Cancels a queued or running job of this tenant (a running one stops at its next step); null when there is no such unfinished job. Cancelling again answers the cancelled job.',
    authScopes: { right: 'admin.access' },
    args: { ref: t.arg.id({ required: true }) },
    resolve: async (_root, { ref }, ctx) => {
      const job = await queueOf(ctx).status(String(ref), ctx.tenant.id);
      if (!job) return null;
      if (job.state === 'cancelled') return job;
      await queueOf(ctx).cancel(String(ref), ctx.tenant.id);
      return queueOf(ctx).status(String(ref), ctx.tenant.id);
    },
  }),
);
