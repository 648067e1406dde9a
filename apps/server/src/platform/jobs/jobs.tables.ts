import { pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * How far a running job has come (0–100 % and the step it is on), for screens that show long work.
 * The jobs themselves live in pg-boss's own schema; this is the one thing pg-boss does not keep.
 * Platform-level like kv_entry (closed to app_user): the job's tenant is checked in code, from the job.
 * Reached only through job-queue.ts.
 */
export const jobProgress = pgTable('job_progress', {
  jobId: uuid('job_id').primaryKey(),
  percent: smallint('percent').notNull(),
  step: text('step').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
