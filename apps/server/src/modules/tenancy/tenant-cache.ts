import { createTtlCache } from '../../platform/cache/ttl-cache.ts';
import type { Database } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant-scope.ts';
import type { TenantChanges } from '../../platform/events/tenant-changes.ts';
import { loadTenant, type Tenant } from './tenancy.service.ts';

/**
 * How long another instance may keep showing a tenant's old settings (decision 0006): the instance that
 * saved them drops its copy at once through TenantChanges.
 */
export const TENANT_CACHE_TTL_MS = 5_000;

/**
 * The tenant row per process: every API call needs it and loading it took a transaction of its own
 * (begin, scope, select, commit) per call. Callers share the returned object and must not change it.
 */
export function createTenantCache(database: Database, changes: TenantChanges, ttlMs = TENANT_CACHE_TTL_MS) {
  const cache = createTtlCache<Tenant | null>(ttlMs);
  // Rare (an admin saved settings): dropping every tenant is simpler than tracking one and just as right.
  changes.onChange(() => cache.clear());
  return {
    load: (tenantId: string): Promise<Tenant | null> =>
      cache.getOrLoad(tenantId, () => withTenant(database, tenantId, (tx) => loadTenant(tx, tenantId))),
  };
}
export type TenantCache = ReturnType<typeof createTenantCache>;
