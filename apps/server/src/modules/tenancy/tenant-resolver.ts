import type { Database } from '../../platform/db/client.ts';
import { findTenantIdByHost, normalizeHost } from './tenancy.service.ts';

const TTL_MS = 30_000;

/**
 * Host → tenant id with a short per-process cache: every request needs it, it changes rarely, and a
 * stale entry lives at most 30 s (no shared state: another instance simply resolves on its own).
 */
export function createTenantResolver(database: Database) {
  const cache = new Map<string, { tenantId: string | null; expires: number }>();
  return {
    async resolve(hostHeader: string | undefined): Promise<string | null> {
      const host = normalizeHost(hostHeader);
      const now = Date.now();
      const hit = cache.get(host);
      if (hit && hit.expires > now) return hit.tenantId;
      const tenantId = await findTenantIdByHost(database, host);
      if (cache.size > 10_000) cache.clear(); // bound memory against random Host headers
      cache.set(host, { tenantId, expires: now + TTL_MS });
      return tenantId;
    },
    clear: () => cache.clear(),
  };
}
export type TenantResolver = ReturnType<typeof createTenantResolver>;
