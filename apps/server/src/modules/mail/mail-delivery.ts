import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/client.ts';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import type { JobDefinition } from '../../platform/jobs/job-queue.ts';
import { companyNamesOf } from '../tenancy/tenancy.service.ts';
import type { MailTransport } from './mail-transport.ts';
import { mailOutbox } from './mail.tables.ts';

// Mails are delivered by jobs (decision 0035): queueMail writes the outbox row in the action's
// transaction and queues `mail.deliver` once it commits; a sweep every minute queues what a crash between
// commit and queueing left behind. The outbox row stays the record of the mail and its fate.

export type DeliverMailJob = { tenantId: string; mailId: string };

/** Five runs in all: the first and four retries after about 10 s, 20 s, 40 s and 80 s. */
export const MAIL_RETRY = { limit: 4, delaySeconds: 10, maxDelaySeconds: 300 };
/** A claim older than this belongs to a run that died (the job has expired and is retried). */
const CLAIM_EXPIRES_SECONDS = 120;

type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/**
 * Sends one outbox mail. Over SMTP a failure is thrown (the job queue retries it with backoff) and, on
 * the last attempt, leaves the mail `failed`; a log-only transport (no SMTP_URL) shows it and keeps it
 * as `logged`. The row is claimed first, so a second job for the same mail (the sweep's, another
 * instance's) finds nothing to do: a mail is sent once. Returns whether this run handled it.
 */
export async function deliverMail(
  database: Database,
  transport: MailTransport,
  log: Log,
  job: DeliverMailJob,
  lastAttempt: boolean,
): Promise<boolean> {
  const mail = await claim(database, job);
  if (!mail) return false;
  const where = and(eq(mailOutbox.tenantId, job.tenantId), eq(mailOutbox.id, job.mailId));
  const attempts = mail.attempts + 1;
  try {
    await transport.send({
      fromName: mail.companyName,
      to: mail.toAddress,
      ...(mail.ccAddress ? { cc: mail.ccAddress } : {}),
      subject: mail.subject,
      text: mail.body,
    });
  } catch (error) {
    log.warn({ err: error, mailId: mail.id, attempts }, 'mail delivery failed');
    await withSystem(database, (tx) =>
      tx
        .update(mailOutbox)
        .set({ attempts, lastError: String(error), status: lastAttempt ? 'failed' : 'pending' })
        .where(where),
    );
    throw error;
  }
  const delivered =
    transport.kind === 'smtp'
      ? { status: 'sent' as const, sentAt: sql`now()`, attempts }
      : { status: 'logged' as const, attempts };
  await withSystem(database, (tx) => tx.update(mailOutbox).set(delivered).where(where));
  return true;
}

/** Marks the mail `sending` if it waits to be sent (or its claim has expired), with its sender name. */
async function claim(database: Database, job: DeliverMailJob) {
  return withSystem(database, async (tx) => {
    const [mail] = await tx
      .update(mailOutbox)
      .set({ status: 'sending', claimedAt: sql`now()` })
      .where(
        and(
          eq(mailOutbox.tenantId, job.tenantId),
          eq(mailOutbox.id, job.mailId),
          sql`(${mailOutbox.status} = 'pending' or (${mailOutbox.status} = 'sending' and ${mailOutbox.claimedAt} < now() - make_interval(secs => ${CLAIM_EXPIRES_SECONDS})))`,
        ),
      )
      .returning();
    if (!mail) return null;
    const companyOf = await companyNamesOf(tx, [mail.tenantId]);
    return { ...mail, companyName: companyOf.get(mail.tenantId) ?? '' };
  });
}

/**
 * Mails never tried although written a while ago: their job was never queued (the process stopped
 * between commit and queueing, or they were written without a running queue). Across tenants: the
 * privileged path.
 */
export async function unqueuedMails(database: Database, olderThanSeconds = 30): Promise<DeliverMailJob[]> {
  return withSystem(database, (tx) =>
    tx
      .select({ tenantId: mailOutbox.tenantId, mailId: mailOutbox.id })
      .from(mailOutbox)
      .where(
        sql`${mailOutbox.status} = 'pending' and ${mailOutbox.attempts} = 0 and ${mailOutbox.createdAt} < now() - make_interval(secs => ${olderThanSeconds})`,
      )
      .orderBy(mailOutbox.createdAt)
      .limit(500),
  );
}

/** The mail module's jobs: deliver one mail; every minute (and at start) queue the ones left behind. */
export function mailJobs(
  database: Database,
  transport: MailTransport,
  log: Log,
  send: (name: string, data: DeliverMailJob) => Promise<unknown>,
): JobDefinition<never>[] {
  const deliver: JobDefinition<DeliverMailJob> = {
    name: 'mail.deliver',
    retry: MAIL_RETRY,
    expireSeconds: CLAIM_EXPIRES_SECONDS - 30,
    run: (job, context) => deliverMail(database, transport, log, job, context.lastAttempt),
  };
  const sweep: JobDefinition = {
    name: 'mail.sweep',
    schedule: '* * * * *',
    runAtStart: true,
    oneAtATime: true,
    run: async () => {
      const left = await unqueuedMails(database);
      for (const job of left) await send('mail.deliver', job);
      return { queued: left.length };
    },
  };
  return [deliver, sweep] as JobDefinition<never>[];
}
