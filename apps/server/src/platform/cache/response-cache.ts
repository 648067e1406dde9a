import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const unbrotli = promisify(brotliDecompress);

/** An answer as it can be kept: status, headers (no cookies) and the plain body. */
export type Answer = { status: number; headers: Record<string, string>; body: Buffer };

/**
 * A kept answer: compressed once when stored, so serving it to a browser costs no compression. Its
 * brotli form is made with it (a page is a quarter of its plain size; every browser accepts brotli); its
 * gzip form the first time a client that accepts gzip but not brotli asks for it, then kept alongside
 * (`ResponseCache.bodyIn`); one that accepts neither gets the brotli form unpacked (`plainBody`).
 */
export type StoredAnswer = Omit<Answer, 'body'> & {
  br: Buffer;
  /** Its gzip form, once a client asked for it (counted in `bytes` from then on). */
  gzip?: Buffer;
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
    evictOverBudget();
  };
  const evictOverBudget = () => {
    for (const [oldest] of entries) {
      if (totalBytes <= options.maxBytes) break;
      remove(oldest);
    }
  };
  // Per coding and etag: the gzip or plain body being made, shared by the clients asking at once.
  const encoding = new Map<string, Promise<Buffer>>();

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
    /**
     * The body of the entry kept under `key` in gzip or plain, for a client that does not accept brotli.
     * Made off the main thread, once for all who ask at the same time. The gzip form is then kept with
     * the entry and counted in the byte budget (a client that only takes gzip asks again for the same
     * pages, and gzip 6 costs about a millisecond each time); the plain form, four times the size, is not.
     */
    bodyIn(key: string, entry: StoredAnswer, coding: 'gzip' | 'identity'): Promise<Buffer> {
      if (coding === 'gzip' && entry.gzip) return Promise.resolve(entry.gzip);
      const id = `${coding}\n${entry.etag}`;
      const running = encoding.get(id);
      if (running) return running;
      const made = (coding === 'gzip' ? gzipBody(entry) : plainBody(entry))
        .then((body) => {
          // Only while the entry is still kept: a dropped one's memory is not counted any more.
          if (coding === 'gzip' && !entry.gzip && entries.get(key) === entry) {
            entry.gzip = body;
            entry.bytes += body.length;
            totalBytes += body.length;
            evictOverBudget();
          }
          return body;
        })
        .finally(() => encoding.delete(id));
      encoding.set(id, made);
      return made;
    },
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
 * How a miss is compressed: on its visitor's way, so at a fast level (brotli 4: ~1.3 ms of CPU for a
 * 72 KB product page; gzip 6, ~1.1 ms, only for a client that asks for gzip and not brotli). Brotli 9 made that page 5 % smaller for 16 ms, brotli 11 15 % for
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

/**
 * Compresses off the main thread (zlib's thread pool), once per entry. Brotli only: a gzip form made
 * for every miss was most of a millisecond per page that browsers never asked for (issue 23).
 */
async function prepare(answer: Answer, version: number): Promise<StoredAnswer> {
  const br = await brotli(answer.body, {
    params: { ...KEPT_COMPRESSION.brotli, [constants.BROTLI_PARAM_SIZE_HINT]: answer.body.length },
  });
  const etag = `W/"${createHash('sha256').update(answer.body).digest('base64url').slice(0, 27)}"`;
  const headerBytes = Object.entries(answer.headers).reduce((n, [k, v]) => n + k.length + v.length, 0);
  return {
    status: answer.status,
    headers: answer.headers,
    br,
    etag,
    version,
    madeAt: Date.now(),
    bytes: br.length + headerBytes + 256,
  };
}

/** The answer unpacked (~0.2 ms for a product page, off the main thread), for a client that accepts no compression. */
export const plainBody = (entry: StoredAnswer): Promise<Buffer> => unbrotli(entry.br);

/**
 * The answer in gzip, for a client that accepts gzip but not brotli (~1.3 ms for a product page, off the
 * main thread); the cache keeps it with the entry once made (`bodyIn`).
 */
export async function gzipBody(entry: StoredAnswer): Promise<Buffer> {
  return gzipAsync(await unbrotli(entry.br), { level: KEPT_COMPRESSION.gzipLevel });
}
