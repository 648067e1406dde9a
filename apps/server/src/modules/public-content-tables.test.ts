import { getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/client.ts';
import { withSystem } from '../platform/db/tenant-scope.ts';
import { collectContributions } from '../platform/module-contributions.ts';
import { createTestDatabase } from '../testing/test-app.ts';
import { serverModules } from './index.ts';

// Cached pages for visitors are dropped when a table they show changes: the migrations give each such
// table a trigger that notifies `public_content` (migrations 0010, 0014). Which tables those are, each
// module declares (contributes.publicContentTables, decision 0061). A table declared but without the
// trigger would leave stale pages after an edit; a trigger on an undeclared table would drop every page
// at each write to it (a cart, an order). So the declared tables and the triggered ones must be the same.

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(() => drop());

/** The tables with a trigger running one of the cache-invalidation functions of migration 0010. */
async function triggeredTables(): Promise<string[]> {
  const result = await withSystem(database, (tx) =>
    tx.execute<{ table_name: string }>(sql`
      select distinct c.relname as table_name
      from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      join pg_proc p on p.oid = t.tgfoid
      where not t.tgisinternal and p.proname in ('public_content_changed', 'public_product_changed')`),
  );
  return result.rows.map((row) => row.table_name).sort();
}

describe('public-content tables', () => {
  it('are the tables the modules declare, each with the cache-invalidation trigger', async () => {
    const declared = (collectContributions(serverModules).publicContentTables ?? []).map((table) =>
      getTableName(table),
    );
    expect(new Set(declared).size).toBe(declared.length);
    expect(declared.length).toBeGreaterThan(10);
    expect(await triggeredTables()).toEqual([...declared].sort());
  });

  it('tell a table with the trigger from one without it', async () => {
    // The check itself: a trigger on a table no module declares (here, the orders table) is found.
    await withSystem(database, (tx) =>
      tx.execute(sql`create trigger order_public_content after insert or update or delete on customer_order
        for each statement execute function public_content_changed()`),
    );
    expect(await triggeredTables()).toContain('customer_order');
    await withSystem(database, (tx) => tx.execute(sql`drop trigger order_public_content on customer_order`));
    expect(await triggeredTables()).not.toContain('customer_order');
  });
});
