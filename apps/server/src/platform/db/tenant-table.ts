import { sql } from 'drizzle-orm';
import { pgPolicy, pgRole, uuid } from 'drizzle-orm/pg-core';

/**
 * The role every request's queries run as (SET LOCAL ROLE in withTenant). It does not own the tables and
 * has no BYPASSRLS, so the row-level-security policies below always apply to it. Created by the first
 * migration (roles are cluster-wide, so it is created only when missing).
 */
export const appUser = pgRole('app_user').existing();

/** The tenant of the current transaction; NULL (matches nothing) when withTenant did not set it. */
export const currentTenantId = sql`nullif(current_setting('app.tenant_id', true), '')::uuid`;

/** The tenant_id column every tenant-owned table starts with. */
export const tenantIdColumn = () => uuid('tenant_id').notNull();

/**
 * The one policy every tenant-owned table carries: rows are visible and writable only inside the tenant
 * set by withTenant. Fail closed: without the setting the comparison is NULL and no row matches.
 */
export function tenantIsolation(tableName: string, column: { name: string } = { name: 'tenant_id' }) {
  const predicate = sql`${sql.identifier(column.name)} = ${currentTenantId}`;
  return pgPolicy(`${tableName}_tenant_isolation`, {
    as: 'permissive',
    for: 'all',
    to: appUser,
    using: predicate,
    withCheck: predicate,
  });
}
