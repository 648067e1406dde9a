import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Database } from '../db/client.ts';
import { assertOutsideTenantScope } from '../db/tenant-scope.ts';
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
  /**
   * Gives a live key a new time to live and keeps its value; does nothing for a missing key, so it can
   * never bring back one that another request deleted meanwhile (unlike a `set`).
   */
  touch(key: string, ttlSeconds: number): Promise<void>;
  /** Atomically adds 1 and returns the new value; the TTL starts with the first increment. */
  increment(key: string, ttlSeconds: number): Promise<number>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

export async function createKvStore(options: {
  redisUrl?: string;
  database: Database;
  /**
   * Redis only: put before every key. Tests give each app its own, since test files share one Redis but
   * start from one template database, so their tenants' ids (part of many keys) are the same.
   */
  keyPrefix?: string;
}): Promise<KvStore> {
  return options.redisUrl
    ? createRedisStore(options.redisUrl, options.keyPrefix)
    : createDatabaseStore(options.database);
}

// INCR and the first EXPIRE in one atomic step (works on every Redis version, unlike EXPIRE … NX).
const INCREMENT_SCRIPT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return n`;

function assertTtl(ttl: number | undefined) {
  if (ttl !== undefined && (!Number.isInteger(ttl) || ttl <= 0)) {
    throw new RangeError(`A time to live must be a whole number of seconds above 0, not ${ttl}`);
  }
}

async function createRedisStore(url: string, keyPrefix?: string): Promise<KvStore> {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 2,
    enableOfflineQueue: false,
    ...(keyPrefix ? { keyPrefix } : {}),
  });
  // Connection errors surface as failed calls (and a failed health check); never as a crash.
  redis.on('error', (error: Error) => console.error('Redis:', error.message));
  await redis.connect();
  return {
    kind: 'redis',
    get: (key) => redis.get(key),
    set: async (key, value, ttl) => {
      assertTtl(ttl);
      if (ttl) await redis.set(key, value, 'EX', ttl);
      else await redis.set(key, value);
    },
    delete: async (key) => {
      await redis.del(key);
    },
    touch: async (key, ttl) => {
      assertTtl(ttl);
      await redis.expire(key, ttl);
    },
    increment: async (key, ttl) => {
      assertTtl(ttl);
      return Number(await redis.eval(INCREMENT_SCRIPT, 1, key, ttl));
    },
    ping: async () => (await redis.ping()) === 'PONG',
    close: async () => {
      await redis.quit();
    },
  };
}

function createDatabaseStore(database: Database): KvStore {
  // Owner connection: kv_entry is platform-level and closed to app_user (keys carry their tenant).
  const { db } = database;
  const guard = () => assertOutsideTenantScope('The key-value store');
  const live = (key: string) =>
    and(eq(kvEntries.key, key), or(isNull(kvEntries.expiresAt), gt(kvEntries.expiresAt, sql`now()`)));
  const expiry = (ttl?: number) => (ttl ? sql`now() + make_interval(secs => ${ttl})` : null);
  return {
    kind: 'database',
    async get(key) {
      guard();
      const [row] = await db.select({ value: kvEntries.value }).from(kvEntries).where(live(key));
      return row?.value ?? null;
    },
    async set(key, value, ttl) {
      guard();
      assertTtl(ttl);
      await db
        .insert(kvEntries)
        .values({ key, value, expiresAt: expiry(ttl) })
        .onConflictDoUpdate({ target: kvEntries.key, set: { value, expiresAt: expiry(ttl) } });
    },
    async delete(key) {
      guard();
      await db.delete(kvEntries).where(eq(kvEntries.key, key));
    },
    async touch(key, ttl) {
      guard();
      assertTtl(ttl);
      await db
        .update(kvEntries)
        .set({ expiresAt: expiry(ttl) })
        .where(live(key));
    },
    async increment(key, ttl) {
      guard();
      assertTtl(ttl);
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
      // Housekeeping on the way out; a database that is already down must not block the shutdown.
      await db
        .delete(kvEntries)
        .where(lte(kvEntries.expiresAt, sql`now()`))
        .catch(() => undefined);
    },
  };
}
