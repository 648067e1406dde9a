import { and, eq, gt, inArray, or } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import type { JobDefinition } from '../../platform/jobs/job-queue.ts';
import type { ModuleJobContext } from '../server-module.ts';
import { templatedItemsPlacedBetween } from '../orders/orders-for-production.ts';
import { printFiles } from './print-files.tables.ts';
import { renderOrderPrintFiles, type RenderPrintFilesJob } from './print-render.ts';

// The print files are made by jobs (decision 0035): order placement queues `production.render-print-
// files` once its transaction commits; a sweep every minute queues the orders whose personalised items
// still have no file (the queueing was lost in a crash, or the order was placed without a running
// queue) or whose render stalled.

export const RENDER_PRINT_FILES = 'production.render-print-files';
/** Three runs in all: the first and two retries after about 5 s and 10 s. */
const RENDER_RETRY = { limit: 2, delaySeconds: 5, maxDelaySeconds: 60 };
/** Orders placed longer ago than this are not swept any more (their files were made or given up). */
const SWEEP_DAYS = 7;
/** A pending file not touched for this long belongs to a run that died. */
const STALLED_MINUTES = 10;

/** Orders with personalised items that have no print file yet, or a stalled one (across tenants). */
export async function ordersMissingPrintFiles(
  database: Database,
  olderThanSeconds = 30,
): Promise<RenderPrintFilesJob[]> {
  return withSystem(database, async (tx) => {
    const now = Date.now();
    const items = await templatedItemsPlacedBetween(
      tx,
      new Date(now - SWEEP_DAYS * 24 * 3600_000),
      new Date(now - olderThanSeconds * 1000),
      2000,
    );
    if (items.length === 0) return [];
    const orderIds = [...new Set(items.map((item) => item.orderId))];
    const stalled = new Date(now - STALLED_MINUTES * 60_000);
    const settled = await tx
      .select({ tenantId: printFiles.tenantId, orderId: printFiles.orderId, position: printFiles.position })
      .from(printFiles)
      .where(
        and(
          inArray(printFiles.orderId, orderIds),
          // Made, given up, or being made right now.
          or(
            eq(printFiles.status, 'ready'),
            eq(printFiles.status, 'failed'),
            gt(printFiles.updatedAt, stalled),
          ),
        ),
      );
    const done = new Set(settled.map((row) => `${row.tenantId}/${row.orderId}/${row.position}`));
    const jobs = new Map<string, RenderPrintFilesJob>();
    for (const item of items) {
      if (done.has(`${item.tenantId}/${item.orderId}/${item.position}`)) continue;
      jobs.set(`${item.tenantId}/${item.orderId}`, { tenantId: item.tenantId, orderId: item.orderId });
    }
    return [...jobs.values()].slice(0, 500);
  });
}

/** The production module's jobs: render one order's print files; every minute queue what was missed. */
export function productionJobs({ database, media, log, send }: ModuleJobContext): JobDefinition<never>[] {
  const render: JobDefinition<RenderPrintFilesJob> = {
    name: RENDER_PRINT_FILES,
    retry: RENDER_RETRY,
    expireSeconds: 5 * 60,
    run: async (job, context) =>
      renderOrderPrintFiles({ database, storage: media, log }, job, context.lastAttempt),
  };
  const sweep: JobDefinition = {
    name: 'production.sweep-print-files',
    schedule: '* * * * *',
    runAtStart: true,
    oneAtATime: true,
    run: async () => {
      const missing = await ordersMissingPrintFiles(database);
      for (const job of missing) await send(RENDER_PRINT_FILES, job);
      return { queued: missing.length };
    },
  };
  return [render, sweep] as JobDefinition<never>[];
}
