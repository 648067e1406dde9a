import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/client.ts';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { companyNamesOf } from '../tenancy/tenancy.service.ts';
import type { MailTransport } from './mail-transport.ts';
import { mailOutbox } from './mail.tables.ts';

const MAX_ATTEMPTS = 5;
const BATCH = 25;

type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/**
 * Delivers pending mails of all tenants (the privileged path: the outbox is read across tenants). Over
 * SMTP, failed ones are retried up to MAX_ATTEMPTS; a log-only transport (no SMTP_URL) shows them and
 * they stay in the outbox as `logged`. Rows are claimed in a short transaction (SKIP LOCKED, so several
 * instances can run this) and sent outside it: no database transaction waits on the mail server.
 * Returns the number of mails handled.
 */
export async function deliverPendingMails(database: Database, transport: MailTransport, log: Log) {
  const claimed = await claimPending(database);
  for (const mail of claimed) {
    const where = and(eq(mailOutbox.tenantId, mail.tenantId), eq(mailOutbox.id, mail.id));
    const attempts = mail.attempts + 1;
    try {
      await transport.send({
        fromName: mail.companyName,
        to: mail.toAddress,
        ...(mail.ccAddress ? { cc: mail.ccAddress } : {}),
        subject: mail.subject,
        text: mail.body,
      });
      const delivered =
        transport.kind === 'smtp'
          ? { status: 'sent' as const, sentAt: sql`now()`, attempts }
          : { status: 'logged' as const };
      await withSystem(database, (tx) => tx.update(mailOutbox).set(delivered).where(where));
    } catch (error) {
      log.warn({ err: error, mailId: mail.id, attempts }, 'mail delivery failed');
      await withSystem(database, (tx) =>
        tx
          .update(mailOutbox)
          .set({
            attempts,
            lastError: String(error),
            status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          })
          .where(where),
      );
    }
  }
  return claimed.length;
}

async function claimPending(database: Database) {
  return withSystem(database, async (tx) => {
    const candidates = await tx
      .select({ tenantId: mailOutbox.tenantId, id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        sql`(${mailOutbox.status} = 'pending' or (${mailOutbox.status} = 'sending' and ${mailOutbox.claimedAt} < now() - interval '5 minutes'))`,
      )
      .orderBy(mailOutbox.createdAt)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (candidates.length === 0) return [];
    const claimed = await tx
      .update(mailOutbox)
      .set({ status: 'sending', claimedAt: sql`now()` })
      .where(
        inArray(
          mailOutbox.id,
          candidates.map((c) => c.id),
        ),
      )
      .returning();
    const companyOf = await companyNamesOf(tx, [...new Set(claimed.map((m) => m.tenantId))]);
    return claimed.map((mail) => ({ ...mail, companyName: companyOf.get(mail.tenantId) ?? '' }));
  });
}

/**
 * Runs deliverPendingMails every few seconds until stopped (the outbox is the queue; any instance may
 * deliver). Returns a stop function that waits for a running round and closes the transport.
 */
export function startMailDelivery(
  database: Database,
  transport: MailTransport,
  log: Log & Pick<FastifyBaseLogger, 'error'>,
) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(() => deliverPendingMails(database, transport, log))
      .catch((error: unknown) => log.error({ err: error }, 'mail delivery round failed'));
  }, 2_000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
    transport.close();
  };
}
