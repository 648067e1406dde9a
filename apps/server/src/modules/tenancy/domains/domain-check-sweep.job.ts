import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client.ts';
import { withSystem } from '../../../platform/db/tenant-scope.ts';
import type { JobDefinition, SendOptions } from '../../../platform/jobs/job-queue.ts';
import { domains } from '../tenancy.tables.ts';
import { CHECK_DOMAIN_JOB, checkJobId, type CheckDomainData } from './domain-check-queue.ts';

export const DOMAIN_CHECK_SWEEP_JOB = 'tenancy.checkDomainSweep';

/** Checks due longer than this are taken as missed (queued after a commit the process did not outlive). */
const MISSED_AFTER = sql`interval '5 minutes'`;
const BATCH = 200;
/**
 * A name still Pending this long after it was added is given up (its row deleted): the ownership proof
 * never came, and the name must not stay blocked for every other tenant (decision 0085). The owner may
 * add it again.
 */
const PENDING_EXPIRES = sql`interval '72 hours'`;

/**
 * Gives up names Pending for 72 hours. Queues the checks that were due but never queued (the process stopped between commit and send, or a
 * domain was added where no queue ran), the longest overdue first. Each gets a new due (now) and so a
 * new job id: the old id may belong to a failed or finished job, which the queue would not take again,
 * and a run still queued under it finds its due gone and ends (decision 0085).
 */
export function domainCheckSweepJob(
  database: Database,
  send: (name: string, data: Record<string, unknown>, options?: SendOptions) => Promise<string>,
): JobDefinition {
  return {
    name: DOMAIN_CHECK_SWEEP_JOB,
    schedule: '*/10 * * * *',
    runAtStart: true,
    oneAtATime: true,
    run: async () => {
      const expired = await withSystem(database, (tx) =>
        tx
          .delete(domains)
          .where(
            and(
              eq(domains.isFallback, false),
              eq(domains.status, 'Pending'),
              lt(domains.createdAt, sql`now() - ${PENDING_EXPIRES}`),
            ),
          )
          .returning({ id: domains.id }),
      );
      const missed = await withSystem(database, async (tx) => {
        const overdue = await tx
          .select({ id: domains.id, due: domains.nextCheckAt })
          .from(domains)
          .where(and(eq(domains.isFallback, false), lt(domains.nextCheckAt, sql`now() - ${MISSED_AFTER}`)))
          .orderBy(asc(domains.nextCheckAt), asc(domains.id))
          .limit(BATCH)
          .for('update', { skipLocked: true });
        const moved = [];
        for (const row of overdue) {
          // Only while the due is still the one read: a check that ran meanwhile set its own.
          const [next] = await tx
            .update(domains)
            .set({ nextCheckAt: sql`date_trunc('milliseconds', now())` })
            .where(
              and(
                eq(domains.id, row.id),
                sql`date_trunc('milliseconds', ${domains.nextCheckAt}) = ${row.due!.toISOString()}::timestamptz`,
              ),
            )
            .returning({ id: domains.id, tenantId: domains.tenantId, due: domains.nextCheckAt });
          if (next) moved.push(next);
        }
        return moved;
      });
      for (const row of missed) {
        const data: CheckDomainData = {
          tenantId: row.tenantId,
          domainId: row.id,
          due: row.due!.toISOString(),
        };
        await send(CHECK_DOMAIN_JOB, data, { id: checkJobId(row.id, data.due) });
      }
      return { queued: missed.length, expired: expired.length };
    },
  };
}
