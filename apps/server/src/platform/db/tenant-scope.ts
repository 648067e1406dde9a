import { sql } from 'drizzle-orm';
import type { Database, Tx } from './client.ts';

/**
 * Runs fn in a transaction as the non-owner role app_user with app.tenant_id set, so every query inside
 * is confined to that tenant by row-level security, even one that forgets its WHERE tenant_id.
 */
export function withTenant<T>(database: Database, tenantId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local role app_user`);
    await tx.execute(sql`select set_config('app.tenant_id', ${tenantId}, true)`);
    return fn(tx);
  });
}

/**
 * The explicit privileged path (owner role, RLS bypassed): host → tenant resolution, seeding, platform
 * administration of tenants. Keep its uses few and greppable.
 */
export function withSystem<T>(database: Database, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return database.db.transaction(fn);
}
