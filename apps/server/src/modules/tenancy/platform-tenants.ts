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
