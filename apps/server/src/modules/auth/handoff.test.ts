import { HANDOFF_PATH } from '@print/core/auth/handoff-api';
import { ACTING_TENANT_HEADER } from '@print/core/shell-data';
import { AUTH_PATHS } from '@print/core/auth/auth-api';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import {
  authPost,
  cookieHeader,
  graphqlAs,
  loginAs,
  storeCookies,
  type CookieJar,
} from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tenants } from '../tenancy/tenancy.tables.ts';
import { roles } from '../users/users.tables.ts';

// Sign in once for the platform operator (decision 0088): a handoff asked for on the operator's own
// host starts their session on another tenant's host, once, on that host only, and only while they
// hold platform.tenants; nobody else can ask for one.

const NORTH = 'northprint.localhost';
const SETTINGS = 'query S { tenantSettings { general { companyName } } }';

let t: TestApp;
let operator: CookieJar;
let northprintId: string;
let druckereiId: string;

beforeAll(async () => {
  t = await createTestApp({ realAuthLimits: true });
  operator = await loginAs(t, 'plattform', 'Plattform#2026');
  const rows = await withSystem(t.database, (tx) =>
    tx.select({ id: tenants.id, slug: tenants.slug }).from(tenants),
  );
  northprintId = rows.find((row) => row.slug === 'northprint')!.id;
  druckereiId = rows.find((row) => row.slug === 'druckerei')!.id;
});
afterAll(() => t?.close());

/** Asks for a handoff as `jar` on `host`; the answer's status and url. */
async function ask(jar: CookieJar, tenantId: string, path: string, host = 'localhost') {
  const answer = await authPost(t, HANDOFF_PATH, { tenantId, path }, jar, host);
  return { status: answer.status, url: answer.body['url'] as string | undefined };
}

/** Opens a handoff address in a browser of its own (a fresh jar, or `jar`), on `host`. */
async function open(url: string, host: string, jar: CookieJar = new Map(), ip = '127.0.0.1') {
  const { pathname, search } = new URL(url);
  const response = await t.app.inject({
    method: 'GET',
    url: `${pathname}${search}`,
    headers: { host, cookie: cookieHeader(jar) },
    remoteAddress: ip,
  });
  storeCookies(jar, response.headers['set-cookie']);
  return { status: response.statusCode, location: response.headers.location, jar };
}

describe('the operator’s handoff to another tenant', () => {
  it("starts the operator's session on NorthPrint's host and goes on to the path", async () => {
    const asked = await ask(operator, northprintId, '/admin/products?page=2');
    expect(asked.status).toBe(200);
    expect(asked.url).toMatch(/^http:\/\/northprint\.localhost\/service-api\/auth\/handoff\?code=[\w-]{43}$/);

    const opened = await open(asked.url!, NORTH);
    expect(opened).toMatchObject({ status: 303, location: '/admin/products?page=2' });
    const settings = await graphqlAs<{ tenantSettings: { general: { companyName: string } } }>(
      t,
      opened.jar,
      SETTINGS,
      {},
      NORTH,
    );
    expect(settings.body.errors).toBeUndefined();
    expect(settings.body.data!.tenantSettings.general.companyName).toBe('NorthPrint Studio Ltd');
    // The session outlives its access token: the refresh on NorthPrint's host keeps it.
    const refreshed = await authPost(t, AUTH_PATHS.refresh, {}, opened.jar, NORTH);
    expect(refreshed.status).toBe(200);
    const again = await graphqlAs(t, opened.jar, SETTINGS, {}, NORTH);
    expect(again.body.errors).toBeUndefined();
  });

  it('lets the handed-off operator act for another tenant by the header there too', async () => {
    const asked = await ask(operator, northprintId, '/admin');
    const opened = await open(asked.url!, NORTH);
    const acting = await graphqlAs<{ tenantSettings: { general: { companyName: string } } }>(
      t,
      opened.jar,
      SETTINGS,
      {},
      NORTH,
      { [ACTING_TENANT_HEADER]: druckereiId },
    );
    expect(acting.body.errors).toBeUndefined();
    expect(acting.body.data!.tenantSettings.general.companyName).not.toBe('NorthPrint Studio Ltd');
  });

  it('refuses a code used twice', async () => {
    const { url } = await ask(operator, northprintId, '/admin');
    expect((await open(url!, NORTH)).status).toBe(303);
    const replay = await open(url!, NORTH);
    expect(replay.status).toBe(401);
    expect(replay.jar.size).toBe(0);
  });

  it("refuses a code on another tenant's host, and it is spent there", async () => {
    const { url } = await ask(operator, northprintId, '/admin');
    const elsewhere = await open(url!, 'localhost');
    expect(elsewhere.status).toBe(401);
    expect(elsewhere.jar.size).toBe(0);
    expect((await open(url!, NORTH)).status).toBe(401);
  });

  it('goes on to /admin for a path that would leave the host', async () => {
    for (const path of ['//evil.example/admin', 'https://evil.example', '/\\evil.example']) {
      const { url } = await ask(operator, northprintId, path);
      expect((await open(url!, NORTH)).location).toBe('/admin');
    }
  });

  it('answers "not found" for an unknown tenant', async () => {
    const unknown = await ask(operator, '00000000-0000-4000-8000-000000000000', '/admin');
    expect(unknown.status).toBe(404);
    expect((await ask(operator, 'northprint', '/admin')).status).toBe(404);
  });

  it('refuses tenant admins, shoppers and visitors, so a tenant admin never reaches another tenant', async () => {
    const northAdmin = await loginAs(t, 'admin', 'Admin#2026', { host: NORTH });
    expect((await ask(northAdmin, druckereiId, '/admin', NORTH)).status).toBe(403);
    const druckereiAdmin = await loginAs(t, 'admin', 'Admin#2026');
    expect((await ask(druckereiAdmin, northprintId, '/admin')).status).toBe(403);
    expect((await ask(new Map(), northprintId, '/admin')).status).toBe(401);
    // A tenant admin's own session is no session on another tenant's host.
    const foreign = await graphqlAs(t, druckereiAdmin, SETTINGS, {}, NORTH);
    expect(foreign.body.data ?? null).toBeNull();
  });

  it('limits how often an address may redeem codes', async () => {
    let status = 0;
    for (let i = 0; i < 40 && status !== 429; i++)
      status = (
        await open(`http://${NORTH}${HANDOFF_PATH}?code=${'x'.repeat(43)}`, NORTH, new Map(), '10.9.9.9')
      ).status;
    expect(status).toBe(429);
  });

  it('ends the handed-off session once the operator loses platform.tenants', async () => {
    const { url } = await ask(operator, northprintId, '/admin');
    const { jar } = await open(url!, NORTH);
    expect((await graphqlAs(t, jar, SETTINGS, {}, NORTH)).body.errors).toBeUndefined();
    const pending = await ask(operator, northprintId, '/admin');
    await withSystem(t.database, (tx) =>
      tx
        .update(roles)
        .set({ rights: sql`array_remove(${roles.rights}, 'platform.tenants')` })
        .where(and(eq(roles.tenantId, druckereiId), sql`'platform.tenants' = any(${roles.rights})`)),
    );
    const after = await graphqlAs(t, jar, SETTINGS, {}, NORTH);
    expect(after.body.data ?? null).toBeNull();
    expect(after.status).toBe(401);
    expect((await authPost(t, AUTH_PATHS.refresh, {}, jar, NORTH)).status).toBe(401);
    // A code asked for before is worthless now.
    expect((await open(pending.url!, NORTH)).status).toBe(401);
  });
});
