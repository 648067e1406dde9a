import type { Tx } from './client.ts';

// PostgreSQL's refusals a service answers itself instead of as "Unexpected error.". The driver's error
// carries the SQLSTATE, but Drizzle wraps it (DrizzleQueryError), savepoints wrap it again: the code
// sits somewhere down the `cause` chain, so every check walks it (this is the one place that does).

/** PostgreSQL's SQLSTATE of a unique violation ("Errors and Messages" appendix). */
const UNIQUE_VIOLATION = '23505';

type PgErrorFields = { code?: unknown; constraint?: unknown; constraint_name?: unknown };

/** The first error down the `cause` chain that carries a SQLSTATE, or undefined. */
function pgErrorOf(error: unknown): PgErrorFields | undefined {
  const seen = new Set<unknown>();
  for (
    let at = error;
    at && typeof at === 'object' && !seen.has(at);
    at = (at as { cause?: unknown }).cause
  ) {
    seen.add(at);
    const code = (at as PgErrorFields).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return at as PgErrorFields;
  }
  return undefined;
}

/**
 * Whether the database refused a second row with the same unique key: of two saves at once, the
 * second, whose check before writing still saw the key free. With `constraint`, only that index's.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = pgErrorOf(error);
  if (pgError?.code !== UNIQUE_VIOLATION) return false;
  if (constraint === undefined) return true;
  return constraintOf(pgError) === constraint;
}

/** The violated constraint's name: node-postgres and PGlite call it `constraint`. */
function constraintOf(pgError: PgErrorFields): string | undefined {
  const name = pgError.constraint ?? pgError.constraint_name;
  return typeof name === 'string' ? name : undefined;
}

/**
 * Runs a write in a savepoint and turns a unique violation into the caller's answer (e.g. the spec's
 * "slug taken"; `taken` gets the violated index's name where a row has several unique keys): the check
 * before the write cannot see a row another transaction is writing at the same moment, and without the
 * savepoint the refused statement would abort the whole request's transaction.
 */
export async function refusingDuplicates<T>(
  tx: Tx,
  write: (savepoint: Tx) => Promise<T>,
  taken: (constraint: string | undefined) => Error,
): Promise<T> {
  try {
    return await tx.transaction(write);
  } catch (error) {
    if (isUniqueViolation(error)) throw taken(constraintOf(pgErrorOf(error)!));
    throw error;
  }
}
