import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Answer, ResponseCache, StoredAnswer } from '../cache/response-cache.ts';

/**
 * Sends the answer kept under `key` in the encoding the client prefers (brotli, made when it was stored;
 * else gzip or plain, made from it by the cache), or 304 when the client already holds it
 * (`If-None-Match`). `state` (hit, stale, miss) goes out as `x-cache` for diagnostics.
 */
export async function sendStoredAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ResponseCache,
  key: string,
  entry: StoredAnswer,
  state: 'hit' | 'stale' | 'miss',
  extraHeaders: Record<string, string> = {},
) {
  reply.header('x-cache', state);
  reply.header('etag', entry.etag);
  reply.header('vary', 'accept-encoding');
  for (const [name, value] of Object.entries(extraHeaders)) reply.header(name, value);
  // On a 304 too: the browser updates the headers of its copy from it, the page's CSP included (its
  // hashes, not this response's nonce, or the copy's scripts would be refused).
  for (const [name, value] of Object.entries(entry.headers)) reply.header(name, value);
  if (matchesEtag(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  reply.code(entry.status);
  const encoding = pickEncoding(request.headers['accept-encoding']);
  const body = encoding === 'br' ? entry.br : await cache.bodyIn(key, entry, encoding ?? 'identity');
  // Set, the compression plugin leaves the body alone (identity included: no second look at it).
  if (encoding) reply.header('content-encoding', encoding);
  reply.header('content-length', body.length);
  return reply.send(body);
}

/** Weak comparison (RFC 9110 §13.1.2): the answer is the same whatever its encoding. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/** brotli, else gzip, among the codings the client accepts (q=0 refuses one); undefined: plain. */
export function pickEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  if (!header) return undefined;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name!, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}

/** An answer as made for one request: may carry cookies, which are never kept. */
export type MadeAnswer = Answer & { cookies: string[] };

/**
 * Answers from the cache, or makes the answer (once for all who ask for the key at the same time) and
 * keeps it when `keepable` allows. A kept answer past fresh is served while one background `make`
 * replaces it. An answer that may not be kept goes to its own visitor only; others who waited for it
 * make their own.
 */
export async function answerFromCache(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ResponseCache,
  options: {
    key: string;
    version: number;
    make: (background: boolean) => Promise<MadeAnswer>;
    keepable: (answer: MadeAnswer) => Answer | null;
  },
) {
  const { key, version, make, keepable } = options;
  const found = cache.lookup(key, version);
  if (found) {
    if (found.refresh)
      void cache
        .fill(key, version, async () => keepable(await make(true)))
        .catch((error: unknown) => request.log.error({ err: error }, 'Background refresh failed'));
    return sendStoredAnswer(request, reply, cache, key, found.entry, found.refresh ? 'stale' : 'hit');
  }
  let own: MadeAnswer | undefined;
  let making = false;
  const entry = await cache
    .fill(key, version, async () => {
      making = true;
      own = await make(false);
      return keepable(own);
    })
    .catch((error: unknown) => {
      // This visitor's own answer failed: their error. Another's failed: they make their own.
      if (making && own === undefined) throw error;
      return null;
    });
  if (entry) return sendStoredAnswer(request, reply, cache, key, entry, 'miss');
  own ??= await make(false);
  reply.code(own.status);
  for (const [name, value] of Object.entries(own.headers)) reply.header(name, value);
  if (own.cookies.length) reply.header('set-cookie', own.cookies);
  return reply.send(own.body);
}

/** Reads a Fetch Response whole: the body, the headers but cookies (apart) and the length. */
export async function readAnswer(response: Response): Promise<MadeAnswer> {
  const headers: Record<string, string> = {};
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie' && name !== 'content-length') headers[name] = value;
  }
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : Buffer.alloc(0);
  return { status: response.status, headers, body, cookies: response.headers.getSetCookie() };
}
