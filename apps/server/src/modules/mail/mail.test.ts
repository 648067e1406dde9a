import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem, withTenant } from '../../platform/db/tenant-scope.ts';
import { startFakeSmtpServer } from '../../testing/fake-smtp-server.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { findTenantIdByHost, loadTenant } from '../tenancy/tenancy.service.ts';
import { deliverMail, unqueuedMails } from './mail-delivery.ts';
import type { MailTransport } from './mail-transport.ts';
import { createConsoleMailTransport, createMailTransport, createSmtpTransport } from './mail-transport.ts';
import { queueMail } from './mail.service.ts';
import { mailOutbox } from './mail.tables.ts';

let t: TestApp;
let druckerei: string;
let northprint: string;
const logged: { data: Record<string, unknown>; message: string }[] = [];
const log = {
  info: (data: Record<string, unknown>, message: string) => logged.push({ data, message }),
  warn: (data: Record<string, unknown>, message: string) => logged.push({ data, message }),
} as unknown as Parameters<typeof deliverMail>[2]; // a recording stand-in for the pino logger

beforeAll(async () => {
  t = await createTestApp();
  druckerei = (await findTenantIdByHost(t.database, 'localhost'))!;
  northprint = (await findTenantIdByHost(t.database, 'northprint.localhost'))!;
});
afterAll(() => t.close());

const queue = (tenantId: string, to: string, language: string, code: string) =>
  withTenant(t.database, tenantId, async (tx) =>
    queueMail(tx, (await loadTenant(tx, tenantId))!, {
      to,
      templateKey: 'auth.loginCodeEmail',
      params: { code },
      language,
    }),
  );
/** What the mail jobs would do for every mail waiting (the job queue itself is tested in platform/jobs). */
async function deliverPendingMails(transport: MailTransport, options: { lastAttempt?: boolean } = {}) {
  let handled = 0;
  for (const job of await unqueuedMails(t.database, -1)) {
    if (await deliverMail(t.database, transport, log, job, options.lastAttempt ?? false)) handled += 1;
  }
  return handled;
}
const outbox = () => withSystem(t.database, (tx) => tx.select().from(mailOutbox));

