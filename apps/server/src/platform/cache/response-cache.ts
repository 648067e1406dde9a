import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gunzipSync, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** An answer as it can be kept: status, headers (no cookies) and the plain body. */
export type Answer = { status: number; headers: Record<string, string>; body: Buffer };

/**
 * A kept answer: compressed once when stored, so serving it costs no compression. Only its brotli and
 * gzip forms are kept (a page is a quarter of its plain size in each): a client that accepts neither,
 * rare, gets the gzip form unpacked (`plainBody`).
 */
export type StoredAnswer = Omit<Answer, 'body'> & {
  br: Buffer;
  gzip: Buffer;
  etag: string;
  /** The public-content version of its tenant when it was made (public-content-version.ts). */
  version: number;
  madeAt: number;
  /** What the entry is worth in memory, for the byte budget. */
  bytes: number;
};

export type ResponseCacheOptions = {
  /** The memory budget of all entries; least recently used entries go first. */
  maxBytes: number;
  /** How long an entry is served as it is. */
  freshMs: number;
  /** After that, how long it is still served while one background render replaces it. */
  staleMs: number;
};

/**
 * Answers that are the same for every visitor without a session, per key, for as long as their tenant's
 * public-content version holds (a change makes the next request render afresh). Fresh entries are served
 * as they are; past `freshMs` an entry is still served while ONE background render per key replaces it
 * (stale-while-revalidate: no visitor waits); past `staleMs` more it is gone. Concurrent misses of one
 * key share one render. Memory is bounded by bytes (LRU), not by count.
 */
export function createResponseCache(options: ResponseCacheOptions) {
  const entries = new Map<string, StoredAnswer>();
  let totalBytes = 0;
  // Per version and key: a render begun before a change is not handed to a request made after it.
  const inFlight = new Map<string, Promise<StoredAnswer | null>>();
  const flightKey = (key: string, version: number) => `${version}\n${key}`;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalBytes -= entry.bytes;
  };
  const store = (key: string, entry: StoredAnswer) => {
    // A render of an older version that ends late does not replace a newer answer.
    if ((entries.get(key)?.version ?? -1) > entry.version) return;
    remove(key);
    if (entry.bytes > options.maxBytes / 4) return; // one huge answer must not empty the cache
    entries.set(key, entry);
    totalBytes += entry.bytes;
    for (const [oldest] of entries) {
      if (totalBytes <= options.maxBytes) break;
      remove(oldest);
    }
  };

  /**
   * Makes the key's answer once for all concurrent callers and keeps it when `make` says it may be
   * shared (made at `version`). Resolves to the kept entry, or null when it may not be kept (then each
   * caller answers for itself; `make` can hand its own answer out through a closure).
   */
  const fill = (key: string, version: number, make: () => Promise<Answer | null>) => {
    const flight = flightKey(key, version);
    const running = inFlight.get(flight);
    if (running) return running;
    const made = (async () => {
      const answer = await make();
      if (!answer) return null;
      const entry = await prepare(answer, version);
      store(key, entry);
      return entry;
    })().finally(() => inFlight.delete(flight));
    inFlight.set(flight, made);
    return made;
  };

  return {
    /**
     * The entry for the key if it is of the tenant's current version and not expired; `refresh` is
     * true when it is past fresh and no render is replacing it yet (the caller starts one with fill).
     */
    lookup(key: string, version: number): { entry: StoredAnswer; refresh: boolean } | null {
      const entry = entries.get(key);
      if (!entry) return null;
      const age = Date.now() - entry.madeAt;
      if (entry.version !== version || age > options.freshMs + options.staleMs) {
        remove(key);
        return null;
      }
      // Most recently used last: the Map's order is the eviction order.
      entries.delete(key);
      entries.set(key, entry);
      return { entry, refresh: age > options.freshMs && !inFlight.has(flightKey(key, version)) };
    },
    fill,
    /** Drops the entries whose key starts with the prefix (a tenant's, when it changed). */
    dropPrefix(prefix: string) {
      for (const key of entries.keys()) if (key.startsWith(prefix)) remove(key);
    },
    clear() {
      entries.clear();
      totalBytes = 0;
    },
    get bytes() {
      return totalBytes;
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;

/**
 * How a miss is compressed: on its visitor's way, so at fast levels (brotli 4, gzip 6: ~1.3 and ~1.1 ms
 * of CPU for a 72 KB product page). Brotli 9 made that page 5 % smaller for 16 ms, brotli 11 15 % for
 * 64 ms: not worth it, not even later off the request path, as every data change drops the pages
 * (decision 0056). A 256 KiB window holds any page and keeps each encoder's memory small.
 */
export const KEPT_COMPRESSION = {
  brotli: {
    [constants.BROTLI_PARAM_QUALITY]: 4,
    [constants.BROTLI_PARAM_LGWIN]: 18,
  },
  gzipLevel: 6,
} as const;

/** Compresses off the main thread (zlib's thread pool), once per entry. */
async function prepare(answer: Answer, version: number): Promise<StoredAnswer> {
  const [br, gz] = await Promise.all([
    brotli(answer.body, {
      params: { ...KEPT_COMPRESSION.brotli, [constants.BROTLI_PARAM_SIZE_HINT]: answer.body.length },
    }),
    gzipAsync(answer.body, { level: KEPT_COMPRESSION.gzipLevel }),
  ]);
  const etag = `W/"${createHash('sha256').update(answer.body).digest('base64url').slice(0, 27)}"`;
  const headerBytes = Object.entries(answer.headers).reduce((n, [k, v]) => n + k.length + v.length, 0);
  return {
    status: answer.status,
    headers: answer.headers,
    br,
    gzip: gz,
    etag,
    version,
    madeAt: Date.now(),
    bytes: br.length + gz.length + headerBytes + 256,
  };
}

/** The answer unpacked, for a client that accepts no compression. */
export const plainBody = (entry: StoredAnswer): Buffer => gunzipSync(entry.gzip);
