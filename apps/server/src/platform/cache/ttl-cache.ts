/**
 * A small per-process cache whose entries live for a fixed time. For data every request needs and that
 * changes rarely (host → tenant, the shell of a tenant's pages). Not shared state: another instance
 * simply loads its own copy, and a change shows everywhere within the TTL. Concurrent misses for one
 * key share a single load.
 */
export function createTtlCache<T>(ttlMs: number, maxEntries = 10_000) {
  const entries = new Map<string, { value: Promise<T>; expires: number }>();
  return {
    getOrLoad(key: string, load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      if (entries.size >= maxEntries) entries.clear(); // bound memory against random keys (Host headers)
      const value = load();
      entries.set(key, { value, expires: now + ttlMs });
      // A failed load is not cached: the next request tries again.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear: () => entries.clear(),
  };
}
