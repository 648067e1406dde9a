import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { withSystem } from '../db/tenant-scope.ts';
import { createTestDatabase } from '../../testing/test-app.ts';
import type { Database } from '../db/client.ts';
import { createTenantChanges } from './tenant-changes.ts';
import { startPublicContentVersion, type PublicContentVersion } from './public-content-version.ts';

// The versions kept pages are checked against (decision 0026): they move on with the database's notices,
// and a listener that lost its connection neither trusts nor fills caches until it listens again.
let database: Database;
let drop: () => Promise<void>;
let versions: PublicContentVersion;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
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
});
