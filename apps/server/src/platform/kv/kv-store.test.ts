import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, kvStoresUnderTest } from '../../testing/test-app.ts';
import type { Database } from '../db/client.ts';
import { createKvStore, type KvStore } from './kv-store.ts';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => ({ database, drop } = await createTestDatabase()));
afterAll(() => drop());

describe.each(kvStoresUnderTest)('key-value store on $name', ({ redisUrl }) => {
  let kv: KvStore;
  const key = (name: string) => `test:${randomUUID()}:${name}`;
  beforeAll(async () => {
    kv = await createKvStore({ redisUrl, database });
  });
  afterAll(() => kv.close());

  it('stores, reads and deletes values', async () => {
    const k = key('value');
    expect(await kv.get(k)).toBeNull();
    await kv.set(k, 'one');
    await kv.set(k, 'two');
    expect(await kv.get(k)).toBe('two');
    await kv.delete(k);
    expect(await kv.get(k)).toBeNull();
  });

  it('forgets a value after its time to live', async () => {
    const k = key('ttl');
    await kv.set(k, 'short', 1);
    expect(await kv.get(k)).toBe('short');
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(await kv.get(k)).toBeNull();
  });

  it('renews the time to live of a live key, but never brings back a deleted one', async () => {
    const k = key('touch');
    await kv.set(k, 'kept', 1);
    await kv.touch(k, 60);
    // Past the first time to live (a store's clock is what this tests; a slower machine only waits longer).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await kv.get(k)).toBe('kept');
    await kv.delete(k);
    await kv.touch(k, 60);
    expect(await kv.get(k)).toBeNull();
  });

  it('counts atomically under concurrency', async () => {
    const k = key('counter');
    const results = await Promise.all(Array.from({ length: 25 }, () => kv.increment(k, 60)));
    expect(results.sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });
});
