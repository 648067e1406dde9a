import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../modules/catalog/catalog.tables.ts';
import { tenants } from '../../modules/tenancy/tenancy.tables.ts';
import { users } from '../../modules/users/users.tables.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { withSystem, withTenant } from '../../platform/db/tenant-scope.ts';

let t: TestApp;
let tenantA: string;
let tenantB: string;

beforeAll(async () => {
  t = await createTestApp();
  const rows = await withSystem(t.database, (tx) =>
    tx.select({ id: tenants.id, slug: tenants.slug }).from(tenants),
  );
  tenantA = rows.find((r) => r.slug === 'druckerei')!.id;
  tenantB = rows.find((r) => r.slug === 'northprint')!.id;
});
afterAll(() => t.close());

/** Every table that carries tenant_id, read from the catalogue, so a new table cannot be forgotten. */
async function tenantTables(): Promise<string[]> {
  const result = await withSystem(t.database, (tx) =>
    tx.execute<{ table_name: string }>(sql`
      select table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'tenant_id' order by table_name`),
  );
  return result.rows.map((r) => r.table_name);
}

describe('row-level security', () => {
  it('is enabled with a policy on every tenant-owned table', async () => {
    const tables = await tenantTables();
    expect(tables.length).toBeGreaterThan(10);
    const result = await withSystem(t.database, (tx) =>
      tx.execute<{ relname: string; relrowsecurity: boolean; policies: number }>(sql`
        select c.relname, c.relrowsecurity, (select count(*)::int from pg_policy p where p.polrelid = c.oid) as policies
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r'`),
    );
    for (const table of [...tables, 'tenant']) {
      const row = result.rows.find((r) => r.relname === table);
      expect(row, table).toBeDefined();
      expect(row!.relrowsecurity, `${table} has RLS enabled`).toBe(true);
      expect(row!.policies, `${table} has a policy`).toBeGreaterThan(0);
    }
  });

  it('shows nothing to the app role when no tenant is set (fail closed)', async () => {
    const tables = await tenantTables();
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local role app_user`);
      for (const table of [...tables, 'tenant']) {
        const result = await tx.execute<{ n: number }>(
          sql`select count(*)::int as n from ${sql.identifier(table)}`,
        );
        expect(result.rows[0]!.n, `${table} without tenant`).toBe(0);
      }
    });
  });

  it('lets tenant A read only its own rows, even with a query that forgets the tenant filter', async () => {
    const seen = await withTenant(t.database, tenantA, (tx) =>
      tx.select({ tenantId: products.tenantId }).from(products),
    );
    expect(seen.length).toBeGreaterThanOrEqual(10);
    expect(new Set(seen.map((r) => r.tenantId))).toEqual(new Set([tenantA]));

    const bProducts = await withTenant(t.database, tenantA, (tx) =>
      tx.select().from(products).where(eq(products.tenantId, tenantB)),
    );
    expect(bProducts).toEqual([]);
    const tenantRows = await withTenant(t.database, tenantA, (tx) => tx.select().from(tenants));
    expect(tenantRows.map((r) => r.id)).toEqual([tenantA]);
  });

  it('refuses tenant A writing rows into tenant B', async () => {
    const attempt = withTenant(t.database, tenantA, (tx) =>
      tx.insert(users).values({ tenantId: tenantB, email: 'intruder@example.com', language: 'de-DE' }),
    );
    // Drizzle wraps the driver error; the cause is PostgreSQL's own refusal.
    await expect(attempt).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/row-level security/) },
    });
  });

  it("cannot update or delete tenant B's rows from tenant A", async () => {
    const updated = await withTenant(t.database, tenantA, (tx) =>
      tx.update(products).set({ published: false }).where(eq(products.tenantId, tenantB)).returning(),
    );
    expect(updated).toEqual([]);
    const deleted = await withTenant(t.database, tenantA, (tx) =>
      tx.delete(users).where(eq(users.tenantId, tenantB)).returning(),
    );
    expect(deleted).toEqual([]);
    const bUsers = await withTenant(t.database, tenantB, (tx) => tx.select().from(users));
    expect(bUsers.length).toBe(2);
    const bPublished = await withTenant(t.database, tenantB, (tx) =>
      tx.select().from(products).where(eq(products.published, true)),
    );
    expect(bPublished.length).toBeGreaterThanOrEqual(10);
  });

  it('gives the app role no table without a tenant policy (kv_entry stays closed)', async () => {
    const result = await withSystem(t.database, (tx) =>
      tx.execute<{ relname: string; relrowsecurity: boolean; policies: number }>(sql`
        select c.relname, c.relrowsecurity, (select count(*)::int from pg_policy p where p.polrelid = c.oid) as policies
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r'
          and (has_table_privilege('app_user', c.oid, 'SELECT') or has_table_privilege('app_user', c.oid, 'INSERT'))`),
    );
    const open = result.rows.filter((r) => !r.relrowsecurity || r.policies === 0).map((r) => r.relname);
    expect(open).toEqual([]);
    expect(result.rows.map((r) => r.relname)).not.toContain('kv_entry');
    await expect(
      withTenant(t.database, tenantA, (tx) => tx.execute(sql`select * from kv_entry`)),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/permission denied/) } });
  });

  it('does not let a request delete or create tenants', async () => {
    await expect(
      withTenant(t.database, tenantA, (tx) => tx.delete(tenants).where(eq(tenants.id, tenantA))),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/permission denied/) } });
    const still = await withSystem(t.database, (tx) =>
      tx.select().from(tenants).where(eq(tenants.id, tenantA)),
    );
    expect(still).toHaveLength(1);
  });

  it('refuses owner-connection work inside a tenant scope instead of deadlocking', async () => {
    // The database-backed key-value store uses the owner connection too (Redis needs no such guard).
    if (t.kv.kind === 'database') {
      await expect(withTenant(t.database, tenantA, () => t.kv.set('test:inside', '1'))).rejects.toThrow(
        /inside withTenant/,
      );
    }
    await expect(
      withTenant(t.database, tenantA, () => withSystem(t.database, async () => 1)),
    ).rejects.toThrow(/inside withTenant/);
    // The database is still usable afterwards.
    const rows = await withTenant(t.database, tenantA, (tx) => tx.select().from(tenants));
    expect(rows).toHaveLength(1);
  });

  it('runs request queries as a role that neither owns the tables nor bypasses RLS', async () => {
    const role = await withTenant(t.database, tenantA, (tx) =>
      tx.execute<{ current_user: string; bypass: boolean; superuser: boolean }>(sql`
        select current_user, r.rolbypassrls as bypass, r.rolsuper as superuser
        from pg_roles r where r.rolname = current_user`),
    );
    expect(role.rows[0]).toEqual({ current_user: 'app_user', bypass: false, superuser: false });
  });
});

describe('tenant ids of inserts (decision 0066)', () => {
  it("default on every tenant-owned table to the transaction's tenant", async () => {
    const result = await withSystem(t.database, (tx) =>
      tx.execute<{ table_name: string; column_default: string | null }>(sql`
        select table_name, column_default from information_schema.columns
        where table_schema = 'public' and column_name = 'tenant_id'`),
    );
    expect(result.rows.length).toBe((await tenantTables()).length);
    for (const row of result.rows) {
      expect(row.column_default, row.table_name).toContain("current_setting('app.tenant_id'::text)");
    }
  });

  it("gives an insert that names no tenant the transaction's tenant", async () => {
    const inserted = await withTenant(t.database, tenantB, (tx) =>
      tx
        .insert(users)
        .values({ email: 'defaulted@example.com', language: 'en-GB' })
        .returning({ id: users.id, tenantId: users.tenantId }),
    );
    expect(inserted[0]!.tenantId).toBe(tenantB);
    await withTenant(t.database, tenantB, (tx) => tx.delete(users).where(eq(users.id, inserted[0]!.id)));
  });

  // A connection that never had the setting: unrecognized parameter; one that had it: NULL into NOT NULL.
  const refusedForNoTenant = {
    cause: { message: expect.stringMatching(/"app\.tenant_id"|null value in column "tenant_id"/) },
  };

  it('refuses an insert that names no tenant outside any tenant instead of writing NULL', async () => {
    const before = await withSystem(t.database, (tx) => tx.select({ id: users.id }).from(users));
    // The owner connection (seeding, platform work) bypasses row-level security: only the default stops it.
    await expect(
      withSystem(t.database, (tx) =>
        tx.insert(users).values({ email: 'nobody@example.com', language: 'en-GB' }),
      ),
    ).rejects.toMatchObject(refusedForNoTenant);
    // The app role without the setting, on a connection where it was set before (now ''): the policy
    // refuses the row before NOT NULL is checked.
    await withTenant(t.database, tenantA, (tx) => tx.select().from(tenants));
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local role app_user`);
        await tx.insert(users).values({ email: 'nobody@example.com', language: 'en-GB' });
      }),
    ).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/row-level security|"app\.tenant_id"/) },
    });
    const after = await withSystem(t.database, (tx) => tx.select({ id: users.id }).from(users));
    expect(after).toHaveLength(before.length);
  });
});
