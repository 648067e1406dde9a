import { getTableColumns, is, or, sql, SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

// "What if it arrives twice at once?" for saves: the same save sent twice (a double click, two tabs)
// must leave what one leaves — one activity entry, not two. A save that changes nothing records
// nothing, and the update itself says whether it changed anything: made conditional on `differs`, the
// second of two saves at once waits for the first's row lock, then finds the row already as it wants
// it and updates (and returns) nothing. A check before the update could not tell: both would read the
// row as it was before either.

/**
 * True where any of `values` differs from the row's column (null-safe; SQL values such as now() and
 * undefined ones are left out). Use in the WHERE of the update that writes them.
 */
export function differs(table: PgTable, values: Record<string, unknown>): SQL {
  const columns = getTableColumns(table);
  const conditions = Object.entries(values).flatMap(([key, value]) => {
    const column = columns[key];
    if (!column || value === undefined || is(value, SQL)) return [];
    return [sql`${column} is distinct from ${sql.param(value, column)}`];
  });
  return or(...conditions) ?? sql`true`;
}
