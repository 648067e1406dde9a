import { createHash } from 'node:crypto';
import type { KvStore } from '../../../platform/kv/kv-store.ts';
import { fetchFeed, type FeedFetchFailure, type FeedFetchOptions } from './feed-fetch.ts';
import { parseFeed, type Feed } from './feed-parse.ts';

// Feeds kept per address in the shared key-value store (issue 25), so N instances fetch a feed once per
// freshness and a page view never waits on a feed that was read before: a copy past its freshness is
// shown while one request of this instance fetches it anew (stale while revalidate). A failed fetch keeps
// the last good copy and is tried again after FEED_CACHE.retrySeconds, so a dead feed is not asked on
// every page view. The store may be the database: call `read` outside any tenant transaction.

export const FEED_CACHE = {
  /** A fetched feed is shown this long before it is fetched again. */
  freshSeconds: 15 * 60,
  /** A failed fetch is tried again after this long. */
  retrySeconds: 2 * 60,
  /** A copy is kept this long after it was last checked (shown stale if the feed then fails). */
  keepSeconds: 7 * 24 * 3600,
} as const;

export type KeptFeed = {
  /** When the feed was last fetched or tried (ms since the epoch). */
  checkedAt: number;
  /** The last good copy, or null when none was ever fetched. */
  feed: Feed | null;
  /** Why the last try failed; null when it succeeded. */
  failure: FeedFetchFailure | 'notAFeed' | null;
};

export type FeedReader = {
  /** The kept or fetched feed of each address (one lookup and at most one fetch per address). */
  read(urls: readonly string[]): Promise<Map<string, KeptFeed>>;
};

const keyOf = (url: string) => `contentFeed:v1:${createHash('sha256').update(url).digest('base64url')}`;

function parseKept(value: string | null): KeptFeed | null {
  if (value === null) return null;
  try {
    const kept = JSON.parse(value) as KeptFeed;
    return typeof kept?.checkedAt === 'number' ? kept : null;
  } catch {
    return null;
  }
}

export function createFeedReader(
  kv: KvStore,
  fetchOptions: FeedFetchOptions,
  options: { now?: () => number; cache?: Partial<typeof FEED_CACHE> } = {},
): FeedReader {
  const now = options.now ?? Date.now;
  const cache = { ...FEED_CACHE, ...options.cache };
  /** This instance's fetches under way, by address: a second page view waits for the same one. */
  const underWay = new Map<string, Promise<KeptFeed>>();

  const refresh = (url: string, previous: KeptFeed | null): Promise<KeptFeed> => {
    const running = underWay.get(url);
    if (running) return running;
    const work = (async (): Promise<KeptFeed> => {
      const fetched = await fetchFeed(url, fetchOptions);
      const feed = fetched.ok ? parseFeed(fetched.body, fetched.url) : null;
      const kept: KeptFeed = feed
        ? { checkedAt: now(), feed, failure: null }
        : {
            checkedAt: now(),
            feed: previous?.feed ?? null,
            failure: fetched.ok ? 'notAFeed' : fetched.reason,
          };
      await kv.set(keyOf(url), JSON.stringify(kept), cache.keepSeconds).catch(() => undefined);
      return kept;
    })().finally(() => underWay.delete(url));
    underWay.set(url, work);
    return work;
  };

  const readOne = async (url: string): Promise<KeptFeed> => {
    const kept = parseKept(await kv.get(keyOf(url)).catch(() => null));
    if (!kept) return refresh(url, null);
    const age = now() - kept.checkedAt;
    const freshFor = (kept.failure ? cache.retrySeconds : cache.freshSeconds) * 1000;
    if (age < freshFor) return kept;
    if (!kept.feed) return refresh(url, kept);
    // Stale: shown now, fetched anew for the next view (errors are kept in the store, not thrown).
    void refresh(url, kept).catch(() => undefined);
    return kept;
  };

  return {
    async read(urls) {
      const distinct = [...new Set(urls)];
      const feeds = await Promise.all(distinct.map((url) => readOne(url)));
      return new Map(distinct.map((url, index) => [url, feeds[index]!]));
    },
  };
}
