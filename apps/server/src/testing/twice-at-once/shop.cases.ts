import pino from 'pino';
import { vi } from 'vitest';
import { findTenantIdByHost } from '../../modules/tenancy/tenancy.service.ts';
import { startJobQueue, type JobDefinition, type JobQueue } from '../../platform/jobs/job-queue.ts';
import { next, type AtOnceCase, type Session } from './session.ts';

// Background jobs and the header settings (platform/jobs, modules/tenancy).

/** A job that always fails, so there is a failed job to retry. */
const FAILING: JobDefinition<never> = {
  name: 'test.at-once-fails',
  run: async () => {
    throw new Error('fails on purpose');
  },
};

/**
 * A job queue with only the failing job, for this case's runs only: the app's own jobs (mails,
 * thumbnails) stay unqueued as in the other cases, instead of waiting in a queue nobody works.
 */
let queue: JobQueue | undefined;

/** A failed job of the shop: sent, then waited for until it failed. */
async function failedJob(session: Session): Promise<string> {
  queue ??= await startJobQueue(session.t.database, [FAILING], pino({ level: 'silent' }));
  const tenantId = (await findTenantIdByHost(session.t.database, 'localhost'))!;
  const ref = await queue!.send(FAILING.name, { tenantId });
  await vi.waitFor(
    async () => {
      if ((await queue!.status(ref, tenantId))?.state !== 'failed') throw new Error('not failed yet');
    },
    { timeout: 30_000, interval: 100 },
  );
  return ref;
}

export const shopCases: Record<string, AtOnceCase> = {
  retryBackgroundJob: {
    // pg-boss queues a job again with one conditional update (only a failed one), in its own schema.
    writesNothing: "the job queue keeps its jobs in a schema of its own, not in the shop's tables",
    setup: async (session) => ({ ref: await failedJob(session) }),
    cleanup: async () => {
      await queue?.stop();
      queue = undefined;
    },
  },
  updateHeaderSettings: {
    setup: async () => ({
      input: {
        type: 'default',
        showLogo: true,
        notifications: true,
        favourites: true,
        cart: true,
        search: true,
        topCta: { link: '/catalog', suffix: [{ language: 'de-DE', text: `Neu im Shop ${next()}` }] },
        cta: { link: '/catalog', label: [{ language: 'de-DE', text: 'Jetzt gestalten' }], colour: 'primary' },
        userContextMenu: 'full',
        mobileLayoutScheme: 'square-cart-search',
      },
    }),
  },
};
