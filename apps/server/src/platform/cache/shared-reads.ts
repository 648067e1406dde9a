import type { PublicContentVersion } from '../events/public-content-version.ts';

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
const MAX_ENTRIES = 50_000;

type Entry = { value: Promise<unknown>; expires: number };

/** One per app instance (its versions are its own counters), shared by GraphQL calls and rendered pages. */
export function createSharedReadsStore(publicContent: PublicContentVersion) {
  const entries = new Map<string, Entry>();
  // Versions already keep old answers from being served; dropping them frees their memory.
  publicContent.onChange((tenantId) => {
    if (tenantId === '*') return entries.clear();
    const prefix = `${tenantId}\n`;
    for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
  });

  const lookup = (key: string, now: number) => {
    const hit = entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    return undefined;
  };
  const store = (key: string, value: Promise<unknown>, now: number) => {
    if (entries.size >= MAX_ENTRIES) entries.clear(); // a bound against many distinct searches
    entries.set(key, { value, expires: now + SHARED_READS_TTL_MS });
    // A failed read is not kept: the next caller tries again.
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
  };
  /**
   * "None" is not kept: a row published a moment ago on another instance (or on this one, its notice
   * still under way) must not answer "not found" from memory (issue 23: a 404 right after a product was
   * published again). Absence is cheap to ask again.
   */
  const forgetIfNone = (key: string, value: Promise<unknown>, isNone: (found: unknown) => boolean) => {
    void value.then(
      (found) => {
        if (isNone(found) && entries.get(key)?.value === value) entries.delete(key);
      },
      () => undefined,
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
          store(scope + key, value, now);
          forgetIfNone(scope + key, value, (found) => found == null);
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
              const value = loading.then((values) => (values.has(key) ? (values.get(key) as V) : absent));
              store(`${scope}${prefix}:${key}`, value, now);
              // What the load did not find is answered `absent` this time, and asked again next time. A
              // value it found is kept, even an empty one (a product without a print template).
              void loading.then(
                (values) => {
                  const entry = `${scope}${prefix}:${key}`;
                  if (!values.has(key) && entries.get(entry)?.value === value) entries.delete(entry);
                },
                () => undefined,
              );
              found[keys.indexOf(key)] = value;
            }
          }
          return Promise.all(keys.map((key, index) => found[index] ?? found[keys.indexOf(key)]!));
        },
      };
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
