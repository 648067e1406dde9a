import pg from 'pg';
import { vi } from 'vitest';

// For tests of running server processes (main.ts) on PostgreSQL: what their job queue (pg-boss, schema
// `pgboss`) has done, read from its table, since the processes share nothing else with the test.

export type SettledJob = { name: string; state: string; output: unknown };

/**
 * Waits until every job queued so far has run (completed, failed or was cancelled), and returns them.
 * An instance queues its start-up jobs (`runAtStart`) before it listens, so once the instances answer,
 * this is the point after which a start-up job can no longer fail: a test that a start-up job did not
 * fail waits for this rather than for a time that may be too short on a busy machine.
 */
export async function jobsQueuedSoFar(databaseUrl: string, timeout = 60_000): Promise<SettledJob[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // The database's clock, as the queue's rows are stamped by it; a cron slot's job may wait for later.
    const { rows } = await client.query<{ now: Date }>('select now() as now');
    const until = rows[0]!.now;
    const jobs = async () =>
      (
        await client.query<SettledJob>(
          `select name, state::text as state, output from pgboss.job
           where created_on <= $1 and start_after <= $1 order by created_on`,
          [until],
        )
      ).rows;
    await vi.waitFor(
      async () => {
        const waiting = (await jobs()).filter((job) => ['created', 'retry', 'active'].includes(job.state));
        if (waiting.length) throw new Error(`jobs not yet run: ${JSON.stringify(waiting)}`);
      },
      { timeout, interval: 100 },
    );
    return await jobs();
  } finally {
    await client.end();
  }
}
