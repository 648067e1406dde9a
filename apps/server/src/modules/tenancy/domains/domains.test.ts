import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDnsLookup } from '../../../platform/dns/dns-lookup.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../../testing/auth-helpers.ts';
import { startFakeDnsServer, type FakeDnsServer } from '../../../testing/fake-dns-server.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { eq } from 'drizzle-orm';
import { withSystem } from '../../../platform/db/tenant-scope.ts';
import { domains } from '../tenancy.tables.ts';
import { domainCheckSweepJob } from './domain-check-sweep.job.ts';
import { runDomainCheck } from './domain-check.job.ts';

// The domain manager (spec §3, §8 messages) and the DNS check against a fake DNS server: a tenant's
// admin adds a domain, sees which records are missing or wrong, and the check moves it to Active.

const FIELDS = `id name status isDefault isFallback nextCheckAt
  records { purpose type name expected found ok checked error }`;
const LIST = `query TenantDomains { tenantDomains { ${FIELDS} } }`;
const ADD = `mutation AddTenantDomain($name: String!) { addTenantDomain(name: $name) { ${FIELDS} } }`;
const DELETE = 'mutation DeleteTenantDomain($id: ID!) { deleteTenantDomain(id: $id) }';
const SET_DEFAULT = `mutation SetDefaultTenantDomain($id: ID!) { setDefaultTenantDomain(id: $id) { ${FIELDS} } }`;
const CHECK_NOW = `mutation CheckTenantDomainNow($id: ID!) { checkTenantDomainNow(id: $id) { ${FIELDS} } }`;
const NORTH = 'northprint.localhost';

type Record_ = {
  purpose: string;
  type: string;
  name: string;
  expected: string[];
  found: string[];
  ok: boolean;
  checked: boolean;
};
type Domain = {
  id: string;
  name: string;
  status: string;
  isDefault: boolean;
  isFallback: boolean;
  nextCheckAt: string | null;
  records: Record_[];
};

let t: TestApp;
let dns: FakeDnsServer;
let admin: CookieJar;
let northAdmin: CookieJar;
let customer: CookieJar;
let tenantId: string;
beforeAll(async () => {
  t = await createTestApp();
  dns = await startFakeDnsServer();
  admin = await loginAs(t, 'admin', 'Admin#2026');
  northAdmin = await loginAs(t, 'admin', 'Admin#2026', { host: NORTH });
  customer = await loginAs(t, 'kunde', 'Kunde#2026');
  const me = await graphqlAs<{ currentTenant: { id: string } }>(t, admin, 'query T { currentTenant { id } }');
  tenantId = me.body.data!.currentTenant.id;
});
afterAll(async () => {
  await dns?.close();
  await t?.close();
});

async function call<T>(
  jar: CookieJar,
  query: string,
  variables: Record<string, unknown> = {},
  host = 'localhost',
) {
  const { body } = await graphqlAs<T>(t, jar, query, variables, host);
  return { data: body.data, error: body.errors?.[0]?.message };
}

const list = async (jar = admin, host = 'localhost') =>
  (await call<{ tenantDomains: Domain[] }>(jar, LIST, {}, host)).data!.tenantDomains;

async function add(name: string): Promise<Domain> {
  const { data, error } = await call<{ addTenantDomain: Domain }>(admin, ADD, { name });
  if (error) throw new Error(error);
  return data!.addTenantDomain;
}

/** Runs the check that is due for the domain, as the job would, at the time `now`. */
async function runDueCheck(id: string, now = new Date()) {
  const domain = (await list()).find((row) => row.id === id)!;
  const platform = t.services.domainDns;
  return runDomainCheck(
    { database: t.database, dns: createDnsLookup([dns.address]), platform, now: () => now },
    { tenantId, domainId: id, due: domain.nextCheckAt! },
  );
}

