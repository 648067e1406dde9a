import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { findTenantIdByHost } from '../../modules/tenancy/tenancy.service.ts';
import { startJobQueue, type JobDefinition, type JobQueue } from '../../platform/jobs/job-queue.ts';

// Background jobs through the GraphQL API: a tenant's admin follows a job's progress and sees and retries
// its failed jobs; other tenants, shoppers and the platform's own jobs stay out of view.

type Job = {
  ref: string;
  queue: string;
  state: string;
  attempts: number;
  percent: number | null;
  step: string | null;
  error: string | null;
};
const FIELDS = 'ref queue state attempts percent step error';
const JOB = `query BackgroundJob($ref: ID!) { backgroundJob(ref: $ref) { ${FIELDS} } }`;
const FAILED = `query FailedBackgroundJobs { failedBackgroundJobs { ${FIELDS} } }`;
const RETRY = `mutation RetryBackgroundJob($ref: ID!) { retryBackgroundJob(ref: $ref) { ${FIELDS} } }`;

let t: TestApp;
let queue: JobQueue;
let admin: CookieJar;
let customer: CookieJar;
let northAdmin: CookieJar;
let druckerei: string;
let finish: () => void = () => undefined;

const definitions = [
  {
    name: 'test.upload-check',
    run: async () => {
      throw new Error('The file is not a PDF');
    },
  },
  {
    name: 'test.render',
    run: async (_data, job) => {
      await job.progress(60, 'admin.jobStepSettling');
      await new Promise<void>((resolve) => (finish = resolve));
    },
  },
] as JobDefinition<never>[];

beforeAll(async () => {
  t = await createTestApp();
  druckerei = (await findTenantIdByHost(t.database, 'localhost'))!;
  // Signed in before the queue runs: their code mails are then left in the outbox (this queue has
  // only the jobs below, no mail.deliver).
  admin = await loginAs(t, 'admin', 'Admin#2026');
  customer = await loginAs(t, 'kunde', 'Kunde#2026');
  northAdmin = await loginAs(t, 'admin', 'Admin#2026', { host: 'northprint.localhost' });
  queue = await startJobQueue(t.database, definitions, pino({ level: 'silent' }));
});
afterAll(async () => {
  finish();
  await queue.stop();
  await t.close();
});

const jobOf = async (jar: CookieJar, ref: string, host?: string) =>
  (await graphqlAs<{ backgroundJob: Job | null }>(t, jar, JOB, { ref }, host)).body;

describe('background jobs in the admin API', () => {
  it("shows a tenant's admin the progress of its running job, and no one else", async () => {
    const ref = await queue.send('test.render', { tenantId: druckerei });
    await vi.waitFor(
      async () =>
        expect((await jobOf(admin, ref)).data?.backgroundJob).toMatchObject({
          state: 'active',
          percent: 60,
          step: 'admin.jobStepSettling',
        }),
      { timeout: 30_000, interval: 100 },
    );
    expect((await jobOf(northAdmin, ref, 'northprint.localhost')).data?.backgroundJob).toBeNull();
    expect((await jobOf(customer, ref)).errors?.[0]?.message).toBe('Forbidden');
    finish();
  });

  it('lists failed jobs with their error to their tenant only, and runs one again on demand', async () => {
    const ref = await queue.send('test.upload-check', { tenantId: druckerei });
    const platformRef = await queue.send('test.upload-check', {});
    const failed = async (jar: CookieJar, host?: string) =>
      (await graphqlAs<{ failedBackgroundJobs: Job[] }>(t, jar, FAILED, {}, host)).body;
    await vi.waitFor(
      async () =>
        expect((await failed(admin)).data?.failedBackgroundJobs.map((job) => job.ref)).toContain(ref),
      { timeout: 30_000, interval: 100 },
    );
    const listed = (await failed(admin)).data!.failedBackgroundJobs;
    expect(listed.find((job) => job.ref === ref)).toMatchObject({
      queue: 'test.upload-check',
      state: 'failed',
      attempts: 1,
      error: 'The file is not a PDF',
    });
    // Platform jobs are for platform operators; other tenants and shoppers see nothing of it.
    expect(listed.map((job) => job.ref)).not.toContain(platformRef);
    expect((await failed(northAdmin, 'northprint.localhost')).data?.failedBackgroundJobs).toEqual([]);
    expect((await failed(customer)).errors?.[0]?.message).toBe('Forbidden');

    const retried = (
      await graphqlAs<{ retryBackgroundJob: Job | null }>(
        t,
        northAdmin,
        RETRY,
        { ref },
        'northprint.localhost',
      )
    ).body;
    expect(retried.data?.retryBackgroundJob).toBeNull();
    const again = (await graphqlAs<{ retryBackgroundJob: Job | null }>(t, admin, RETRY, { ref })).body;
    expect(again.errors).toBeUndefined();
    expect(again.data?.retryBackgroundJob?.state).toMatch(/queued|retry|active|failed/);
    await vi.waitFor(async () => expect((await jobOf(admin, ref)).data?.backgroundJob?.attempts).toBe(2), {
      timeout: 30_000,
      interval: 100,
    });
  });

  it('answers null for a reference that is not a job, and a clear message for unstorable text', async () => {
    // Issue 23: 36 dashes passed the id check and answered "Unexpected error." from the database.
    const dashes = '-'.repeat(36);
    for (const ref of [
      'x',
      'test.render:0',
      'mail.deliver:00000000-0000-4000-8000-000000000000',
      `test.render:${dashes}`,
      `test.upload-check:${dashes}`,
    ]) {
      const body = await jobOf(admin, ref);
      expect(body.errors, ref).toBeUndefined();
      expect(body.data?.backgroundJob).toBeNull();
      const retried = await graphqlAs<{ retryBackgroundJob: unknown }>(t, admin, RETRY, { ref });
      expect(retried.body.errors, ref).toBeUndefined();
      expect(retried.body.data?.retryBackgroundJob).toBeNull();
    }
    expect((await jobOf(admin, 'test.render:\u0000')).errors?.[0]?.message).toBe(
      'Forbidden characters U+0000',
    );
  });
});
