import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** An answer as it can be kept: status, headers (no cookies) and the plain body. */
export type Answer = { status: number; headers: Record<string, string>; body: Buffer };

/** A kept answer: compressed once when stored, so serving it costs no compression. */
export type StoredAnswer = Answer & {
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
  const inFlight = new Map<string, Promise<StoredAnswer | null>>();

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalBytes -= entry.bytes;
  };
  const store = (key: string, entry: StoredAnswer) => {
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
    const running = inFlight.get(key);
    if (running) return running;
    const made = (async () => {
      const answer = await make();
      if (!answer) return null;
      const entry = await prepare(answer, version);
      store(key, entry);
      return entry;
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, made);
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
      return { entry, refresh: age > options.freshMs && !inFlight.has(key) };
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

/** Compresses off the main thread (zlib's thread pool), once per entry. */
async function prepare(answer: Answer, version: number): Promise<StoredAnswer> {
  const [br, gz] = await Promise.all([
    brotli(answer.body, {
      params: {
        // Once per entry, not per request: a higher quality than on-the-fly compression pays off.
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: answer.body.length,
      },
    }),
    gzipAsync(answer.body, { level: 9 }),
  ]);
  const etag = `W/"${createHash('sha256').update(answer.body).digest('base64url').slice(0, 27)}"`;
  const headerBytes = Object.entries(answer.headers).reduce((n, [k, v]) => n + k.length + v.length, 0);
  return {
    ...answer,
    br,
    gzip: gz,
    etag,
    version,
    madeAt: Date.now(),
    bytes: answer.body.length + br.length + gz.length + headerBytes + 256,
  };
}