describe('mail outbox', () => {
  it("renders the mail in the recipient's language with its parameters", async () => {
    await queue(druckerei, 'kunde@druckerei.test', 'de-DE', '123456');
    await queue(druckerei, 'guest@druckerei.test', 'en-GB', '654321');
    const rows = await outbox();
    const german = rows.find((r) => r.toAddress === 'kunde@druckerei.test')!;
    expect(german).toMatchObject({ subject: 'Ihr Anmeldecode', status: 'pending' });
    expect(german.body).toContain('123456');
    const english = rows.find((r) => r.toAddress === 'guest@druckerei.test')!;
    expect(english.subject).toBe('Your login code');
    expect(english.body).toContain('654321');
  });

  it("keeps each tenant's mails to that tenant", async () => {
    await queue(northprint, 'customer@northprint.test', 'en-GB', '111111');
    const seenByNorthprint = await withTenant(t.database, northprint, (tx) => tx.select().from(mailOutbox));
    expect(seenByNorthprint.map((m) => m.toAddress)).toEqual(['customer@northprint.test']);
  });

  it('without SMTP in development prints each mail as a readable block, the code on its own line', async () => {
    const printed: string[] = [];
    const print = (block: string) => void printed.push(block);
    logged.length = 0;
    expect(await deliverPendingMails(createConsoleMailTransport(print))).toBe(3);
    const block = printed.find((b) => b.includes('To:      guest@druckerei.test'))!;
    const lines = block.split('\n');
    expect(lines).toContain('Subject: Your login code');
    expect(lines).toContain('654321');
    // Not a JSON log line, and nothing went into the structured log.
    expect(block.trim().startsWith('{')).toBe(false);
    expect(logged).toEqual([]);
    expect((await outbox()).every((m) => m.status === 'logged')).toBe(true);
    expect(await deliverPendingMails(createConsoleMailTransport(print))).toBe(0);
  });

  it('without SMTP prints the code in development but never logs it in production', async () => {
    const records: { data: Record<string, unknown>; message: string }[] = [];
    const appLog = {
      info: (data: Record<string, unknown>, message: string) => records.push({ data, message }),
    } as unknown as Parameters<typeof createMailTransport>[0]['log'];
    const transport = (production: boolean) =>
      createMailTransport({ smtpUrl: undefined, fromAddress: 'shop@print.test', production, log: appLog });
    const printed: string[] = [];
    const consoleLog = console.log;
    console.log = (...args: unknown[]) => void printed.push(args.join(' '));
    try {
      await queue(druckerei, 'kunde@druckerei.test', 'en-GB', '864200');
      expect(await deliverPendingMails(transport(false))).toBe(1);
      expect(printed.join('\n').split('\n')).toContain('864200');
      expect(records).toEqual([]);

      printed.length = 0;
      await queue(druckerei, 'kunde@druckerei.test', 'en-GB', '975310');
      expect(await deliverPendingMails(transport(true))).toBe(1);
    } finally {
      console.log = consoleLog;
    }
    // Production: recipient and subject in the log, the code nowhere.
    expect(records).toEqual([
      { data: { to: 'kunde@druckerei.test', subject: 'Your login code' }, message: expect.any(String) },
    ]);
    expect(JSON.stringify(records) + printed.join('\n') + JSON.stringify(logged)).not.toContain('975310');
    // The mail itself is kept in the outbox, only not shown.
    const stored = (await outbox()).find((m) => m.body.includes('975310'))!;
    expect(stored.status).toBe('logged');
  });

  it('with SMTP delivers the mail from the tenant and marks it sent', async () => {
    const smtp = await startFakeSmtpServer();
    const transport = createSmtpTransport(smtp.url, 'shop@print.test');
    try {
      const id = await queue(druckerei, 'kunde@druckerei.test', 'de-DE', '246810');
      expect(await deliverPendingMails(transport)).toBe(1);
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]!.to[0]).toContain('kunde@druckerei.test');
      expect(smtp.messages[0]!.data).toContain('Druckerei Sonnenschein GmbH');
      expect(smtp.messages[0]!.data).toContain('246810');
      const [row] = await withSystem(t.database, (tx) =>
        tx.select().from(mailOutbox).where(eq(mailOutbox.id, id)),
      );
      expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it('keeps a mail the server refused pending with the error for a retry, and failed after the last', async () => {
    const smtp = await startFakeSmtpServer({ refuse: true });
    const transport = createSmtpTransport(smtp.url, 'shop@print.test');
    const row = async (id: string) =>
      (await withSystem(t.database, (tx) => tx.select().from(mailOutbox).where(eq(mailOutbox.id, id))))[0]!;
    try {
      const id = await queue(druckerei, 'nobody@druckerei.test', 'de-DE', '000000');
      // The job fails (so the queue retries it later), the mail waits.
      await expect(deliverPendingMails(transport)).rejects.toThrow(/550|unavailable/);
      expect(await row(id)).toMatchObject({ status: 'pending', attempts: 1 });
      expect((await row(id)).lastError).toMatch(/550|unavailable/);
      // The last attempt fails too: the mail is failed, not retried any more.
      const job = { tenantId: druckerei, mailId: id };
      await expect(deliverMail(t.database, transport, log, job, true)).rejects.toThrow();
      expect(await row(id)).toMatchObject({ status: 'failed', attempts: 2 });
      // A job that comes late (the sweep's, another instance's) finds nothing to send.
      expect(await deliverMail(t.database, transport, log, job, true)).toBe(false);
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it('sends a mail once although two jobs for it run at the same time', async () => {
    const smtp = await startFakeSmtpServer();
    const transport = createSmtpTransport(smtp.url, 'shop@print.test');
    try {
      const id = await queue(druckerei, 'twice@druckerei.test', 'en-GB', '121212');
      const job = { tenantId: druckerei, mailId: id };
      const runs = await Promise.all([
        deliverMail(t.database, transport, log, job, false),
        deliverMail(t.database, transport, log, job, false),
      ]);
      expect(runs.filter(Boolean)).toHaveLength(1);
      expect(smtp.messages.filter((m) => m.data.includes('121212'))).toHaveLength(1);
    } finally {
      transport.close();
      await smtp.close();
    }
  });
});
