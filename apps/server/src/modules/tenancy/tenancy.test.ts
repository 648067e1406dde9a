import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { findTenantIdByHost, normalizeHost } from './tenancy.service.ts';
import { domains, tenants } from './tenancy.tables.ts';

let t: TestApp;
let ids: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  const rows = await withSystem(t.database, (tx) => tx.select().from(tenants));
  ids = Object.fromEntries(rows.map((r) => [r.slug, r.id]));
  await withSystem(t.database, (tx) =>
    tx.insert(domains).values([
      { tenantId: ids.northprint!, name: 'shop.northprint.example', status: 'Active' },
      { tenantId: ids.northprint!, name: 'new.northprint.example', status: 'Pending' },
    ]),
  );
});
afterAll(() => t.close());

describe('tenant from the Host', () => {
  it('normalises case and port', () => {
    expect(normalizeHost('Druckerei.LOCALHOST:3000')).toBe('druckerei.localhost');
    expect(normalizeHost('[::1]:3000')).toBe('[::1]');
    expect(normalizeHost(undefined)).toBe('');
  });

  it('maps localhost and 127.0.0.1 to the first tenant and <slug>.localhost to that tenant', async () => {
    expect(await findTenantIdByHost(t.database, 'localhost')).toBe(ids.druckerei);
    expect(await findTenantIdByHost(t.database, '127.0.0.1')).toBe(ids.druckerei);
    expect(await findTenantIdByHost(t.database, 'northprint.localhost')).toBe(ids.northprint);
  });

  it('serves an active domain and not one that is still pending', async () => {
    expect(await findTenantIdByHost(t.database, 'shop.northprint.example')).toBe(ids.northprint);
    expect(await findTenantIdByHost(t.database, 'new.northprint.example')).toBeNull();
  });

  it('knows no tenant for any other host', async () => {
    expect(await findTenantIdByHost(t.database, 'evil.example.com')).toBeNull();
    expect(await findTenantIdByHost(t.database, 'nobody.localhost')).toBeNull();
    expect(await findTenantIdByHost(t.database, '')).toBeNull();
  });

  it('follows a renamed tenant to its new slug host', async () => {
    await withSystem(t.database, (tx) =>
      tx.update(tenants).set({ slug: 'northprint-uk' }).where(eq(tenants.id, ids.northprint!)),
    );
    expect(await findTenantIdByHost(t.database, 'northprint-uk.localhost')).toBe(ids.northprint);
  });
});
