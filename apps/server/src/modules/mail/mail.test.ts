import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem, withTenant } from '../../platform/db/tenant-scope.ts';
import { startFakeSmtpServer } from '../../testing/fake-smtp-server.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { findTenantIdByHost, loadTenant } from '../tenancy/tenancy.service.ts';
import { deliverPendingMails } from './mail-delivery.ts';
import { createMailTransport } from './mail-transport.ts';
import { queueMail } from './mail.service.ts';
import { mailOutbox } from './mail.tables.ts';

let t: TestApp;
let druckerei: string;
let northprint: string;
const logged: { data: Record<string, unknown>; message: string }[] = [];
const log = {
  info: (data: Record<string, unknown>, message: string) => logged.push({ data, message }),
  warn: (data: Record<string, unknown>, message: string) => logged.push({ data, message }),
} as unknown as Parameters<typeof deliverPendingMails>[2]; // a recording stand-in for the pino logger

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

  it('without SMTP writes each mail to the log and keeps it in the outbox as logged', async () => {
    logged.length = 0;
    expect(await deliverPendingMails(t.database, null, log)).toBe(3);
    expect(logged.some((l) => String(l.data.body).includes('123456'))).toBe(true);
    expect((await outbox()).every((m) => m.status === 'logged')).toBe(true);
    expect(await deliverPendingMails(t.database, null, log)).toBe(0);
  });

  it('with SMTP delivers the mail from the tenant and marks it sent', async () => {
    const smtp = await startFakeSmtpServer();
    const transport = createMailTransport(smtp.url, 'shop@print.test')!;
    try {
      const id = await queue(druckerei, 'kunde@druckerei.test', 'de-DE', '246810');
      expect(await deliverPendingMails(t.database, transport, log)).toBe(1);
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

  it('keeps a mail the server refused pending, with the error, for the next round', async () => {
    const smtp = await startFakeSmtpServer({ refuse: true });
    const transport = createMailTransport(smtp.url, 'shop@print.test')!;
    try {
      const id = await queue(druckerei, 'nobody@druckerei.test', 'de-DE', '000000');
      await deliverPendingMails(t.database, transport, log);
      const [row] = await withSystem(t.database, (tx) =>
        tx.select().from(mailOutbox).where(eq(mailOutbox.id, id)),
      );
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row!.lastError).toMatch(/550|unavailable/);
    } finally {
      transport.close();
      await smtp.close();
    }
  });
});
