import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { notFound } from '../errors.ts';
import type { Tx } from './client.ts';

// The admin lists the owner sorts by drag and drop (the field libraries, the user fields, the category
// tree): saving an order, and appending a new row at the end. Two saves at once must leave one of the
// two orders, every position once — read row by row and written row by row without a lock, two saves
// interleave (two rows at the same position) or lock each other's rows crosswise (deadlock).

/** Key space of the list locks (two-int advisory keys, as checkout-lock.ts). */
const SORT_ORDER_LOCK_SPACE = 724_020;

/**
 * Serialises the changes to one list of the request's tenant (reorders, appends) until the transaction
 * ends: a second save waits for the first to commit and then reads the order it left. A transaction
 * lock rather than the rows FOR UPDATE, because an append must wait too and has no row to lock yet.
 * On PGlite transactions run one at a time anyway; the lock is then free.
 */
export async function lockSortOrder(tx: Tx, list: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${SORT_ORDER_LOCK_SPACE}, hashtext(current_setting('app.tenant_id') || '/' || ${list}))`,
  );
}

type SortedTable = PgTable & { id: PgColumn; sortOrder: PgColumn };

/** The position a new row takes at the end of the list (call lockSortOrder first). */
export async function nextSortOrder(tx: Tx, table: SortedTable): Promise<number> {
  const [last] = await tx.select({ max: sql<number | null>`max(${table.sortOrder})` }).from(table);
  return (last?.max ?? -1) + 1;
}

/**
 * Writes new positions in one statement (only the rows whose position changes): one statement takes
 * its row locks as one step of the transaction, never half of them before another save's.
 */
export async function writeSortOrder(
  tx: Tx,
  table: SortedTable,
  rows: readonly { id: string; sortOrder: number }[],
  order: readonly string[],
): Promise<boolean> {
  const current = new Map(rows.map((row) => [row.id, row.sortOrder]));
  const changed = order.flatMap((id, index) => (current.get(id) === index ? [] : [{ id, index }]));
  if (!changed.length) return false;
  const cases: SQL[] = changed.map(({ id, index }) => sql`when ${id}::uuid then ${index}::int`);
  await tx
    .update(table)
    .set({ sortOrder: sql`case ${table.id} ${sql.join(cases, sql` `)} end` } as never)
    .where(
      inArray(
        table.id,
        changed.map(({ id }) => id),
      ),
    );
  return true;
}

/**
 * Saves a list's order: the given ids take positions 0, 1, 2… in that order; rows the list leaves out
 * (added meanwhile by someone else) follow in their current order. Unknown ids are refused before
 * anything is written, so nothing half-saves. Locked (lockSortOrder) and read after the lock, so two
 * saves at once leave one of the two orders. True when any position changed (else nothing to record:
 * the same order sent twice at once is recorded once).
 */
export async function reorderRows(
  tx: Tx,
  list: { name: string; table: SortedTable; tiebreak: PgColumn },
  ids: readonly string[],
  notFoundKey: string,
): Promise<boolean> {
  await lockSortOrder(tx, list.name);
  const rows = (await tx
    .select({ id: list.table.id, sortOrder: list.table.sortOrder })
    .from(list.table as PgTable)
    .orderBy(asc(list.table.sortOrder), asc(list.tiebreak))) as { id: string; sortOrder: number }[];
  const known = new Set(rows.map((row) => row.id));
  const wanted = [...new Set(ids)];
  if (wanted.some((id) => !known.has(id))) throw notFound(notFoundKey);
  const order = [...wanted, ...rows.map((row) => row.id).filter((id) => !wanted.includes(id))];
  return writeSortOrder(tx, list.table, rows, order);
}
