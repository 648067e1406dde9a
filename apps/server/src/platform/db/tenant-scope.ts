import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import { AppError } from '../errors.ts';
import type { Database, Tx } from './client.ts';

/** Marks code running inside withTenant, so owner-connection calls made from there fail fast. */
const tenantScope = new AsyncLocalStorage<{
  tenantId: string;
  committed: ((database: Database) => void)[];
}>();

/**
 * Runs fn in a transaction as the non-owner role app_user with app.tenant_id set, so every query inside
 * is confined to that tenant by row-level security, even one that forgets its WHERE tenant_id.
 */
export async function withTenant<T>(
  database: Database,
  tenantId: string,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  const scope = { tenantId, committed: [] as ((database: Database) => void)[] };
  const result = await tenantScope.run(scope, () =>
    database.db.transaction(async (tx) => {
      await enterTenantScope(tx, tenantId);
      return fn(tx);
    }),
  );
  // Committed: run what waited for it, outside the tenant scope (the transaction is over).
  runCommitted(database, scope.committed);
  return result;
}

/**
 * Runs fn in the tenant's scope but without a transaction, for work that may find everything it needs
 * kept in memory (`readsKeptOnly`): owner-connection helpers refuse to run inside it as inside
 * withTenant. `onCommit` work queued in it runs when fn returns `{ keep: true }` (nothing was written,
 * so there is nothing to wait for); a discarded attempt drops it.
 */
export async function inTenantScopeWithoutTransaction<T>(
  database: Database,
  tenantId: string,
  fn: () => Promise<{ keep: boolean; value: T }>,
): Promise<{ keep: boolean; value: T }> {
  const scope = { tenantId, committed: [] as ((database: Database) => void)[] };
  const outcome = await tenantScope.run(scope, fn);
  if (outcome.keep) runCommitted(database, scope.committed);
  return outcome;
}

function runCommitted(database: Database, committed: ((database: Database) => void)[]) {
  for (const work of committed) {
    try {
      work(database);
    } catch (error) {
      console.error('After-commit work failed:', error);
    }
  }
}

/**
 * Runs `work` once the current withTenant transaction has committed, never when it rolls back (e.g.
 * queueing the job that sends a mail the transaction wrote). Outside withTenant it does nothing and
 * returns false: the caller's sweep must catch up.
 */
export function onCommit(work: (database: Database) => void): boolean {
  const scope = tenantScope.getStore();
  scope?.committed.push(work);
  return Boolean(scope);
}

/**
 * Switches an open transaction to app_user confined to one tenant, until it ends. One round trip: role
 * and tenant are both transaction-local. Use withTenant; this is for a privileged transaction that
 * creates a tenant and then fills it (seeding).
 */
export async function enterTenantScope(tx: Tx, tenantId: string) {
  await tx.execute(
    sql`select set_config('role', 'app_user', true), set_config('app.tenant_id', ${tenantId}, true)`,
  );
}

/**
 * The explicit privileged path (owner role, RLS bypassed): host → tenant resolution, seeding, platform
 * administration of tenants. Keep its uses few and greppable.
 */
export function withSystem<T>(database: Database, fn: (tx: Tx) => Promise<T>): Promise<T> {
  assertOutsideTenantScope('withSystem');
  return database.db.transaction(fn);
}

/**
 * PGlite runs one transaction at a time: an owner query started inside withTenant would wait for the
 * tenant transaction forever (and on PostgreSQL it would hold a second pool connection). Fail loudly.
 */
export function assertOutsideTenantScope(what: string) {
  if (tenantScope.getStore()) {
    throw new AppError(`${what} was called inside withTenant; use the tenant transaction (ctx.tx) instead`);
  }
}
