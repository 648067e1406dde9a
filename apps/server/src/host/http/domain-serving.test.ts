import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { TLS_ASK_LIMIT } from './tls-ask.ts';
import { domains } from '../../modules/tenancy/tenancy.tables.ts';

// How a tenant's domains serve: an Active domain that is not the default redirects to the default one,
// and the TLS proxy may get certificates only for Active domains. Both follow a change at once, not
// after the host cache's 30 s.

let t: TestApp;
let admin: CookieJar;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
});
afterAll(() => t?.close());

async function addDomain(name: string): Promise<string> {
  const { body } = await graphqlAs<{ addTenantDomain: { id: string } }>(
    t,
    admin,
    'mutation AddTenantDomain($name: String!) { addTenantDomain(name: $name) { id } }',
    { name },
  );
  return body.data!.addTenantDomain.id;
}

/** As the DNS check would after both records held: the domain serves. */
const activate = (id: string, isDefault = false) =>
  withSystem(t.database, async (tx) => {
    if (isDefault) {
      const [row] = await tx.select({ tenantId: domains.tenantId }).from(domains).where(eq(domains.id, id));
      await tx.update(domains).set({ isDefault: false }).where(eq(domains.tenantId, row!.tenantId));
    }
    await tx.update(domains).set({ status: 'Active', isDefault }).where(eq(domains.id, id));
  });

const ask = (domain: string, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'GET',
    url: `/service-api/tls/ask?domain=${encodeURIComponent(domain)}`,
    remoteAddress: ip,
  });

/** Retries for a few seconds: the database's change notice reaches the process shortly after commit. */
async function eventually(check: () => Promise<boolean>) {
  for (let tries = 0; tries < 50; tries++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

describe('serving a domain', () => {
  it('answers the TLS proxy 200 only for an Active domain, also right after it became Active', async () => {
    const id = await addDomain('tls.druck-serve.example');
    expect((await ask('tls.druck-serve.example')).statusCode).toBe(404); // Pending, and now kept as unknown
    expect((await ask('nowhere.example')).statusCode).toBe(404);
    expect((await ask('localhost')).statusCode).toBe(404);
    expect((await ask('')).statusCode).toBe(404);
    await activate(id);
    expect(await eventually(async () => (await ask('tls.druck-serve.example')).statusCode === 200)).toBe(
      true,
    );
  });

  it('limits the questions per address', async () => {
    const answers = [];
    for (let i = 0; i <= TLS_ASK_LIMIT.max; i++)
      answers.push((await ask('nowhere.example', '10.9.9.9')).statusCode);
    expect(answers.slice(0, TLS_ASK_LIMIT.max).every((status) => status === 404)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    expect((await ask('nowhere.example', '10.9.9.10')).statusCode).toBe(404);
  });

  it('redirects pages of an Active non-default domain to the default domain, not the API or a post', async () => {
    const main = await addDomain('www.druck-serve.example');
    const other = await addDomain('old.druck-serve.example');
    await activate(other);
    await activate(main, true);
    const get = (url: string, method: 'GET' | 'HEAD' | 'POST' = 'GET') =>
      t.app.inject({ method, url, headers: { host: 'old.druck-serve.example' } });
    expect(await eventually(async () => (await get('/products/flyer?size=a5')).statusCode === 301)).toBe(
      true,
    );
    expect((await get('/products/flyer?size=a5')).headers.location).toBe(
      'https://www.druck-serve.example/products/flyer?size=a5',
    );
    expect((await get('//evil.example/x', 'HEAD')).headers.location).toBe(
      'https://www.druck-serve.example/evil.example/x',
    );
    expect((await get('/service-api/health')).statusCode).toBe(200);
    expect((await get('/login', 'POST')).statusCode).not.toBe(301);
    // The default domain and the development names serve without a redirect.
    const atDefault = await t.app.inject({
      method: 'GET',
      url: '/service-api/health',
      headers: { host: 'www.druck-serve.example' },
    });
    expect(atDefault.statusCode).toBe(200);
    const local = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'druckerei.localhost' } });
    expect(local.statusCode).not.toBe(301);
  });
});
