import { interpolate } from '@print/core/i18n/locale';
import type { Tx } from '../../platform/db/client.ts';
import { sendAfterCommit } from '../../platform/jobs/job-queue.ts';
import { textsForLanguage } from '../i18n/i18n.service.ts';
import type { Tenant } from '../tenancy/tenancy.service.ts';
import { mailOutbox } from './mail.tables.ts';

export type MailRequest = {
  to: string;
  cc?: string;
  /** Catalogue key prefix: `<templateKey>Subject` and `<templateKey>Body`, e.g. `auth.loginCodeEmail`. */
  templateKey: string;
  /**
   * The values of the texts' placeholders; a function gets the recipient's texts to name things in
   * their language (read once for the mail, not again by the caller).
   */
  params: Record<string, string> | ((texts: Readonly<Record<string, string>>) => Record<string, string>);
  /** The recipient's language; texts follow the fallback chain of spec §4. */
  language: string;
};

/**
 * Queues a mail in the recipient's language inside the caller's tenant transaction. Its delivery job is
 * queued when the transaction commits (mail-delivery.ts), never for an action that rolled back.
 */
export async function queueMail(tx: Tx, tenant: Tenant, request: MailRequest): Promise<string> {
  const texts = await textsForLanguage(tx, tenant, request.language);
  const subject = texts[`${request.templateKey}Subject`];
  const body = texts[`${request.templateKey}Body`];
  if (subject === undefined || body === undefined) {
    throw new Error(`No mail texts for ${request.templateKey} (expected ${request.templateKey}Subject/Body)`);
  }
  const params = typeof request.params === 'function' ? request.params(texts) : request.params;
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      toAddress: request.to,
      ccAddress: request.cc ?? null,
      language: request.language,
      templateKey: request.templateKey,
      subject: interpolate(subject, params),
      body: interpolate(body, params),
    })
    .returning({ id: mailOutbox.id });
  sendAfterCommit('mail.deliver', { tenantId: tenant.id, mailId: row!.id });
  return row!.id;
}
