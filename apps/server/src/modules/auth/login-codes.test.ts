import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKvStore, type KvStore } from '../../platform/kv/kv-store.ts';
import { createTestDatabase, kvStoresUnderTest } from '../../testing/test-app.ts';
import { createLoginCodes } from './login-codes.ts';
import { CODE_ATTEMPTS_PER_CHALLENGE } from './rate-limit.ts';

/** The store with a network-like delay on every call, so parallel requests really interleave. */
const slow = (kv: KvStore): KvStore => {
  const delay = () => new Promise((resolve) => setTimeout(resolve, 2));
  return {
    ...kv,
    get: async (key) => (await delay(), kv.get(key)),
    set: async (key, value, ttl) => (await delay(), kv.set(key, value, ttl)),
    delete: async (key) => (await delay(), kv.delete(key)),
    increment: async (key, ttl) => (await delay(), kv.increment(key, ttl)),
  };
};

describe.each(kvStoresUnderTest)('login codes on the $name store', ({ redisUrl }) => {
  let kv: KvStore;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const test = await createTestDatabase();
    drop = test.drop;
    kv = await createKvStore({ redisUrl, database: test.database });
  });
  afterAll(async () => {
    await kv.close();
    await drop();
  });

  it('lets parallel guesses use only the few tries of one attempt', async () => {
    const codes = createLoginCodes(slow(kv));
    const { challengeId, code } = await codes.start('tenant-a', 'user-1');
    const wrong = Array.from({ length: 40 }, (_, i) =>
      String((Number(code) + i + 1) % 1_000_000).padStart(6, '0'),
    );
    const results = await Promise.all(
      [...wrong, code].map((guess) => codes.check('tenant-a', challengeId, guess)),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(0);
    expect(results.filter((result) => !result.ok && result.reason === 'invalid').length).toBeLessThan(
      CODE_ATTEMPTS_PER_CHALLENGE,
    );
  });

  it('accepts the right code within the tries, once', async () => {
    const codes = createLoginCodes(kv);
    const { challengeId, code } = await codes.start('tenant-a', 'user-2');
    expect(await codes.check('tenant-a', challengeId, code === '000000' ? '000001' : '000000')).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await codes.check('tenant-a', challengeId, code)).toEqual({ ok: true, userId: 'user-2' });
    expect(await codes.check('tenant-a', challengeId, code)).toEqual({ ok: false, reason: 'expired' });
  });
});
