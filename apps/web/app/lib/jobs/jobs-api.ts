import { queryOptions } from '@tanstack/react-query';
import type { ResultOf } from 'gql.tada';
import { graphql } from '../api/graphql.ts';
import { graphqlRequest } from '../api/graphql-request.ts';

// Background jobs (server: platform/jobs/jobs.schema.ts, decision 0035): a screen that started long
// work follows it with backgroundJobQuery; the System page lists failed jobs and runs them again.

const BackgroundJobFields = graphql(`
  fragment BackgroundJobFields on BackgroundJob {
    ref
    queue
    state
    attempts
    percent
    step
    error
    createdAt
    finishedAt
  }
`);

const BACKGROUND_JOB = graphql(
  `
    query BackgroundJob($ref: ID!) {
      backgroundJob(ref: $ref) {
        ...BackgroundJobFields
      }
    }
  `,
  [BackgroundJobFields],
);

const FAILED_BACKGROUND_JOBS = graphql(
  `
    query FailedBackgroundJobs {
      failedBackgroundJobs {
        ...BackgroundJobFields
      }
    }
  `,
  [BackgroundJobFields],
);

const RETRY_BACKGROUND_JOB = graphql(
  `
    mutation RetryBackgroundJob($ref: ID!) {
      retryBackgroundJob(ref: $ref) {
        ...BackgroundJobFields
      }
    }
  `,
  [BackgroundJobFields],
);

export type BackgroundJob = ResultOf<typeof BackgroundJobFields>;

/** The catalogue key naming a queue's work: `mail.deliver` → `admin.jobQueueMailDeliver`. */
export const jobQueueLabelKey = (queue: string): string =>
  `admin.jobQueue${queue
    .split(/[^a-zA-Z0-9]+/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')}`;

/** Whether the job will change no more (so following it can stop). */
export const jobFinished = (job: BackgroundJob | null | undefined): boolean =>
  !job || job.state === 'completed' || job.state === 'failed' || job.state === 'cancelled';

/** One job, asked again every second until it finished. */
export const backgroundJobQuery = (ref: string) =>
  queryOptions({
    queryKey: ['admin', 'backgroundJob', ref],
    queryFn: async () => (await graphqlRequest(BACKGROUND_JOB, { ref })).backgroundJob,
    refetchInterval: (query) => (jobFinished(query.state.data) ? false : 1_000),
  });

export const FAILED_JOBS_KEY = ['admin', 'failedBackgroundJobs'] as const;

export const failedJobsQuery = queryOptions({
  queryKey: FAILED_JOBS_KEY,
  queryFn: async () => (await graphqlRequest(FAILED_BACKGROUND_JOBS, {})).failedBackgroundJobs,
});

/** Queues a failed job again; null when it was no longer a failed job of this shop. */
export async function retryBackgroundJob(ref: string): Promise<BackgroundJob | null> {
  return (await graphqlRequest(RETRY_BACKGROUND_JOB, { ref })).retryBackgroundJob;
}
