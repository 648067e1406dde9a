import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AUTH_PATHS } from '@print/core/auth/auth-api';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../modules/mail/mail.tables.ts';
import { authPost, graphqlAs, loginAs } from '../testing/auth-helpers.ts';
import { addToCart, ENVELOPE_VALUES, ENVELOPES, placeOrder, productId } from '../testing/checkout-helpers.ts';
import { startFakeSmtpServer } from '../testing/fake-smtp-server.ts';
import { jobsQueuedSoFar } from '../testing/job-queue-helpers.ts';
import { headerSettingsWithCtaLabel, SAVE_HEADER_SETTINGS } from '../testing/header-settings-helpers.ts';
import { processAsTestApp, startServerProcess, type ServerProcess } from '../testing/server-process.ts';
import { createTestDatabase, type TestApp } from '../testing/test-app.ts';
import { withSystem } from '../platform/db/tenant-scope.ts';
import { SHELL_CACHE_TTL_MS } from './web/shell-data.ts';

// Issue 14: N instances behind a load balancer work unchanged. Two server processes (main.ts, production
// mode) on one PostgreSQL database and one Redis, sharing nothing else: what one does, the other sees.
// Needs both services (TEST_DATABASE_URL, TEST_REDIS_URL), as production has them; the embedded
// database is one process's own, so there is nothing to share.
const shared = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);

describe.skipIf(!shared)('two instances on one PostgreSQL and Redis', () => {
  let drop: () => Promise<void>;
  let databaseUrl: string;
  let dataDir: string;
  let mailbox: Awaited<ReturnType<typeof startFakeSmtpServer>>;
  let servers: ServerProcess[] = [];
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const db = await createTestDatabase();
    drop = db.drop;
    databaseUrl = db.url!;
    mailbox = await startFakeSmtpServer();
    dataDir = await mkdtemp(path.join(tmpdir(), 'print-two-instances-'));
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: db.url!,
      REDIS_URL: process.env.TEST_REDIS_URL!,
      APP_SECRET: randomBytes(32).toString('hex'),
      SMTP_URL: mailbox.url,
      SEED_DEMO: '1',
      DATA_DIR: dataDir,
    };
    // The first migrates and seeds; the second finds both done (as a second instance of a deployment).
    const first = await startServerProcess(env);
    servers = [first, await startServerProcess(env)];
    a = processAsTestApp(servers[0]!, db.database);
    b = processAsTestApp(servers[1]!, db.database);
  }, 240_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await mailbox?.close();
    await drop?.();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const ME = 'query Me { me { email } }';

  it('start without a job failing for want of a running queue', async () => {
    // Issue 23: each start logged "the job queue is not running": a start-up job the other instance
    // queued (mail sweep) was fetched here before this instance had registered its queue.
    // Both queued their start-up jobs before they answered: once those have run, none can fail.
    const jobs = await jobsQueuedSoFar(databaseUrl);
    expect(jobs.filter((job) => job.name === 'mail.sweep').length).toBeGreaterThanOrEqual(2);
    const wantingQueue = jobs.filter((job) =>
      JSON.stringify(job.output).includes('job queue is not running'),
    );
    expect(wantingQueue).toEqual([]);
    for (const server of servers) expect(server.output()).not.toContain('the job queue is not running');
  });

  it('renews on one instance a session that began on the other', async () => {
    const jar = await loginAs(a, 'kunde', 'Kunde#2026', { email: 'kunde@druckerei.test' });
    const before = jar.get('print_rt');
    const refreshed = await authPost(b, AUTH_PATHS.refresh, {}, jar);
    expect(refreshed.status).toBe(200);
    expect(jar.get('print_rt')).not.toBe(before);
    const answer = await graphqlAs<{ me: { email: string } }>(b, jar, ME);
    expect(answer.body.data?.me.email).toBe('kunde@druckerei.test');
    // Signed out on B, the session is over on A too, even for an access token that has not expired.
    const accessToken = jar.get('print_at')!;
    expect((await authPost(b, AUTH_PATHS.logout, {}, jar)).status).toBeLessThan(300);
    const after = await graphqlAs<{ me: { email: string } | null }>(
      a,
      new Map([['print_at', accessToken]]),
      ME,
    );
    expect(after.body.data?.me ?? null).toBeNull();
    expect(JSON.stringify(after.body)).not.toContain('kunde@druckerei.test');
  });

  it('counts rate limits across both instances', async () => {
    // 10 wrong passwords per account and address in 15 minutes, wherever they arrive.
    const wrong = { login: 'admin', password: 'wrong password' };
    for (const instance of [a, b, a, b, a, b, a, b, a, b]) {
      expect((await authPost(instance, AUTH_PATHS.login, wrong, new Map())).status).toBe(401);
    }
    for (const instance of [a, b]) {
      const refused = await authPost(instance, AUTH_PATHS.login, wrong, new Map());
      expect(refused).toMatchObject({ status: 429, body: { key: 'auth.tooManyAttempts' } });
    }
  });

  it('shows an order placed on one instance on the other', async () => {
    const jar = await loginAs(a, 'kunde@druckerei.test', 'Kunde#2026');
    await addToCart(a, jar, {
      productId: await productId(a, ENVELOPES),
      quantity: 100,
      fieldValues: ENVELOPE_VALUES,
    });
    const { order, errors } = await placeOrder(a, jar);
    expect(errors).toBeUndefined();
    const listed = await graphqlAs<{ myOrders: { items: { number: number }[] } }>(
      b,
      jar,
      'query Orders { myOrders { items { number } } }',
    );
    expect(listed.body.data?.myOrders.items.map((item) => item.number)).toContain(order!.number);
  });

  it('shows a setting saved on one instance on the pages of the other within the shell cache time', async () => {
    const admin = await loginAs(a, 'admin@druckerei.test', 'Admin#2026');
    const label = `Order now ${randomBytes(3).toString('hex')}`;
    const saved = await graphqlAs(a, admin, SAVE_HEADER_SETTINGS, {
      input: headerSettingsWithCtaLabel(label),
    });
    expect(saved.body.errors).toBeUndefined();
    // A visitor's page, as the browser asks for it.
    const page = async () =>
      (
        (await b.app.inject({ url: '/', headers: { host: 'localhost', cookie: 'lang=en-GB' } })) as {
          body: string;
        }
      ).body;
    await vi.waitFor(async () => expect(await page()).toContain(label), {
      timeout: SHELL_CACHE_TTL_MS + 5_000,
      interval: 50,
    });
  });

  it('delivers each queued mail once, though both instances work the job queue', async () => {
    // Every login above queued a code mail and its delivery job; both instances work the one job queue.
    const queued = async () =>
      withSystem(a.database, (tx) =>
        tx
          .select({ status: mailOutbox.status, to: mailOutbox.toAddress })
          .from(mailOutbox)
          .where(and(eq(mailOutbox.templateKey, 'auth.loginCodeEmail'))),
      );
    await vi.waitFor(
      async () => expect((await queued()).every((mail) => mail.status === 'sent')).toBe(true),
      {
        timeout: 30_000,
        interval: 100,
      },
    );
    const mails = await queued();
    expect(mails.length).toBeGreaterThanOrEqual(3);
    const codeMails = mailbox.messages.filter((message) => /(?:code is|lautet):\s*\d{6}/.test(message.data));
    expect(codeMails).toHaveLength(mails.length);
  });
});