describe('the domain manager', () => {
  it('needs tenant.settings', async () => {
    expect((await call(customer, LIST)).error).toBe('Forbidden');
    expect((await call(customer, ADD, { name: 'x.example.com' })).error).toBe('Forbidden');
  });

  it('lists the fallback domain read-only: it cannot be deleted and needs no records', async () => {
    const [fallback] = await list();
    expect(fallback).toMatchObject({
      name: 'druckerei.localhost',
      status: 'Active',
      isFallback: true,
      isDefault: true,
    });
    expect(fallback!.records).toEqual([]);
    expect((await call(admin, DELETE, { id: fallback!.id })).error).toBe('Cannot delete fallback domain');
  });

  it("refuses an invalid name, a name the shop has, and another shop's name without saying whose", async () => {
    expect((await call(admin, ADD, { name: 'not a domain' })).error).toBe('Invalid domain format');
    await add('twice.example.com');
    expect((await call(admin, ADD, { name: 'Twice.Example.com' })).error).toBe('Domain already exists');
    expect((await call(admin, ADD, { name: NORTH })).error).toBe('Domain already exists');
    // The platform's own names are fallback hosts, also of tenants not set up yet: no shop claims one.
    expect((await call(admin, ADD, { name: 'future-shop.localhost' })).error).toBe('Domain already exists');
  });

  it('adds a domain as Pending with the records to set, not yet checked', async () => {
    const domain = await add('shop.druck.example');
    expect(domain.status).toBe('Pending');
    expect(domain.records.map((r) => [r.purpose, r.type, r.name, r.checked])).toEqual([
      ['ownership', 'TXT', '_print-verify.shop.druck.example', false],
      ['routing', 'CNAME', 'shop.druck.example', false],
    ]);
    expect(domain.records[0]!.expected[0]).toMatch(/^print-verify=[0-9a-f]{32}$/);
    // An apex name routes by A records.
    expect((await add('druck-apex.example')).records[1]).toMatchObject({
      type: 'A',
      name: 'druck-apex.example',
    });
  });

  it('sets only an Active domain as default', async () => {
    const domain = await add('notyet.druck.example');
    expect((await call(admin, SET_DEFAULT, { id: domain.id })).error).toBe(
      'Only an active domain can be the default',
    );
  });

  it("refuses another shop's domain as not found, and changes nothing", async () => {
    const domain = await add('mine.druck.example');
    for (const query of [DELETE, SET_DEFAULT, CHECK_NOW]) {
      expect((await call(northAdmin, query, { id: domain.id }, NORTH)).error).toBe('Domain not found');
    }
    expect((await list()).some((row) => row.id === domain.id)).toBe(true);
    expect((await list(northAdmin, NORTH)).some((row) => row.id === domain.id)).toBe(false);
  });
});

