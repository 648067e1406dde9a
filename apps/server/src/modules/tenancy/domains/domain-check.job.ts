import {
  checkRecord,
  domainRecords,
  nextDomainStatus,
  observe,
  recheckDelaySeconds,
  type ExpectedRecord,
  type PlatformDns,
} from '@print/core/tenancy/domain-status';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../platform/db/client.ts';
import { withTenant } from '../../../platform/db/tenant-scope.ts';
import type { DnsLookup } from '../../../platform/dns/dns-lookup.ts';
import type { JobDefinition } from '../../../platform/jobs/job-queue.ts';
import { domains, type DomainChecks } from '../tenancy.tables.ts';
import { CHECK_DOMAIN_JOB, queueDomainCheck, type CheckDomainData } from './domain-check-queue.ts';

// The DNS check of one tenant domain (decision 0085): asks for its records, stores what it found and
// the status that follows, and queues the next check at a growing interval. One chain per domain: a run
// works only while the row's next_check_at is still the `due` it was queued for, so a "check now"
// (which sets a new due) or the same check queued twice ends the older chain.

export type DomainCheckDeps = {
  database: Database;
  dns: DnsLookup;
  platform: PlatformDns;
  log?: Pick<FastifyBaseLogger, 'error'>;
  now?: () => Date;
};

function ask(dns: DnsLookup, record: ExpectedRecord) {
  if (record.type === 'TXT') return dns.txt(record.name);
  if (record.type === 'CNAME') return dns.cname(record.name);
  return dns.a(record.name);
}

export type DomainCheckResult = 'checked' | 'skipped';

export async function runDomainCheck(
  deps: DomainCheckDeps,
  data: CheckDomainData,
): Promise<DomainCheckResult> {
  const { database, tenantId, domainId } = { database: deps.database, ...data };
  const isDue = (row: typeof domains.$inferSelect | undefined) =>
    row && !row.isFallback && row.nextCheckAt?.toISOString() === data.due;
  const [before] = await withTenant(database, tenantId, (tx) =>
    tx.select().from(domains).where(eq(domains.id, domainId)),
  );
  if (!isDue(before)) return 'skipped';
  // DNS is asked outside any transaction: a slow resolver must not hold the row.
  const expected = domainRecords(before!.name, before!.verifyToken, deps.platform);
  const records = await Promise.all(
    expected.map(async (record) => checkRecord(record, await ask(deps.dns, record))),
  );
  const now = deps.now?.() ?? new Date();
  return withTenant(database, tenantId, async (tx) => {
    const [row] = await tx.select().from(domains).where(eq(domains.id, domainId)).for('update');
    if (!isDue(row)) return 'skipped';
    const seen = observe(records, row!.checks?.records ?? null);
    const erroredSince = seen.errored ? (row!.checks?.erroredSince ?? now.toISOString()) : null;
    const erroredForSeconds = erroredSince ? (now.getTime() - Date.parse(erroredSince)) / 1000 : 0;
    const status = nextDomainStatus(row!.status, { ...seen, erroredForSeconds });
    // An Active domain needs no more checks ("check now" asks again); others until the delays end.
    const delay = status === 'Active' ? null : recheckDelaySeconds(row!.checkAttempt);
    const next = delay === null ? null : new Date(now.getTime() + delay * 1000);
    const checks: DomainChecks = { records, erroredSince };
    await tx
      .update(domains)
      .set({
        status,
        checks,
        checkAttempt: row!.checkAttempt + 1,
        lastCheckedAt: now,
        nextCheckAt: next,
        ...(status === 'Active' && row!.status !== 'Active' ? { activatedAt: now } : {}),
      })
      .where(eq(domains.id, domainId));
    if (next) queueDomainCheck(tenantId, domainId, next, deps.log);
    return 'checked';
  });
}

export function domainCheckJob(deps: DomainCheckDeps): JobDefinition<CheckDomainData> {
  return {
    name: CHECK_DOMAIN_JOB,
    // A failed run (the database away) is tried again; DNS failures are answers, not failures.
    retry: { limit: 3, delaySeconds: 30 },
    expireSeconds: 60,
    run: async (data) => ({ result: await runDomainCheck(deps, data) }),
  };
}
