import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { domains, tenants } from './tenancy.tables.ts';

// The admin's tenant switcher reads every tenant: only for platform operators (platform.tenants), on
// the privileged path, through the real GraphQL API.

const TENANTS = 'query PlatformTenants { platformTenants { slug companyName host isCurrent } }';

type Listed = { slug: string; companyName: string; host: string | null; isCurrent: boolean };

let t: TestApp;
let operator: CookieJar;
let tenantAdmin: CookieJar;
beforeAll(async () => {
  t = await createTestApp();
  operator = await loginAs(t, 'plattform', 'Plattform#2026');
  tenantAdmin = await loginAs(t, 'admin', 'Admin#2026', { host: 'northprint.localhost' });
});
afterAll(() => t.close());

describe('platform tenants', () => {
  it("lists every tenant with its default Active domain to a platform operator, marking the request's", async () => {
    const { body } = await graphqlAs<{ platformTenants: Listed[] }>(t, operator, TENANTS);
    expect(body.errors).toBeUndefined();
    expect(body.data!.platformTenants).toEqual([
      {
        slug: 'druckerei',
        companyName: 'Druckerei Sonnenschein GmbH',
        host: 'druckerei.localhost',
        isCurrent: true,
      },
      {
        slug: 'northprint',
        companyName: 'NorthPrint Studio Ltd',
        host: 'northprint.localhost',
        isCurrent: false,
      },
    ]);
  });

  it('leaves out a domain that is not Active or not the default', async () => {
    await withSystem(t.database, async (tx) => {
      const [northprint] = await tx
        .select({ id: tenants.id })
        .from(tenants)
        .where(eq(tenants.slug, 'northprint'));
      await tx.update(domains).set({ status: 'Pending' }).where(eq(domains.tenantId, northprint!.id));
      await tx
        .insert(domains)
        .values({ tenantId: northprint!.id, name: 'print.north.example', status: 'Active' });
    });
    const { body } = await graphqlAs<{ platformTenants: Listed[] }>(t, operator, TENANTS);
    expect(body.data!.platformTenants.find((tenant) => tenant.slug === 'northprint')?.host).toBeNull();
  });

  it('refuses tenant admins, shoppers and visitors', async () => {
    const shopper = await loginAs(t, 'kunde', 'Kunde#2026');
    const refusals = [
      [tenantAdmin, 'northprint.localhost', 'FORBIDDEN'],
      [shopper, 'localhost', 'FORBIDDEN'],
      [null, 'localhost', 'UNAUTHORIZED'],
    ] as const;
    for (const [jar, host, code] of refusals) {
      const { body } = await graphqlAs(t, jar, TENANTS, {}, host);
      expect(body.data ?? null).toBeNull();
      expect(body.errors?.[0]?.extensions).toMatchObject({ code });
    }
  });
});