describe('the DNS check', () => {
  it('goes Pending (showing what is found and needed) → Configuring → Active, then serves as default', async () => {
    const domain = await add('www.druck-check.example');
    const [txt, cname] = domain.records;
    dns.set('CNAME', cname!.name, ['old-host.example.net']);
    expect(await runDueCheck(domain.id)).toBe('checked');
    let now = (await list()).find((row) => row.id === domain.id)!;
    expect(now.status).toBe('Pending');
    expect(now.records[0]).toMatchObject({ checked: true, ok: false, found: [] });
    expect(now.records[1]).toMatchObject({
      ok: false,
      found: ['old-host.example.net'],
      expected: cname!.expected,
    });

    dns.set('TXT', txt!.name, txt!.expected);
    dns.set('CNAME', cname!.name, cname!.expected);
    await runDueCheck(domain.id);
    now = (await list()).find((row) => row.id === domain.id)!;
    expect(now.status).toBe('Configuring');
    expect(now.records.every((record) => record.ok)).toBe(true);

    await runDueCheck(domain.id);
    now = (await list()).find((row) => row.id === domain.id)!;
    expect(now.status).toBe('Active');
    expect(now.nextCheckAt).toBeNull();

    const set = await call<{ setDefaultTenantDomain: Domain }>(admin, SET_DEFAULT, { id: domain.id });
    expect(set.data!.setDefaultTenantDomain.isDefault).toBe(true);
    expect((await list()).filter((row) => row.isDefault).map((row) => row.name)).toEqual([domain.name]);
    // Deleting the default makes the fallback the default again.
    expect((await call(admin, DELETE, { id: domain.id })).data).toEqual({ deleteTenantDomain: true });
    expect((await list()).filter((row) => row.isDefault).map((row) => row.name)).toEqual([
      'druckerei.localhost',
    ]);
  });

  it('keeps the status through DNS failures and turns Unknown after 72 hours of them', async () => {
    const domain = await add('flaky.druck-check.example');
    dns.servfail(domain.records[0]!.name, true);
    dns.servfail(domain.name, true);
    const start = new Date();
    await runDueCheck(domain.id, start);
    let now = (await list()).find((row) => row.id === domain.id)!;
    expect(now.status).toBe('Pending');
    expect(now.records.every((record) => record.checked && !record.ok)).toBe(true);
    await runDueCheck(domain.id, new Date(start.getTime() + 73 * 3600_000));
    now = (await list()).find((row) => row.id === domain.id)!;
    expect(now.status).toBe('Unknown');
  });

  it('runs a due check once: a check queued twice, or one "check now" replaced, does nothing', async () => {
    const domain = await add('once.druck-check.example');
    const due = domain.nextCheckAt!;
    const checked = await runDueCheck(domain.id);
    expect(checked).toBe('checked');
    const again = await runDomainCheck(
      { database: t.database, dns: createDnsLookup([dns.address]), platform: t.services.domainDns },
      { tenantId, domainId: domain.id, due },
    );
    expect(again).toBe('skipped');
    const now = await call<{ checkTenantDomainNow: Domain }>(admin, CHECK_NOW, { id: domain.id });
    expect(now.data!.checkTenantDomainNow.nextCheckAt).not.toBe(due);
  });

  it('queues missed checks longest overdue first, each with a new due the queue takes again', async () => {
    const older = await add('older.druck-sweep.example');
    const newer = await add('newer.druck-sweep.example');
    const overdue = (id: string, minutes: number) =>
      withSystem(t.database, (tx) =>
        tx
          .update(domains)
          .set({ nextCheckAt: new Date(Date.now() - minutes * 60_000) })
          .where(eq(domains.id, id)),
      );
    await overdue(newer.id, 30);
    await overdue(older.id, 90);
    const sent: { data: Record<string, unknown>; id?: string }[] = [];
    const sweep = domainCheckSweepJob(t.database, async (_name, data, options) => {
      sent.push({ data, id: options?.id });
      return options?.id ?? '';
    });
    const work = { progress: async () => undefined, cancelled: async () => false } as never;
    await sweep.run({}, work);
    const ours = sent.filter((s) => s.data['domainId'] === older.id || s.data['domainId'] === newer.id);
    expect(ours.map((s) => s.data['domainId'])).toEqual([older.id, newer.id]);
    // The missed check is queued under its new due: the row says so, and that check runs.
    const rows = await list();
    for (const { data } of ours) {
      const row = rows.find((domain) => domain.id === data['domainId'])!;
      expect(row.nextCheckAt).toBe(data['due']);
    }
    expect(await runDueCheck(older.id)).toBe('checked');
    // Due again only later: the next sweep does not queue them again.
    sent.length = 0;
    await sweep.run({}, work);
    expect(sent.filter((s) => s.data['domainId'] === newer.id)).toEqual([]);
  });

  it('gives up a name still Pending after 72 hours, so another shop can add it', async () => {
    const stale = await add('stale.druck-sweep.example');
    const fresh = await add('fresh.druck-sweep.example');
    await withSystem(t.database, (tx) =>
      tx
        .update(domains)
        .set({ createdAt: new Date(Date.now() - 73 * 3_600_000) })
        .where(eq(domains.id, stale.id)),
    );
    const blocked = await call(northAdmin, ADD, { name: 'stale.druck-sweep.example' }, NORTH);
    expect(blocked.error).toBe('Domain already exists');
    const sweep = domainCheckSweepJob(t.database, async (_name, _data, options) => options?.id ?? '');
    await sweep.run({}, { progress: async () => undefined, cancelled: async () => false } as never);
    const names = (await list()).map((domain) => domain.name);
    expect(names).not.toContain(stale.name);
    expect(names).toContain(fresh.name);
    const added = await call(northAdmin, ADD, { name: 'stale.druck-sweep.example' }, NORTH);
    expect(added.error).toBeUndefined();
  });
});
