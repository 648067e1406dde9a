import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTtlCache } from './ttl-cache.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('TTL cache', () => {
  it('serves a value until its time is up, then loads it again', async () => {
    const cache = createTtlCache<number>(5_000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.getOrLoad('k', load)).toBe(1);
    vi.advanceTimersByTime(4_999);
    expect(await cache.getOrLoad('k', load)).toBe(1);
    vi.advanceTimersByTime(2);
    expect(await cache.getOrLoad('k', load)).toBe(2);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = createTtlCache<string>(1_000);
    const load = vi.fn(async () => 'v');
    const [a, b] = await Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)]);
    expect([a, b]).toEqual(['v', 'v']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed load', async () => {
    const cache = createTtlCache<string>(1_000);
    await expect(cache.getOrLoad('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    expect(await cache.getOrLoad('k', async () => 'ok')).toBe('ok');
  });

  it('stays bounded', async () => {
    const cache = createTtlCache<number>(60_000, 3);
    const load = vi.fn(async () => 1);
    for (const key of ['a', 'b', 'c', 'd']) await cache.getOrLoad(key, load);
    await cache.getOrLoad('a', load); // evicted when the fourth key arrived
    expect(load).toHaveBeenCalledTimes(5);
  });

  it('forgets the entries a change makes stale, and keeps the others', async () => {
    const cache = createTtlCache<string | null>(60_000);
    let loads = 0;
    const load = (value: string | null) => async () => (++loads, value);
    await cache.getOrLoad('unknown', load(null));
    await cache.getOrLoad('known', load('tenant'));
    cache.forgetWhere((value) => value === null);
    await cache.getOrLoad('unknown', load(null));
    await cache.getOrLoad('known', load('tenant'));
    expect(loads).toBe(3);
  });
});
