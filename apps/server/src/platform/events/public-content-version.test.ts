import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { withSystem, withTenant } from '../db/tenant-scope.ts';
import { createTestDatabase } from '../../testing/test-app.ts';
import type { Database } from '../db/client.ts';
import { createTenantChanges } from './tenant-changes.ts';
import { startPublicContentVersion, type PublicContentVersion } from './public-content-version.ts';

// The versions kept pages are checked against (decision 0026): they move on with the database's notices,
// and a listener that lost its connection neither trusts nor fills caches until it listens again. A
// request also reads the database's count of committed changes (decision 0075), so a change counts
// before its notice arrives.
let database: Database;
let drop: () => Promise<void>;
let versions: PublicContentVersion;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase({ seeded: true }));
  versions = await startPublicContentVersion(database, createTenantChanges());
});
afterAll(async () => {
  await versions?.stop();
  await drop?.();
});

describe('public content versions', () => {
  it('move on for every tenant when a public table is written on the privileged path', async () => {
    expect(versions.live).toBe(true);
    const before = versions.version('some-tenant');
    await withSystem(database, (tx) => tx.execute(sql`update tenant set name = name`));
    await vi.waitFor(() => expect(versions.version('some-tenant')).toBeGreaterThan(before), {
      timeout: 2_000,
      interval: 10,
    });
  });

  // PostgreSQL only (TEST_DATABASE_URL): the embedded database is one in-process connection, never lost.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'stop counting as live when the listening connection is lost, and move on when it is back',
    async () => {
      const before = versions.version('some-tenant');
      await withSystem(database, (tx) =>
        tx.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'listen%'`),
      );
      await vi.waitFor(() => expect(versions.live).toBe(false), { timeout: 2_000, interval: 10 });
      // Notices sent meanwhile are lost: once listening again, every tenant's version moves on.
      await vi.waitFor(() => expect(versions.live).toBe(true), { timeout: 5_000, interval: 50 });
      expect(versions.version('some-tenant')).toBeGreaterThan(before);
    },
  );

  const druckerei = () =>
    withSystem(database, (tx) =>
      tx.execute<{ id: string }>(sql`select id from tenant where slug = 'druckerei'`),
    ).then((result) => result.rows[0]!.id);
  const countOf = (scope: string) =>
    withSystem(database, (tx) =>
      tx.execute<{ version: string }>(sql`select version from public_content_version where scope = ${scope}`),
    ).then((result) => Number(result.rows[0]?.version ?? 0));

  it('count each committed transaction once, however much it wrote, and none that rolled back', async () => {
    const tenantId = await druckerei();
    const before = await countOf(tenantId);
    await withTenant(database, tenantId, async (tx) => {
      await tx.execute(sql`update category set sort_order = sort_order`);
      await tx.execute(sql`update product set published = not published`);
      await tx.execute(sql`update product set published = not published`);
    });
    expect(await countOf(tenantId)).toBe(before + 1);
    await expect(
      withTenant(database, tenantId, async (tx) => {
        await tx.execute(sql`update category set sort_order = sort_order`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await countOf(tenantId)).toBe(before + 1);
    // Stock alone is not what pages show: it counts nothing (migration 0010).
    await withTenant(database, tenantId, (tx) =>
      tx.execute(sql`update product set stock = stock + 1 where stock > 0`),
    );
    expect(await countOf(tenantId)).toBe(before + 1);
  });

  it('count a change once for a request, whether the read or the notice came first', async () => {
    // An instance whose notices wait until the test hands them over, as a busy PostgreSQL's do.
    const held: (() => void)[] = [];
    const lateNotices: Database = Object.assign(Object.create(database) as Database, {
      noticesBeforeCommitReturns: false,
      listen: (channel: string, handlers: Parameters<Database['listen']>[1]) =>
        database.listen(channel, {
          ...handlers,
          message: (payload) => held.push(() => handlers.message(payload)),
        }),
    });
    const late = await startPublicContentVersion(lateNotices, createTenantChanges());
    try {
      const tenantId = await druckerei();
      const before = await late.versionForRequest(tenantId);
      await withTenant(database, tenantId, (tx) =>
        tx.execute(sql`update category set sort_order = sort_order`),
      );
      expect(late.version(tenantId)).toBe(before); // not heard of yet
      const read = await late.versionForRequest(tenantId);
      expect(read).toBeGreaterThan(before);
      await vi.waitFor(() => expect(held.length).toBe(1), { timeout: 2_000, interval: 10 });
      held.shift()!();
      expect(late.version(tenantId)).toBe(read); // its notice, arriving now, is that same change

      // The notice first: the request's read then finds nothing new.
      await withTenant(database, tenantId, (tx) =>
        tx.execute(sql`update category set sort_order = sort_order`),
      );
      await vi.waitFor(() => expect(held.length).toBe(1), { timeout: 2_000, interval: 10 });
      held.shift()!();
      const heard = late.version(tenantId);
      expect(heard).toBeGreaterThan(read);
      expect(await late.versionForRequest(tenantId)).toBe(heard);
    } finally {
      await late.stop();
    }
  });

  it('read the counts once for all the requests of one moment', async () => {
    const late = await startPublicContentVersion(
      Object.assign(Object.create(database) as Database, { noticesBeforeCommitReturns: false }),
      createTenantChanges(),
    );
    const statements: string[] = [];
    database.onStatement = (text) => void statements.push(text);
    try {
      const tenantId = await druckerei();
      statements.length = 0;
      const versions = await Promise.all(
        [tenantId, tenantId, 'another-tenant', tenantId].map((id) => late.versionForRequest(id)),
      );
      expect(versions).toHaveLength(4);
      expect(statements.filter((text) => text.includes('public_content_version'))).toHaveLength(1);
    } finally {
      database.onStatement = undefined;
      await late.stop();
    }
  });
});
