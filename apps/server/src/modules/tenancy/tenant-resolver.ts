import { createTtlCache } from '../../platform/cache/ttl-cache.ts';
import type { Database } from '../../platform/db/client.ts';
import { findTenantByHost, normalizeHost, type HostTenant } from './tenancy.service.ts';

/**
 * Host → tenant, cached for 30 s per process (unknown hosts too): every request needs it and it changes
 * rarely. `forget(tenantId)`, on every public content change (a domain added, activated, deleted or made
 * default on any instance; '*' for all tenants), drops the unknown hosts and the tenant's domains, so a
 * new domain or tenant does not wait out a kept "unknown"; the development names (`localhost`,
 * `<slug>.localhost` served by slug) stay, so a catalogue edit does not cost every request a lookup.
 */
export function createTenantResolver(database: Database) {
  const cache = createTtlCache<HostTenant | null>(30_000);
  const host = (hostHeader: string | undefined): Promise<HostTenant | null> => {
    const name = normalizeHost(hostHeader);
    return cache.getOrLoad(name, () => findTenantByHost(database, name));
  };
  return {
    resolve: async (hostHeader: string | undefined): Promise<string | null> =>
      (await host(hostHeader))?.tenantId ?? null,
    /** The tenant and, for an Active domain that is not the default, the default domain to redirect to. */
    resolveHost: host,
    clear: () => cache.clear(),
    forget: (tenantId: string) =>
      cache.forgetWhere(
        (found) => !found || (found.isDomain && (tenantId === '*' || found.tenantId === tenantId)),
      ),
  };
}
export type TenantResolver = ReturnType<typeof createTenantResolver>;
