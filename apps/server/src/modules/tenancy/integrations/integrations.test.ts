import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTING_TENANT_HEADER } from '@print/core/shell-data';
import { auditEntries } from '../../audit/audit.tables.ts';
import { withSystem, withTenant } from '../../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../../testing/auth-helpers.ts';
import {
  startFakeIntegrationsServer,
  type FakeIntegrationsServer,
} from '../../../testing/fake-integrations-server.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { tenants } from '../tenancy.tables.ts';
import { readTenantSecret } from '../tenant-secrets.ts';

// A tenant's integration tabs (issue 27): print-design and the scheduling service (Cal.com), through the
// real GraphQL API against a local fake of both services. Their rules, the write-only keys, "Test
// connection" and its answers, the right tenant.settings, and each tenant's settings kept to itself —
// for the tenant's own admin and for the platform operator acting for a tenant (decision 0087).

const PRINT = 'query P { printDesignSettings { enabled endpointUrl apiKey } }';
const SAVE_PRINT = `mutation SP($input: PrintDesignSettingsInput!) {
  updatePrintDesignSettings(input: $input) { enabled endpointUrl apiKey } }`;
const TEST_PRINT = `mutation TP($endpointUrl: String!, $apiKey: String) {
  testPrintDesignConnection(endpointUrl: $endpointUrl, apiKey: $apiKey) }`;
const SCHEDULING = 'query S { schedulingSettings { enabled eventId apiKey } }';
const SAVE_SCHEDULING = `mutation SS($input: SchedulingSettingsInput!) {
  updateSchedulingSettings(input: $input) { enabled eventId apiKey } }`;
const TEST_SCHEDULING = `mutation TS($eventId: String!, $apiKey: String) {
  testSchedulingConnection(eventId: $eventId, apiKey: $apiKey) }`;
const NORTH = 'northprint.localhost';

type Answer<T> = { data?: T | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };

let t: TestApp;
let fake: FakeIntegrationsServer;
let admin: CookieJar;
let northAdmin: CookieJar;
let operator: CookieJar;
let druckereiId: string;
let northprintId: string;

const call = async <T>(
  jar: CookieJar | null,
  query: string,
  variables: Record<string, unknown> = {},
  options: { host?: string; actingFor?: string } = {},
) =>
  (
    await graphqlAs<T>(
      t,
      jar,
      query,
      variables,
      options.host ?? 'localhost',
      options.actingFor ? { [ACTING_TENANT_HEADER]: options.actingFor } : {},
    )
  ).body as Answer<T>;
const endpoint = () => `${fake.url}/print-design`;
const idOf = async (slug: string) =>
  withSystem(t.database, async (tx) => {
    const [row] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug));
    return row!.id;
  });

