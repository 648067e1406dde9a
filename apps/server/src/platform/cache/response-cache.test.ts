import { randomBytes } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pickEncoding } from '../http/stored-answer.ts';
import {
  createResponseCache,
  gzipBody,
  plainBody,
  type Answer,
  type StoredAnswer,
} from './response-cache.ts';

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

const answer = (text: string): Answer => ({
  status: 200,
  headers: { 'content-type': 'text/html' },
  body: Buffer.from(text),
});
const options = { maxBytes: 1_000_000, freshMs: 60_000, staleMs: 600_000 };
const text = (entry: StoredAnswer | undefined) => (entry ? brotliDecompressSync(entry.br).toString() : null);

describe('response cache', () => {
  it('keeps an answer with its brotli form until its tenant’s version moves on', async () => {
    const cache = createResponseCache(options);
    const entry = await cache.fill('k', 1, async () => answer('<p>page</p>'));
    expect(brotliDecompressSync(entry!.br).toString()).toBe('<p>page</p>');
    expect(gunzipSync(await gzipBody(entry!)).toString()).toBe('<p>page</p>');
    expect(cache.lookup('k', 1)?.entry.etag).toBe(entry!.etag);
    expect(cache.lookup('k', 2)).toBeNull();
    expect(cache.lookup('k', 1)).toBeNull(); // an outdated entry is gone, not kept for later
  });

  it('makes an answer once for concurrent misses, and keeps none that may not be kept', async () => {
    const cache = createResponseCache(options);
    const make = vi.fn(async () => answer('x'));
    const [a, b] = await Promise.all([cache.fill('k', 1, make), cache.fill('k', 1, make)]);
    expect(make).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
    expect(await cache.fill('private', 1, async () => null)).toBeNull();
    expect(cache.lookup('private', 1)).toBeNull();
  });

  it('serves a stale entry while one refresh replaces it, and drops it once too old', async () => {
    const cache = createResponseCache(options);
    await cache.fill('k', 1, async () => answer('old'));
    vi.advanceTimersByTime(60_001);
    const stale = cache.lookup('k', 1);
    expect(stale?.refresh).toBe(true);
    let finish: (value: Answer) => void = () => undefined;
    const refreshing = cache.fill('k', 1, () => new Promise<Answer>((resolve) => (finish = resolve)));
    // While the one refresh runs, nobody else starts another, and everyone still gets the old answer.
    expect(cache.lookup('k', 1)?.refresh).toBe(false);
    expect(text(cache.lookup('k', 1)?.entry)).toBe('old');
    finish(answer('new'));
    await refreshing;
    expect(cache.lookup('k', 1)?.refresh).toBe(false);
    expect(text(cache.lookup('k', 1)?.entry)).toBe('new');
    vi.advanceTimersByTime(660_001);
    expect(cache.lookup('k', 1)).toBeNull();
  });

  it('stays within its byte budget, dropping the least recently used first', async () => {
    const cache = createResponseCache({ ...options, maxBytes: 13_500 });
    // Random bytes do not compress: each entry costs about its 3 KB (four fit).
    const big = () => ({ ...answer(''), body: randomBytes(3_000) });
    await cache.fill('a', 1, async () => big());
    await cache.fill('b', 1, async () => big());
    await cache.fill('c', 1, async () => big());
    cache.lookup('a', 1); // used: now the newest
    await cache.fill('d', 1, async () => big());
    await cache.fill('e', 1, async () => big());
    expect(cache.bytes).toBeLessThanOrEqual(13_500);
    expect(cache.lookup('a', 1)).not.toBeNull();
    expect(cache.lookup('b', 1)).toBeNull();
  });
});

describe('issue 23: a miss costs its visitor little', () => {
  const page = () => answer('<div class="product"><span>Flyer A5</span></div>\n'.repeat(400));

  it('compresses a miss at the fast levels (brotli 4; gzip 6 when asked), not the slow ones', async () => {
    const cache = createResponseCache(options);
    const body = page().body;
    const entry = await cache.fill('k', 1, async () => page());
    const fast = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_LGWIN]: 18,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const slow = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
    expect(fast.equals(slow)).toBe(false);
    expect(entry!.br.equals(fast)).toBe(true);
    expect((await gzipBody(entry!)).equals(gzipSync(body, { level: 6 }))).toBe(true);
  });

  it('keeps only the brotli form, counted in its byte budget, and unpacks for plain clients', async () => {
    const cache = createResponseCache(options);
    const body = page().body;
    const entry = await cache.fill('k', 1, async () => page());
    expect(entry).not.toHaveProperty('body');
    // Issue 23: a gzip form made for every miss cost most of a millisecond that browsers never use.
    expect(entry).not.toHaveProperty('gzip');
    expect(cache.bytes).toBe(entry!.br.length + 'content-type'.length + 'text/html'.length + 256);
    expect((await plainBody(entry!)).equals(body)).toBe(true);
    expect(cache.bytes).toBe(entry!.bytes);
    // 20 KB of page in well under a tenth of that.
    expect(cache.bytes).toBeLessThan(body.length / 10);
  });

  it('packs gzip once for clients that only take gzip, keeps it in the budget, and drops it with the entry', async () => {
    const cache = createResponseCache(options);
    const body = page().body;
    const entry = (await cache.fill('k', 1, async () => page()))!;
    const before = cache.bytes;
    // Two gzip-only hits at once share one compression; a later one gets the kept copy.
    const [first, second] = await Promise.all([
      cache.bodyIn('k', entry, 'gzip'),
      cache.bodyIn('k', entry, 'gzip'),
    ]);
    expect(second).toBe(first);
    expect(await cache.bodyIn('k', entry, 'gzip')).toBe(first);
    expect(gunzipSync(first).equals(body)).toBe(true);
    expect(entry.gzip).toBe(first);
    expect(cache.bytes).toBe(before + first.length);
    expect(entry.bytes).toBe(before + first.length);
    // Plain bodies are unpacked off the main thread and not kept (four times the size).
    expect((await cache.bodyIn('k', entry, 'identity')).equals(body)).toBe(true);
    expect(cache.bytes).toBe(before + first.length);
    cache.dropPrefix('k');
    expect(cache.bytes).toBe(0);
  });

  it('does not hand a render begun before a change to a request made after it', async () => {
    const cache = createResponseCache(options);
    let finishOld: (value: Answer) => void = () => undefined;
    const old = cache.fill('k', 1, () => new Promise<Answer>((resolve) => (finishOld = resolve)));
    const fresh = await cache.fill('k', 2, async () => answer('new'));
    expect(text(fresh!)).toBe('new');
    finishOld(answer('old'));
    await old;
    // The old render, ending late, does not replace the newer answer either.
    expect(text(cache.lookup('k', 2)?.entry)).toBe('new');
  });
});

describe('content coding of kept answers', () => {
  it('prefers brotli, else gzip, and respects q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0.5, gzip;q=1')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });
});
