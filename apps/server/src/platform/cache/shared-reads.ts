import type { PublicContentVersion } from '../events/public-content-version.ts';
import { estimateBytes } from './value-bytes.ts';

/**
 * Reads of public content that are the same for every caller who asks them with the same key (issue 13:
 * signed-in pages rendered with the shared parts cached): a page of products for one set of visible
 * categories, a product's variants, fields, prices. Kept per tenant and data version, so the database's
 * change notice (decision 0026) retires them at once, like the anonymous pages. The key must name
 * everything the answer depends on besides tenant and version (e.g. the caller's visible categories);
 * what differs per user (favourites, the cart) is never read through here.
 */
export type SharedReads = {
  getOrLoad<T>(key: string, load: () => Promise<T>): Promise<T>;
  /**
   * The cached values of those keys that have one; `load` fetches the others together (one statement).
   * A key it does not find answers `absent` and is not kept (asked again next time, like getOrLoad).
   */
  getMany<V>(
    prefix: string,
    keys: readonly string[],
    load: (missing: string[]) => Promise<Map<string, V>>,
    absent: V,
  ): Promise<V[]>;
};

/** Kept beyond the change notices only as a bound: random previews get a fresh pick at least this often. */
export const SHARED_READS_TTL_MS = 60_000;
/** The memory budget of all entries per process (SHARED_READS_MB); least recently used entries go first. */
export const SHARED_READS_MAX_BYTES = 32 * 2 ** 20;

type Entry = { value: Promise<unknown>; expires: number; bytes: number };

/** What an entry holds besides its value: its key, the Map's slot, the entry and its promise. */
const entryBytes = (key: string) => 160 + key.length;

/**
 * One per app instance (its versions are its own counters), shared by GraphQL calls and rendered pages.
 * Bounded by bytes, as the page cache (response-cache.ts): a value's size is estimated once, when its
 * read ends (value-bytes.ts), so a shop of many products with large print templates, read by many
 * shop views, cannot grow the process without bound.
 */
export function createSharedReadsStore(
  publicContent: PublicContentVersion,
  maxBytes = SHARED_READS_MAX_BYTES,
) {
  // Most recently used last: the Map's order is the eviction order.
  const entries = new Map<string, Entry>();
  let totalBytes = 0;
  const remove = (key: string, entry = entries.get(key)) => {
    if (!entry || entries.get(key) !== entry) return;
    entries.delete(key);
    totalBytes -= entry.bytes;
  };
  const evictOverBudget = () => {
    for (const [oldest] of entries) {
      if (totalBytes <= maxBytes) break;
      remove(oldest);
    }
  };
  // Versions already keep old answers from being served; dropping them frees their memory.
  publicContent.onChange((tenantId) => {
    if (tenantId === '*') {
      entries.clear();
      totalBytes = 0;
      return;
    }
    const prefix = `${tenantId}\n`;
    for (const key of entries.keys()) if (key.startsWith(prefix)) remove(key);
  });

  const lookup = (key: string, now: number) => {
    const hit = entries.get(key);
    if (!hit) return undefined;
    if (hit.expires <= now) {
      remove(key, hit);
      return undefined;
    }
    entries.delete(key);
    entries.set(key, hit);
    return hit.value;
  };
  /**
   * Kept while it loads (callers at the same time share the read), then at its estimated size. Not kept:
   * a failed read (the next caller tries again), what `kept` turns down, and a value worth more than a
   * quarter of the budget (one read must not empty the cache; it is read again when asked again).
   */
  const store = (key: string, value: Promise<unknown>, now: number, kept: (found: unknown) => boolean) => {
    remove(key);
    const entry: Entry = { value, expires: now + SHARED_READS_TTL_MS, bytes: entryBytes(key) };
    entries.set(key, entry);
    totalBytes += entry.bytes;
    evictOverBudget();
    void value.then(
      (found) => {
        if (entries.get(key) !== entry) return;
        if (!kept(found)) return remove(key, entry);
        const bytes = entryBytes(key) + estimateBytes(found);
        if (bytes > maxBytes / 4) return remove(key, entry);
        totalBytes += bytes - entry.bytes;
        entry.bytes = bytes;
        evictOverBudget();
      },
      () => remove(key, entry),
    );
  };

  return {
    /**
     * The tenant's shared reads at its current version, or null while changes could go unnoticed (the
     * database's notices are not being received): then every read goes to the database.
     */
    forTenant(tenantId: string): SharedReads | null {
      if (!publicContent.live) return null;
      // Read before any data: what is loaded after a change is never kept under an older version.
      const scope = `${tenantId}\n${publicContent.version(tenantId)}\n`;
      return {
        getOrLoad<T>(key: string, load: () => Promise<T>): Promise<T> {
          const now = Date.now();
          const hit = lookup(scope + key, now);
          if (hit) return hit as Promise<T>;
          const value = load();
          // "None" is not kept: a row published a moment ago on another instance (or on this one, its
          // notice still under way) must not answer "not found" from memory (issue 23: a 404 right after
          // a product was published again). Absence is cheap to ask again.
          store(scope + key, value, now, (found) => found != null);
          return value;
        },
        async getMany<V>(
          prefix: string,
          keys: readonly string[],
          load: (missing: string[]) => Promise<Map<string, V>>,
          absent: V,
        ): Promise<V[]> {
          const now = Date.now();
          const found = keys.map((key) => lookup(`${scope}${prefix}:${key}`, now) as Promise<V> | undefined);
          const missing = [...new Set(keys.filter((_key, index) => !found[index]))];
          if (missing.length) {
            const loading = load(missing);
            for (const key of missing) {
              // What the load did not find is answered `absent` this time, and asked again next time. A
              // value it found is kept, even an empty one (a product without a print template).
              let inLoad = false;
              const value = loading.then((values) => {
                inLoad = values.has(key);
                return inLoad ? (values.get(key) as V) : absent;
              });
              store(`${scope}${prefix}:${key}`, value, now, () => inLoad);
              found[keys.indexOf(key)] = value;
            }
          }
          return Promise.all(keys.map((key, index) => found[index] ?? found[keys.indexOf(key)]!));
        },
      };
    },
    /** The estimated memory of all kept entries. */
    get bytes() {
      return totalBytes;
    },
  };
}

export type SharedReadsStore = ReturnType<typeof createSharedReadsStore>;

/** Without shared reads (a mutation, or notices not being received): straight to the database. */
export async function readMany<V>(
  shared: SharedReads | null,
  prefix: string,
  keys: readonly string[],
  load: (missing: string[]) => Promise<Map<string, V>>,
  absent: V,
): Promise<V[]> {
  if (shared) return shared.getMany(prefix, keys, load, absent);
  const values = await load([...keys]);
  return keys.map((key) => values.get(key) ?? absent);
}
