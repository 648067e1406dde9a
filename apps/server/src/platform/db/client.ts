import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { copyPgliteTemplate } from './pglite-template.ts';
import { serialiseQueries } from './serial-queries.ts';
/**
 * Drizzle database or transaction handle; both drivers expose the same query builder. Queries name their
 * tables (each module's `*.tables.ts`), so the handle needs no table list: platform knows no module's
 * tables, and drizzle-kit reads them from host/db/schema.ts.
 */
export type Db = ReturnType<typeof drizzlePg>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type NotificationHandlers = {
  message(payload: string): void;
  lost(): void;
  restored(): void;
};

export type Database = {
  kind: 'pglite' | 'postgres';
  /** How another client reaches the same database (the job queue, platform/jobs): a URL, or the PGlite. */
  connection: { kind: 'postgres'; url: string } | { kind: 'pglite'; client: PGlite };
  /** Owner connection. Use only through withSystem/withTenant (tenant-scope.ts). */
  db: Db;
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /**
   * Calls `handlers.message` with the payload of every NOTIFY on `channel` (delivered at commit). On
   * PostgreSQL a dedicated connection listens; when it is lost, `lost` is called and it reconnects
   * (messages sent meanwhile are gone), then `restored` (also once listening first). Resolves once listening (or the first attempt
   * failed: it keeps retrying); the returned function stops listening.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>;
  /**
   * Whether `listen` hands a notice over before the call that committed it returns (PGlite: one
   * process, one connection), so that what a process heard includes every commit that returned. On
   * PostgreSQL a notice arrives on the listening connection a moment after the commit.
   */
  noticesBeforeCommitReturns: boolean;
  /**
   * Rows of one read sent as it is, as the owner, outside any transaction: for a read made on every
   * request, without Drizzle's query building (~0.1 ms of CPU a call). On PostgreSQL it is prepared
   * once per pooled connection under `name`. Seen by `onStatement` like Drizzle's statements.
   */
  ownerRead<T>(name: string, text: string, values: unknown[]): Promise<T[]>;
  /**
   * Optional observer of every statement sent through Drizzle. Tests set it to count statements (a list
   * query must not issue one query per item); unset, it costs one property read per statement.
   */
  onStatement?: (sql: string) => void;
};

/**
 * Drizzle's logger hook forwarding to `onStatement` of `target`, the object that becomes the Database
 * (built before the driver, so the hook can point at it).
 */
const statementObserver = (target: Pick<Database, 'onStatement'>) => ({
  logQuery: (query: string) => target.onStatement?.(query),
});

const migrationsFolder = path.resolve(import.meta.dirname, '../../../migrations');
/** Arbitrary constant key of the advisory lock that serialises migrations across instances. */
export const MIGRATION_LOCK = 724_001;

/** The longest a query of the app may run on PostgreSQL before it is cancelled (migrations excepted). */
const STATEMENT_TIMEOUT_MS = 30_000;

/** PostgreSQL when a URL is given, else PGlite (Postgres in WASM) with its files in DATA_DIR/pgdata. */
export async function createDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  /** PostgreSQL's statement timeout for the app's queries; tests shorten it. */
  statementTimeoutMs?: number;
  /**
   * PGlite in memory only: start from this dump of a data directory (`dumpDataDir`) instead of an
   * empty database: tests start from one migrated (and seeded) template instead of PGlite's initdb.
   */
  pgliteDump?: Blob;
}): Promise<Database> {
  if (options.databaseUrl) {
    return createPostgres(options.databaseUrl, options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS);
  }
  return createPglite(options.dataDir, options.pgliteDump);
}

