import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/client.ts';
import { withSystem, withTenant } from '../../platform/db/tenant-scope.ts';
import type { JobDefinition, JobQueue } from '../../platform/jobs/job-queue.ts';
import { THUMBNAIL_JOB } from './media.service.ts';
import { mediaFiles } from './media.tables.ts';

// A thumbnail job can be lost (the process stopped between commit and queueing, the queue was purged),
// or die with its instance on its last attempt (its expiry fails it without our code marking the file):
// the file then stays 'pending', and the media editor shows "Preview being made…" for ever. This sweep
// (every 5 minutes and at start) looks at files pending longer than STUCK_MINUTES and asks the queue
// about each one's jobs: one still on its way is left alone, one that failed all its retries marks the
// file 'failed' (the editor shows that), and a file without any job is queued again.

export const THUMBNAIL_SWEEP = 'media.sweep-thumbnails';
/** Longer than a thumbnail job takes with all its retries, unless it was lost or is still waiting. */
export const STUCK_MINUTES = 5;
/** At most this many files a run (the next run takes the rest). */
const BATCH = 200;

type StuckFile = { tenantId: string; mediaId: string };

/** Admin uploads whose thumbnail has been pending for longer than `olderThanMinutes`, across tenants. */
export async function stuckThumbnails(database: Database, olderThanMinutes = STUCK_MINUTES) {
  return withSystem(database, (tx) =>
    tx
      .select({ tenantId: mediaFiles.tenantId, mediaId: mediaFiles.id })
      .from(mediaFiles)
      .where(
        sql`${mediaFiles.thumbnailStatus} = 'pending' and ${mediaFiles.createdAt} < now() - make_interval(mins => ${olderThanMinutes})`,
      )
      .orderBy(mediaFiles.createdAt)
      .limit(BATCH),
  );
}

const LIVE = new Set(['queued', 'retry', 'active']);

/** One run of the sweep: what it did, also logged. */
export async function sweepThumbnails(deps: {
  database: Database;
  queue: Pick<JobQueue, 'find' | 'send'>;
  log: Pick<FastifyBaseLogger, 'info'>;
}): Promise<{ requeued: StuckFile[]; failed: StuckFile[] }> {
  const requeued: StuckFile[] = [];
  const failed: StuckFile[] = [];
  for (const file of await stuckThumbnails(deps.database)) {
    const jobs = await deps.queue.find(THUMBNAIL_JOB, file);
    if (jobs.some((job) => LIVE.has(job.state))) continue;
    if (jobs.some((job) => job.state === 'failed')) {
      await withTenant(deps.database, file.tenantId, (tx) =>
        tx
          .update(mediaFiles)
          .set({ thumbnailStatus: 'failed' })
          .where(
            and(
              eq(mediaFiles.tenantId, file.tenantId),
              eq(mediaFiles.id, file.mediaId),
              eq(mediaFiles.thumbnailStatus, 'pending'),
            ),
          ),
      );
      failed.push(file);
    } else {
      await deps.queue.send(THUMBNAIL_JOB, file);
      requeued.push(file);
    }
  }
  if (requeued.length || failed.length)
    deps.log.info({ job: THUMBNAIL_SWEEP, requeued, failed }, 'stuck thumbnails swept');
  return { requeued, failed };
}

export function thumbnailSweepJob(deps: {
  database: Database;
  log: Pick<FastifyBaseLogger, 'info'>;
  queue: () => Pick<JobQueue, 'find' | 'send'>;
}): JobDefinition {
  return {
    name: THUMBNAIL_SWEEP,
    schedule: '*/5 * * * *',
    runAtStart: true,
    oneAtATime: true,
    run: async () => {
      const { requeued, failed } = await sweepThumbnails({ ...deps, queue: deps.queue() });
      return { requeued: requeued.length, failed: failed.length };
    },
  };
}
