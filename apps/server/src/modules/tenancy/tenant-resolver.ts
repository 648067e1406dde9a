import { createTtlCache } from '../../platform/cache/ttl-cache.ts';
import type { Database } from '../../platform/db/client.ts';
import { findTenantIdByHost, normalizeHost } from './tenancy.service.ts';

/** Host → tenant id, cached for 30 s per process: every request needs it and it changes rarely. */
export function createTenantResolver(database: Database) {
  const cache = createTtlCache<string | null>(30_000);
  return {
    resolve(hostHeader: string | undefined): Promise<string | null> {
      const host = normalizeHost(hostHeader);
      return cache.getOrLoad(host, () => findTenantIdByHost(database, host));
    },
    clear: () => cache.clear(),
  };
}
export type TenantResolver = ReturnType<typeof createTenantResolver>;
