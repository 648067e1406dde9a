import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem, withTenant } from '../../platform/db/tenant-scope.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { categories, productFields, products, productVariants } from '../catalog/catalog.tables.ts';
import { priceScales } from '../pricing/price-scales.tables.ts';
import { tenants } from '../tenancy/tenancy.tables.ts';
import { roles } from '../users/users.tables.ts';
import { seedDemoData } from './seed-demo.ts';

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

describe('demo data', () => {
  it('seeds two tenants with catalogue, prices, fields, roles and accounts', async () => {
    const rows = await withSystem(t.database, (tx) => tx.select().from(tenants));
    expect(rows.map((r) => r.slug).sort()).toEqual(['druckerei', 'northprint']);
    for (const tenant of rows) {
      const counts = await withTenant(t.database, tenant.id, async (tx) => ({
        products: (await tx.select().from(products)).length,
        categories: (await tx.select().from(categories)).length,
        variants: (await tx.select().from(productVariants)).length,
        scales: (await tx.select().from(priceScales)).length,
        fields: (await tx.select().from(productFields)).length,
        roles: (await tx.select().from(roles)).map((r) => r.name).sort(),
      }));
      expect(counts.products).toBe(12);
      expect(counts.categories).toBeGreaterThanOrEqual(4);
      expect(counts.variants).toBeGreaterThanOrEqual(12);
      expect(counts.scales).toBeGreaterThanOrEqual(36);
      expect(counts.fields).toBeGreaterThan(0);
      // The default host's shop has a platform operator (demo account plattform).
      const operatorRole = tenant.slug === 'druckerei' ? ['platform'] : [];
      expect(counts.roles).toEqual(['admin', 'coach', 'customer', ...operatorRole, 'shopadmin', 'temporary']);
    }
  });

  it('is idempotent: a second run adds nothing', async () => {
    expect(await seedDemoData(t.database)).toEqual([]);
    const rows = await withSystem(t.database, (tx) => tx.select().from(tenants));
    expect(rows).toHaveLength(2);
  });
});
