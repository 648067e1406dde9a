import { and, eq, lt, sql } from 'drizzle-orm';
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
 * Queues the checks that were due but never queued (the process stopped between commit and send, or a
 * domain was added where no queue ran). A check that is still queued has the same job id, so it is not
 * queued twice (decision 0085).
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
      const missed = await withSystem(database, (tx) =>
        tx
          .select({ id: domains.id, tenantId: domains.tenantId, due: domains.nextCheckAt })
          .from(domains)
          .where(and(eq(domains.isFallback, false), lt(domains.nextCheckAt, sql`now() - ${MISSED_AFTER}`)))
          .limit(BATCH),
      );
      for (const row of missed) {
        const data: CheckDomainData = {
          tenantId: row.tenantId,
          domainId: row.id,
          due: row.due!.toISOString(),
        };
        await send(CHECK_DOMAIN_JOB, data, { id: checkJobId(row.id, data.due) });
      }
      return { queued: missed.length };
    },
  };
}
