import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { withSystem, withTenant } from '../../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { tenants } from '../../tenancy/tenancy.tables.ts';
import { roles, userRoles, users } from '../../users/users.tables.ts';
import { categories } from '../catalog.tables.ts';

// The categories are kept per instance between requests (category-rows-cache.ts); what a shopper sees
// must still follow every change: an admin's change of a category through the database's notice, and
// the shopper's own roles at once (they come with the session user of each request).

const CATEGORIES = 'query Categories { categories { slug subcategories { slug } } }';

let t: TestApp;
let customer: CookieJar;
let tenantId: string;
let customerId: string;
beforeAll(async () => {
  t = await createTestApp();
  customer = await loginAs(t, 'kunde', 'Kunde#2026');
  await withSystem(t.database, async (tx) => {
    const [tenant] = await tx.select().from(tenants).where(eq(tenants.slug, 'druckerei'));
    tenantId = tenant!.id;
    const [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.username, 'kunde')));
    customerId = user!.id;
  });
  await withTenant(t.database, tenantId, async (tx) => {
    await tx.insert(roles).values({ tenantId, name: 'grosskunde' });
    await tx.insert(categories).values({ tenantId, slug: 'messebedarf', name: { 'de-DE': 'Messebedarf' } });
  });
});
afterAll(() => t.close());

async function shownToCustomer(): Promise<string[]> {
  const { body } = await graphqlAs<{ categories: { slug: string }[] }>(t, customer, CATEGORIES);
  expect(body.errors).toBeUndefined();
  return body.data!.categories.map((category) => category.slug);
}

// On PostgreSQL the database's notice arrives a moment after the commit.
const soon = { timeout: 2_000, interval: 20 };

describe('kept categories', () => {
  it("follow an admin's change of a category, and the shopper's roles at once", async () => {
    expect(await shownToCustomer()).toContain('messebedarf');
    expect(await shownToCustomer()).toContain('messebedarf'); // now from the kept rows

    await withTenant(t.database, tenantId, (tx) =>
      tx
        .update(categories)
        .set({ accessRoles: ['grosskunde'] })
        .where(eq(categories.slug, 'messebedarf')),
    );
    await vi.waitFor(async () => expect(await shownToCustomer()).not.toContain('messebedarf'), soon);

    // A role given to the shopper changes no category: it shows with their very next request.
    await withTenant(t.database, tenantId, (tx) =>
      tx.insert(userRoles).values({ tenantId, userId: customerId, roleName: 'grosskunde' }),
    );
    expect(await shownToCustomer()).toContain('messebedarf');
  });
});
