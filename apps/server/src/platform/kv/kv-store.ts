import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Database } from '../db/client.ts';
import { kvEntries } from './kv.tables.ts';

/**
 * Short-lived shared state (refresh tokens, rate-limit counters, caches): Redis when REDIS_URL is set,
 * else the same contract on the database, so N instances share it either way.
 */
export type KvStore = {
  kind: 'redis' | 'database';
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds?: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Atomically adds 1 and returns the new value; the TTL starts with the first increment. */
  increment(key: string, ttlSeconds: number): Promise<number>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

export async function createKvStore(options: { redisUrl?: string; database: Database }): Promise<KvStore> {
  return options.redisUrl ? createRedisStore(options.redisUrl) : createDatabaseStore(options.database);
}

async function createRedisStore(url: string): Promise<KvStore> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: false });
  await redis.connect();
  return {
    kind: 'redis',
    get: (key) => redis.get(key),
    set: async (key, value, ttl) => {
      if (ttl) await redis.set(key, value, 'EX', ttl);
      else await redis.set(key, value);
    },
    delete: async (key) => {
      await redis.del(key);
    },
    increment: async (key, ttl) => {
      const [[, count]] = (await redis.multi().incr(key).expire(key, ttl, 'NX').exec()) as [[null, number]];
      return count;
    },
    ping: async () => (await redis.ping()) === 'PONG',
    close: async () => {
      await redis.quit();
    },
  };
}

function createDatabaseStore(database: Database): KvStore {
  const { db } = database;
  const live = (key: string) =>
    and(eq(kvEntries.key, key), or(isNull(kvEntries.expiresAt), gt(kvEntries.expiresAt, sql`now()`)));
  const expiry = (ttl?: number) => (ttl ? sql`now() + make_interval(secs => ${ttl})` : null);
  return {
    kind: 'database',
    async get(key) {
      const [row] = await db.select({ value: kvEntries.value }).from(kvEntries).where(live(key));
      return row?.value ?? null;
    },
    async set(key, value, ttl) {
      await db
        .insert(kvEntries)
        .values({ key, value, expiresAt: expiry(ttl) })
        .onConflictDoUpdate({ target: kvEntries.key, set: { value, expiresAt: expiry(ttl) } });
    },
    async delete(key) {
      await db.delete(kvEntries).where(eq(kvEntries.key, key));
    },
    async increment(key, ttl) {
      // One statement: an expired counter restarts at 1 with a fresh TTL.
      const [row] = await db
        .insert(kvEntries)
        .values({ key, value: '1', expiresAt: expiry(ttl) })
        .onConflictDoUpdate({
          target: kvEntries.key,
          set: {
            value: sql`case when ${kvEntries.expiresAt} <= now() then '1' else (${kvEntries.value}::int + 1)::text end`,
            expiresAt: sql`case when ${kvEntries.expiresAt} <= now() then ${expiry(ttl)} else ${kvEntries.expiresAt} end`,
          },
        })
        .returning({ value: kvEntries.value });
      return Number(row?.value ?? 0);
    },
    ping: () => database.ping(),
    async close() {
      await db.delete(kvEntries).where(lte(kvEntries.expiresAt, sql`now()`));
    },
  };
}
