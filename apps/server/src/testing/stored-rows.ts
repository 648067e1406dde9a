import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client.ts';
import { withSystem } from '../platform/db/tenant-scope.ts';

// What a call changed in the database, table by table, without knowing the tables: every row of every
// table of the app's schema by primary key and content hash, before and after. Rows that appeared, went
// or changed are counted, so "ten calls at once" can be compared with "one call" although the rows they
// make have new ids and times: ten activity entries, mails or cart lines instead of one show as counts.

/** A table's rows: primary key → hash of the whole row. */
type Rows = Map<string, string>;
export type StoredRows = Map<string, Rows>;

/** Per table how many rows appeared, went and changed (tables without any left out). */
export type RowChanges = Record<string, { added?: number; removed?: number; changed?: number }>;

/**
 * Tables outside what a request stores for the shop: the key-value store (sessions, rate-limit counters
 * of every request) and the progress of background jobs, which their workers write whenever they run.
 */
const NOT_COMPARED = new Set(['kv_entry', 'job_progress']);

/**
 * Tables whose rows are written again later by background work (a mail's delivery state): only rows
 * that appeared count, not later changes (a mail of an earlier run being sent meanwhile).
 */
const ONLY_ADDED = new Set(['mail_outbox']);

const keysOf = new WeakMap<Database, Promise<{ table: string; key: string }[]>>();

/** Each table's primary key as an SQL expression (the whole row where a table has none). */
function primaryKeys(database: Database) {
  const known = keysOf.get(database);
  if (known) return known;
  const keys = withSystem(database, async (tx) => {
    const result = (await tx.execute(sql`
      select c.relname as table,
        coalesce((select string_agg(format('%I', a.attname), ', ' order by k.ord)
          from pg_index i cross join unnest(i.indkey) with ordinality as k(attnum, ord)
          join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
          where i.indrelid = c.oid and i.indisprimary), 't') as key
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
      order by 1`)) as unknown as { rows: { table: string; key: string }[] };
    return result.rows.filter((row) => !NOT_COMPARED.has(row.table) && !row.table.startsWith('__'));
  });
  keysOf.set(database, keys);
  return keys;
}

/** Every compared row of the database now (all tenants, past row-level security). */
export async function storedRows(database: Database): Promise<StoredRows> {
  const tables = await primaryKeys(database);
  return withSystem(database, async (tx) => {
    const snapshot: StoredRows = new Map();
    for (const { table, key } of tables) {
      const result = (await tx.execute(
        sql.raw(`select (${key})::text as k, md5(t::text) as h from "${table}" t`),
      )) as unknown as { rows: { k: string; h: string }[] };
      snapshot.set(table, new Map(result.rows.map((row) => [row.k, row.h])));
    }
    return snapshot;
  });
}

/** What changed from `before` to `after`, counted per table. */
export function rowChanges(before: StoredRows, after: StoredRows): RowChanges {
  const changes: RowChanges = {};
  for (const [table, rows] of after) {
    const old = before.get(table) ?? new Map<string, string>();
    let added = 0;
    let changed = 0;
    for (const [key, hash] of rows) {
      const was = old.get(key);
      if (was === undefined) added++;
      else if (was !== hash && !ONLY_ADDED.has(table)) changed++;
    }
    const removed = ONLY_ADDED.has(table) ? 0 : [...old.keys()].filter((key) => !rows.has(key)).length;
    const counts = {
      ...(added ? { added } : {}),
      ...(removed ? { removed } : {}),
      ...(changed ? { changed } : {}),
    };
    if (Object.keys(counts).length) changes[table] = counts;
  }
  return changes;
}
