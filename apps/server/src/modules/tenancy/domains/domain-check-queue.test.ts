import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDnsLookup } from '../../../platform/dns/dns-lookup.ts';
import { startJobQueue, type JobDefinition, type JobQueue } from '../../../platform/jobs/job-queue.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../../testing/auth-helpers.ts';
import { startFakeDnsServer, type FakeDnsServer } from '../../../testing/fake-dns-server.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { CHECK_DOMAIN_JOB } from './domain-check-queue.ts';
import { domainCheckJob } from './domain-check.job.ts';

// The DNS check on the real job queue: adding a domain queues its first check, which runs at once, asks
// the DNS server, and queues the next one for later (startAfterSeconds), which does not run yet.

let t: TestApp;
let dns: FakeDnsServer;
let queue: JobQueue;
let admin: CookieJar;
beforeAll(async () => {
  t = await createTestApp();
  dns = await startFakeDnsServer();
  // Signed in before the queue runs: this queue knows only the domain check (no mail delivery).
  admin = await loginAs(t, 'admin', 'Admin#2026');
  const job = domainCheckJob({
    database: t.database,
    dns: createDnsLookup([dns.address]),
    platform: t.services.domainDns,
  });
  queue = await startJobQueue(t.database, [job as JobDefinition<never>], pino({ level: 'silent' }));
});
afterAll(async () => {
  await queue?.stop();
  await dns?.close();
  await t?.close();
});

type Domain = {
  status: string;
  lastCheckedAt: string | null;
  nextCheckAt: string | null;
  records: { found: string[] }[];
};

describe('the DNS check on the job queue', () => {
  it('runs the first check at once and the next one later', { timeout: 60_000 }, async () => {
    dns.set('TXT', '_print-verify.queued.druck.example', ['print-verify=someone-else']);
    const added = await graphqlAs<{ addTenantDomain: { id: string } }>(
      t,
      admin,
      'mutation AddTenantDomain($name: String!) { addTenantDomain(name: $name) { id } }',
      { name: 'queued.druck.example' },
    );
    const id = added.body.data!.addTenantDomain.id;
    const read = async () => {
      const { body } = await graphqlAs<{ tenantDomains: (Domain & { id: string })[] }>(
        t,
        admin,
        'query TenantDomains { tenantDomains { id status lastCheckedAt nextCheckAt records { found } } }',
      );
      return body.data!.tenantDomains.find((domain) => domain.id === id)!;
    };
    await vi.waitFor(async () => expect((await read()).lastCheckedAt).not.toBeNull(), {
      timeout: 30_000,
      interval: 200,
    });
    const checked = await read();
    expect(checked.status).toBe('Pending');
    expect(checked.records[0]!.found).toEqual(['print-verify=someone-else']);
    // The next check waits a minute: it is queued, not run.
    const waitSeconds = (Date.parse(checked.nextCheckAt!) - Date.parse(checked.lastCheckedAt!)) / 1000;
    expect(waitSeconds).toBe(60);
    // The queue holds it under its due, waiting (not taken by the running worker).
    const next = await queue.find(CHECK_DOMAIN_JOB, { domainId: id, due: checked.nextCheckAt });
    expect(next.map((job) => job.state)).toEqual(['queued']);
  });
});