async function createPglite(dataDir: string | undefined, dump?: Blob): Promise<Database> {
  let client: PGlite;
  if (dump) {
    client = await PGlite.create({ loadDataDir: dump });
  } else if (dataDir) {
    const dir = path.join(dataDir, 'pgdata');
    // First start: the build's ready-made database instead of PGlite's slow initdb (when there is one).
    await copyPgliteTemplate(dir);
    await mkdir(dir, { recursive: true });
    client = await PGlite.create(dir);
  } else {
    client = await PGlite.create(); // in memory: tests
  }
  // The pglite driver has the same query-builder surface; the cast keeps one Db type for services.
  const observed: Pick<Database, 'onStatement'> = {};
  const db = drizzlePglite({ client, logger: statementObserver(observed) }) as unknown as Db;
  return Object.assign(observed, {
    kind: 'pglite' as const,
    connection: { kind: 'pglite' as const, client },
    db,
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    // One process, one connection: notifications never go missing, and each is handed to the listeners
    // (as a microtask) while the committing call's answer is read, before that call resolves.
    noticesBeforeCommitReturns: true,
    listen: async (channel: string, handlers: NotificationHandlers) => {
      const unlisten = await client.listen(channel, (payload) => handlers.message(payload));
      handlers.restored();
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    ownerRead: async <T>(_name: string, text: string, values: unknown[]) => {
      observed.onStatement?.(text);
      return (await client.query<T>(text, values)).rows;
    },
    ping: async () => {
      if (client.closed) return false;
      await db.execute(sql`select 1`);
      return true;
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  });
}

async function createPostgres(url: string, statementTimeoutMs: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // pg's pool uses this one limit both for opening a connection and for waiting for a free one. A
    // burst (200 checkouts at once on ten connections, a loaded machine) waits its turn rather than
    // failing after 5 s (decision 0098); a dead database still answers the health check within its own
    // 3 s (http/health.ts), and a request waits no longer than this.
    connectionTimeoutMillis: 20_000,
    idle_in_transaction_session_timeout: 60_000,
    statement_timeout: statementTimeoutMs,
  });
  // An idle connection dropped by the server (restart, failover) must not crash the process; the pool
  // replaces it on the next checkout and the health check reports the outage meanwhile.
  pool.on('error', (error) => console.error('PostgreSQL pool: idle connection lost:', error.message));
  // Sibling resolvers share the operation's transaction connection: its queries wait for one another.
  pool.on('connect', serialiseQueries);
  const observed: Pick<Database, 'onStatement'> = {};
  const db = drizzlePg({ client: pool, logger: statementObserver(observed) });
  let closed = false;
  return Object.assign(observed, {
    kind: 'postgres' as const,
    connection: { kind: 'postgres' as const, url },
    db,
    migrate: async () => {
      // A connection of its own without the statement timeout: a migration may rewrite a large table
      // for longer than a request may take (the server would not start), and several instances may
      // start at once: one migrates, the others wait for its lock and then find nothing to do.
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
      client.on('error', (error) => console.error('PostgreSQL migrations: connection lost:', error.message));
      await client.connect();
      try {
        await client.query('set statement_timeout = 0');
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg({ client }), { migrationsFolder });
      } finally {
        await client.end().catch(() => undefined); // the session's end releases the lock
      }
    },
    listen: (channel: string, handlers: NotificationHandlers) => listenPostgres(url, channel, handlers),
    ownerRead: async <T>(name: string, text: string, values: unknown[]) => {
      observed.onStatement?.(text);
      return (await pool.query<T & pg.QueryResultRow>({ name, text, values })).rows;
    },
    noticesBeforeCommitReturns: false,
    ping: async () => {
      if (closed) return false;
      await db.execute(sql`select 1`);
      return true;
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  });
}

/** Retry delay of a lost listening connection (the database restarting, failing over). */
const RELISTEN_DELAY_MS = 1_000;

/** LISTEN on a connection of its own (a pooled one would be handed to queries), reconnecting when lost. */
async function listenPostgres(url: string, channel: string, handlers: NotificationHandlers) {
  let stopped = false;
  let current: pg.Client | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.message(message.payload ?? '');
    });
    client.on('error', (error) => console.error('PostgreSQL listener: connection lost:', error.message));
    client.on('end', () => {
      if (current !== client) return;
      current = null;
      handlers.lost();
      schedule();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      console.error('PostgreSQL listener: cannot listen:', (error as Error).message);
      schedule();
      return;
    }
    if (stopped) return void (await client.end().catch(() => undefined));
    current = client;
    handlers.restored();
  };
  const schedule = () => {
    if (stopped) return;
    retry = setTimeout(() => void connect(), RELISTEN_DELAY_MS);
    retry.unref();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = null;
    await client?.end().catch(() => undefined);
  };
}