beforeAll(async () => {
  fake = await startFakeIntegrationsServer();
  t = await createTestApp({ integrations: { calComApiBase: fake.url } });
  admin = await loginAs(t, 'admin', 'Admin#2026');
  northAdmin = await loginAs(t, 'admin', 'Admin#2026', { host: NORTH });
  operator = await loginAs(t, 'plattform', 'Plattform#2026');
  druckereiId = await idOf('druckerei');
  northprintId = await idOf('northprint');
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('print-design integration', () => {
  it('starts not configured, saves the endpoint and keeps the key write-only', async () => {
    const empty = await call<{ printDesignSettings: unknown }>(northAdmin, PRINT, {}, { host: NORTH });
    expect(empty.data!.printDesignSettings).toEqual({ enabled: false, endpointUrl: '', apiKey: null });

    const saved = await call<{ updatePrintDesignSettings: { apiKey: string } }>(admin, SAVE_PRINT, {
      input: { enabled: true, endpointUrl: ` ${endpoint()} `, apiKey: 'pd-fake-key' },
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updatePrintDesignSettings).toEqual({
      enabled: true,
      endpointUrl: endpoint(),
      apiKey: '••••-key',
    });
    expect(JSON.stringify(await call(admin, PRINT))).not.toContain('pd-fake-key');
    const stored = await withTenant(t.database, druckereiId, (tx) =>
      readTenantSecret(tx, t.services.secrets, 'printDesignApiKey'),
    );
    expect(stored).toBe('pd-fake-key');

    // Saved again without a key: the key stays.
    const again = await call<{ updatePrintDesignSettings: { apiKey: string | null } }>(admin, SAVE_PRINT, {
      input: { enabled: true, endpointUrl: endpoint() },
    });
    expect(again.data!.updatePrintDesignSettings.apiKey).toBe('••••-key');
  });

  it('refuses an endpoint that is not http(s), missing while enabled, or carries a password', async () => {
    for (const [endpointUrl, enabled, key] of [
      ['ftp://files.example.com/api', true, 'validation.url'],
      ['javascript:alert(1)', false, 'validation.url'],
      ['https://user:pw@design.example.com', true, 'validation.url'],
      ['not a url', true, 'validation.url'],
      ['', true, 'validation.required'],
    ] as const) {
      const answer = await call(admin, SAVE_PRINT, { input: { enabled, endpointUrl } });
      expect(answer.errors?.[0]?.extensions, endpointUrl).toMatchObject({
        code: 'BAD_USER_INPUT',
        key,
        fields: { endpointUrl: { key } },
      });
    }
    const key = await call(admin, SAVE_PRINT, {
      input: { enabled: false, endpointUrl: '', apiKey: 'two words' },
    });
    expect(key.errors?.[0]?.extensions).toMatchObject({
      fields: { apiKey: { key: 'validation.mustMatch' } },
    });
    // Nothing of the refused saves was kept.
    const stored = await call<{ printDesignSettings: { endpointUrl: string } }>(admin, PRINT);
    expect(stored.data!.printDesignSettings.endpointUrl).toBe(endpoint());
  });

  it('tests the connection: ok with the stored key, unauthorised with a wrong one, unreachable, not configured', async () => {
    fake.requests.length = 0;
    expect((await call(admin, TEST_PRINT, { endpointUrl: endpoint() })).data).toEqual({
      testPrintDesignConnection: 'ok',
    });
    expect(fake.requests.at(-1)?.headers.authorization).toBe('Bearer pd-fake-key');
    const wrong = await call(admin, TEST_PRINT, { endpointUrl: endpoint(), apiKey: 'typed-wrong' });
    expect(wrong.data).toEqual({ testPrintDesignConnection: 'unauthorised' });
    const closed = await call(admin, TEST_PRINT, { endpointUrl: 'http://127.0.0.1:9/print-design' });
    expect(closed.data).toEqual({ testPrintDesignConnection: 'unreachable' });
    // A key no header can carry (a joiner pasted along) is refused as such, never an unexpected error.
    const pasted = await call(admin, TEST_PRINT, { endpointUrl: endpoint(), apiKey: 'pd-key\u200d' });
    expect(pasted.data).toEqual({ testPrintDesignConnection: 'unauthorised' });
    // NorthPrint has no key: nothing is sent.
    const before = fake.requests.length;
    const none = await call(northAdmin, TEST_PRINT, { endpointUrl: endpoint() }, { host: NORTH });
    expect(none.data).toEqual({ testPrintDesignConnection: 'notConfigured' });
    expect(fake.requests.length).toBe(before);
  });

  it('gives up on a service that does not answer in time', { timeout: 15_000 }, async () => {
    const slow = await call(admin, TEST_PRINT, { endpointUrl: `${fake.url}/slow` });
    expect(slow.data).toEqual({ testPrintDesignConnection: 'unreachable' });
  });

  it('must be sent alone: no transaction is held while the service answers', async () => {
    const mixed = await call(
      admin,
      `mutation M { testPrintDesignConnection(endpointUrl: "${endpoint()}") updatePrintDesignSettings(input: { enabled: false, endpointUrl: "" }) { enabled } }`,
    );
    expect(mixed.errors?.[0]?.message).toContain('operation of their own');
  });
});

describe('scheduling service (Cal.com)', () => {
  it('says honestly it is not configured without a key, and asks Cal.com nothing', async () => {
    const read = await call<{ schedulingSettings: unknown }>(northAdmin, SCHEDULING, {}, { host: NORTH });
    expect(read.data!.schedulingSettings).toEqual({ enabled: false, eventId: '', apiKey: null });
    const before = fake.requests.length;
    const tested = await call(northAdmin, TEST_SCHEDULING, { eventId: '1001' }, { host: NORTH });
    expect(tested.data).toEqual({ testSchedulingConnection: 'notConfigured' });
    expect(fake.requests.length).toBe(before);
  });

  it('needs an event identifier once enabled, and saves key and event', async () => {
    const refused = await call(admin, SAVE_SCHEDULING, { input: { enabled: true, eventId: ' ' } });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { eventId: { key: 'validation.required' } },
    });
    const saved = await call<{ updateSchedulingSettings: unknown }>(admin, SAVE_SCHEDULING, {
      input: { enabled: true, eventId: '1001', apiKey: 'cal_test_fake' },
    });
    expect(saved.data!.updateSchedulingSettings).toEqual({
      enabled: true,
      eventId: '1001',
      apiKey: '••••fake',
    });
  });

  it("tests through Cal.com's API v2: the key on /v2/me, the event type with cal-api-version", async () => {
    fake.requests.length = 0;
    const ok = await call(admin, TEST_SCHEDULING, { eventId: '1001' });
    expect(ok.data).toEqual({ testSchedulingConnection: 'ok' });
    expect(fake.requests.map((request) => request.path)).toEqual(['/v2/me', '/v2/event-types/1001']);
    expect(fake.requests[0]!.headers.authorization).toBe('Bearer cal_test_fake');
    expect(fake.requests[1]!.headers['cal-api-version']).toBe('2024-06-14');

    const unknown = await call(admin, TEST_SCHEDULING, { eventId: '4242' });
    expect(unknown.data).toEqual({ testSchedulingConnection: 'eventNotFound' });
    const wrong = await call(admin, TEST_SCHEDULING, { eventId: '1001', apiKey: 'cal_live_wrong' });
    expect(wrong.data).toEqual({ testSchedulingConnection: 'unauthorised' });
    const umlaut = await call(admin, TEST_SCHEDULING, { eventId: '1001', apiKey: 'cal_tëst' });
    expect(umlaut.data).toEqual({ testSchedulingConnection: 'unauthorised' });
  });
});

describe('rights and tenants', () => {
  it('needs tenant.settings', async () => {
    const shopper = await loginAs(t, 'kunde', 'Kunde#2026');
    for (const [query, variables] of [
      [PRINT, {}],
      [SCHEDULING, {}],
      [SAVE_PRINT, { input: { enabled: false, endpointUrl: '' } }],
      [SAVE_SCHEDULING, { input: { enabled: false, eventId: '' } }],
      [TEST_PRINT, { endpointUrl: endpoint() }],
      [TEST_SCHEDULING, { eventId: '' }],
    ] as const) {
      expect((await call(shopper, query, variables)).errors?.[0]?.extensions, query).toMatchObject({
        code: 'FORBIDDEN',
      });
      expect((await call(null, query, variables)).errors?.[0]?.extensions, query).toMatchObject({
        code: 'UNAUTHORIZED',
      });
    }
  });

  it("keeps each tenant's settings and keys to itself; the operator acts for a tenant", async () => {
    // The operator sets NorthPrint's print-design integration from the Tenants area.
    const saved = await call<{ updatePrintDesignSettings: { apiKey: string } }>(
      operator,
      SAVE_PRINT,
      { input: { enabled: true, endpointUrl: `${endpoint()}/north`, apiKey: 'pd-fake-key' } },
      { actingFor: northprintId },
    );
    expect(saved.errors).toBeUndefined();
    const north = await call<{ printDesignSettings: { endpointUrl: string } }>(
      northAdmin,
      PRINT,
      {},
      { host: NORTH },
    );
    expect(north.data!.printDesignSettings.endpointUrl).toBe(`${endpoint()}/north`);
    const own = await call<{ printDesignSettings: { endpointUrl: string } }>(admin, PRINT);
    expect(own.data!.printDesignSettings.endpointUrl).toBe(endpoint());
    const tested = await call(
      operator,
      TEST_PRINT,
      { endpointUrl: `${endpoint()}/north` },
      { actingFor: northprintId },
    );
    expect(tested.data).toEqual({ testPrintDesignConnection: 'ok' });
    // NorthPrint's scheduling key is still unset: Druckerei's is not used for it.
    const scheduling = await call(
      operator,
      TEST_SCHEDULING,
      { eventId: '1001' },
      { actingFor: northprintId },
    );
    expect(scheduling.data).toEqual({ testSchedulingConnection: 'notConfigured' });
    const recorded = await withSystem(t.database, (tx) =>
      tx
        .select({ label: auditEntries.entityLabel })
        .from(auditEntries)
        .where(and(eq(auditEntries.tenantId, northprintId), eq(auditEntries.entityLabel, 'printDesign'))),
    );
    expect(recorded).toHaveLength(1);
  });

  it('answers a tenant admin naming another tenant "tenant ID not found" and changes nothing', async () => {
    const refused = await graphqlAs(
      t,
      admin,
      SAVE_PRINT,
      { input: { enabled: false, endpointUrl: '' } },
      'localhost',
      { [ACTING_TENANT_HEADER]: northprintId },
    );
    expect(refused.status).toBe(404);
    expect(refused.body.errors?.[0]).toMatchObject({
      message: 'Could not save settings: tenant ID not found',
    });
    const north = await call<{ printDesignSettings: { enabled: boolean } }>(
      northAdmin,
      PRINT,
      {},
      { host: NORTH },
    );
    expect(north.data!.printDesignSettings.enabled).toBe(true);
  });
});
