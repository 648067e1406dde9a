import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import type { JobDefinition } from '../../platform/jobs/job-queue.ts';

// Scheduled pages (issue 25): whether a page is live is decided when it is read (isPageLive), but the
// shop's kept pages and answers were made before its time came. Every minute, the shops with a page
// whose publish or unpublish time has just passed announce a change of their public content (counted
// and noticed at commit as a write's, migrations 0010 and 0021), so those caches are made afresh. A
// late run only delays that; it can never show or hide a page wrongly, since the read checks the
// window itself.

/** How far back a run looks: a run that came late (or was missed once) still catches the time. */
const LOOKBACK = sql`interval '3 minutes'`;

export const PAGE_WINDOW_JOB = 'content.pageWindows';

export function pageWindowJob(database: Database): JobDefinition {
  return {
    name: PAGE_WINDOW_JOB,
    schedule: '* * * * *',
    runAtStart: true,
    oneAtATime: true,
    run: () =>
      withSystem(database, async (tx) => {
        const result = await tx.execute<{ tenant_id: string }>(sql`
          select tenant_id, announce_public_content(tenant_id::text) from (
            select distinct tenant_id from content_page
            where (publish_at > now() - ${LOOKBACK} and publish_at <= now())
               or (unpublish_at > now() - ${LOOKBACK} and unpublish_at <= now())
          ) due`);
        return { tenants: result.rows.length };
      }),
  };
}
