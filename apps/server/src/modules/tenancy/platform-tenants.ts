import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { domains, tenants } from './tenancy.tables.ts';

/** A tenant as the platform's operators see it in the admin's tenant switcher. */
export type PlatformTenant = {
  id: string;
  slug: string;
  companyName: string;
  /** The tenant's default Active domain (`<slug>.localhost` until a real one is connected), or null. */
  host: string | null;
};

/**
 * Every tenant with its default Active domain, oldest first (the first serves `localhost`). Platform
 * administration reads across tenants, so this takes the privileged path (withSystem): call it only
 * behind the `platform.tenants` right and outside a tenant transaction.
 */
export function listPlatformTenants(database: Database): Promise<PlatformTenant[]> {
  return withSystem(database, (tx) =>
    tx
      .select({
        id: tenants.id,
        slug: tenants.slug,
        companyName: sql<string>`coalesce(${tenants.settings}->>'companyName', ${tenants.name})`,
        host: domains.name,
      })
      .from(tenants)
      .leftJoin(
        domains,
        and(eq(domains.tenantId, tenants.id), eq(domains.isDefault, true), eq(domains.status, 'Active')),
      )
      .orderBy(asc(tenants.createdAt), asc(tenants.slug)),
  );
}

/**
 * The default Active domain of an active tenant (the host its admin is reached on), or null: a tenant
 * being set up, or without such a domain, is served by no host. Privileged path, like the list above.
 */
export async function defaultHostOf(database: Database, tenantId: string): Promise<string | null> {
  const [row] = await withSystem(database, (tx) =>
    tx
      .select({ host: domains.name })
      .from(domains)
      .innerJoin(tenants, eq(tenants.id, domains.tenantId))
      .where(
        and(
          eq(domains.tenantId, tenantId),
          eq(domains.isDefault, true),
          eq(domains.status, 'Active'),
          eq(tenants.status, 'active'),
        ),
      ),
  );
  return row?.host ?? null;
}
