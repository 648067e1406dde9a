/**
 * A small per-process cache whose entries live for a fixed time. For data every request needs and that
 * changes rarely (host → tenant, the shell of a tenant's pages). Not shared state: another instance
 * simply loads its own copy, and a change shows everywhere within the TTL. Concurrent misses for one
 * key share a single load.
 */
export function createTtlCache<T>(ttlMs: number, maxEntries = 10_000) {
  type Entry = { value: Promise<T>; expires: number; settled?: { value: T } };
  const entries = new Map<string, Entry>();
  return {
    getOrLoad(key: string, load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      if (entries.size >= maxEntries) entries.clear(); // bound memory against random keys (Host headers)
      const value = load();
      const entry: Entry = { value, expires: now + ttlMs };
      entries.set(key, entry);
      value.then(
        (loaded) => {
          entry.settled = { value: loaded };
        },
        // A failed load is not cached: the next request tries again.
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return value;
    },
    clear: () => entries.clear(),
    /** Drops the entries whose loaded value `stale` picks, and those still loading (they may be older). */
    forgetWhere(stale: (value: T) => boolean) {
      for (const [key, entry] of entries)
        if (!entry.settled || stale(entry.settled.value)) entries.delete(key);
    },
  };
}
