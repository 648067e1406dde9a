import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { appServices, buildApp } from '../app.ts';
import { scaledAuthLimits } from '../modules/auth/rate-limit.ts';
import type { FeedFetchOptions } from '../modules/content/feeds/feed-fetch.ts';
import { demoTenants } from '../modules/demo/demo-tenants.ts';
import { UPLOAD_ATTEMPT_LIMITS, type UploadAttemptLimits } from '../modules/media/upload-attempts.ts';
import { seedDemoData } from '../modules/demo/seed-demo.ts';
import { createDatabase, type Database, type Tx } from '../platform/db/client.ts';
import { withSystem } from '../platform/db/tenant-scope.ts';
import { createKvStore, type KvStore } from '../platform/kv/kv-store.ts';
import type { GraphQLLimits } from '../host/graphql/yoga.ts';
import type { ViteDev } from '../platform/web/vite-dev.ts';
import type { S3Settings, StockPhotoSettings } from '../platform/config.ts';
import type { AiSettings } from '../platform/ai/chat-completions.ts';
import {
  CAL_COM_API_BASE,
  type DeepLSettings,
  type IntegrationSettings,
} from '../platform/config/provider-config.ts';
import type { DatabaseTemplates } from './database-templates.global.ts';

/**
 * A real database for one test file, migrated, and with the demo shops when `seeded`: a copy of the run's
 * template (testing/database-templates.global.ts) — PGlite in memory from its dump by default; a fresh
 * PostgreSQL database copied from the template database when TEST_DATABASE_URL is set (dropped again in
 * close), Redis when TEST_REDIS_URL is. Without a template (a file run outside the integration project)
 * it is migrated and seeded here.
 */
export async function createTestDatabase(options: { seeded?: boolean } = {}): Promise<{
  database: Database;
  /** Another connection to the same database, as a second instance of the server has (the same on PGlite). */
  connectAgain: () => Promise<Database>;
  /** The database's address for another process (PostgreSQL only). */
  url: string | null;
  drop: () => Promise<void>;
}> {
  const templates = providedTemplates();
  const template = templates?.[options.seeded ? 'seeded' : 'migrated'];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const pgliteDump = template ? new Blob([await readFile(template)]) : undefined;
    const database = await createDatabase({ pgliteDump });
    await prepare(database, Boolean(template), options.seeded);
    return { database, connectAgain: async () => database, drop: () => database.close(), url: null };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  await createPostgresDatabase(adminUrl, name, template);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ databaseUrl: url.toString() });
  await prepare(database, Boolean(template), options.seeded);
  return {
    database,
    connectAgain: () => createDatabase({ databaseUrl: url.toString() }),
    url: url.toString(),
    drop: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** The run's templates, when the integration project's global set-up made them. */
function providedTemplates(): DatabaseTemplates | undefined {
  try {
    return inject('databaseTemplates');
  } catch {
    return undefined; // not inside a Vitest worker of a project with the set-up
  }
}

/** A database made from a template is migrated (and seeded) already; the migration run is then a check. */
async function prepare(database: Database, fromTemplate: boolean, seeded = false) {
  await database.migrate();
  if (seeded && !fromTemplate) await seedDemoData(database, demoTenants);
}

async function createPostgresDatabase(adminUrl: string, name: string, template: string | undefined) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await admin.end();
  }
}

/** Key-value stores to run a contract against: the database always, Redis when TEST_REDIS_URL is set. */
export const kvStoresUnderTest: { name: string; redisUrl?: string }[] = [
  { name: 'database' },
  ...(process.env.TEST_REDIS_URL ? [{ name: 'redis', redisUrl: process.env.TEST_REDIS_URL }] : []),
];

const relaxedUploadAttemptLimits: UploadAttemptLimits = {
  perUser: { ...UPLOAD_ATTEMPT_LIMITS.perUser, max: UPLOAD_ATTEMPT_LIMITS.perUser.max * 1000 },
  perIp: { ...UPLOAD_ATTEMPT_LIMITS.perIp, max: UPLOAD_ATTEMPT_LIMITS.perIp.max * 1000 },
};

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * No platform key, and a provider address where nothing listens: a shop key saved by a test (the
 * settings' fuzzing) can never send a request to the real Unsplash.
 */
const OFFLINE_STOCK_PHOTOS: StockPhotoSettings = {
  accessKey: undefined,
  appName: 'print_test',
  apiBase: 'http://127.0.0.1:9',
};

export async function createTestApp(
  options: {
    seed?: boolean;
    web?: boolean;
    nodeEnv?: 'production' | 'test';
    graphqlLimits?: Partial<GraphQLLimits>;
    /** By default a thousand times more: every test file uploads from 127.0.0.1 into the shared Redis. */
    uploadAttemptLimits?: Partial<UploadAttemptLimits>;
    /** Keep the real auth rate limits (by default tests, which sign in often, get a thousand times more). */
    realAuthLimits?: boolean;
    /** The fake card provider's address (testing/fake-stripe-server.ts). */
    cardApiBase?: string;
    /** The stock photo provider: the fake's address and a platform key (testing/fake-unsplash-server.ts). */
    stockPhotos?: StockPhotoSettings;
    /** How RSS feeds are fetched (tests allow their local fake feed server: testing/fake-feed-server.ts). */
    feedFetch?: FeedFetchOptions;
    /** The AI service (testing/fake-openai-server.ts); by default none: AI is not configured. */
    ai?: AiSettings;
    /** DeepL (testing/fake-deepl-server.ts); by default none: DeepL is not configured. */
    deepl?: DeepLSettings;
    /** The tenants' integrations: the fake Cal.com's address; private hosts may be tested by default. */
    integrations?: Partial<IntegrationSettings>;
    /** A second instance of the server on the database of this one (closing it leaves the database). */
    instanceOf?: FirstInstance;
    /** Keep uploaded media in this bucket (testing/fake-s3-server.ts) instead of a temporary directory. */
    s3?: S3Settings;
    /** Hand the database's change notices to this instance that much later (a busy PostgreSQL's delay). */
    noticeDelayMs?: number;
    /** The web app through Vite from its sources, as `npm run dev` serves it (platform/web/vite-dev.ts). */
    viteDev?: ViteDev;
  } = {},
) {
  const opened = options.instanceOf
    ? await secondInstanceDatabase(options.instanceOf)
    : await createTestDatabase({ seeded: options.seed ?? true });
  const { connectAgain, drop } = opened;
  const database = options.noticeDelayMs
    ? withLateNotices(opened.database, options.noticeDelayMs)
    : opened.database;
  // The app's own keys in the shared Redis (a second instance shares the first's, as two servers would).
  const kvPrefix = options.instanceOf?.kvPrefix ?? `test:${randomBytes(6).toString('hex')}:`;
  const kv: KvStore = await createKvStore({
    redisUrl: process.env.TEST_REDIS_URL,
    database,
    keyPrefix: kvPrefix,
  });
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'print-media-'));
  const appSecret = randomBytes(32).toString('hex');
  const services = appServices({
    appSecret,
    cardApiBase: options.cardApiBase,
    stockPhotos: options.stockPhotos ?? OFFLINE_STOCK_PHOTOS,
    ai: options.ai,
    ...(options.deepl ? { deepl: options.deepl } : {}),
    // The fake print-design and Cal.com servers listen on loopback, which production never calls.
    integrations: { calComApiBase: CAL_COM_API_BASE, allowPrivateHosts: true, ...options.integrations },
  });
  const app = await buildApp({
    services,
    mediaDir,
    config: {
      nodeEnv: options.nodeEnv ?? 'test',
      logLevel: (process.env.TEST_LOG_LEVEL as 'error' | undefined) ?? 'silent',
      s3: options.s3,
    },
    database,
    kv,
    appSecret,
    ...(options.cardApiBase ? { cardApiBase: options.cardApiBase } : {}),
    ...(options.feedFetch ? { feedFetch: options.feedFetch } : {}),
    web: options.web ?? (options.viteDev ? undefined : false),
    ...(options.viteDev ? { viteDev: options.viteDev } : {}),
    graphqlLimits: options.graphqlLimits,
    uploadAttemptLimits: options.uploadAttemptLimits ?? relaxedUploadAttemptLimits,
    ...(options.realAuthLimits ? {} : { authLimits: scaledAuthLimits(1000) }),
  });
  await app.ready();
  return {
    app,
    database,
    connectAgain,
    kv,
    /** This app's prefix of its keys in Redis (TEST_REDIS_URL). */
    kvPrefix,
    mediaDir,
    /** The app's secret, to sign tokens as an earlier version of the server did. */
    appSecret,
    /**
     * The app's services (secret box, card API address), for background work tests run directly, and
     * to announce a tenant row changed in SQL (tenantChanges), as an admin save does.
     */
    services,
    /**
     * Writes in SQL past the API (every tenant's rows), then tells this instance's caches at once, as
     * the server does after its own writes: the database's notice of the change reaches the instance
     * some time later, on a busy machine possibly after the test's next call.
     */
    async changeAsSystem<T>(change: (tx: Tx) => Promise<T>): Promise<T> {
      const result = await withSystem(database, change);
      app.publicContent.changed('*');
      return result;
    },
    /** A GraphQL call as the web client makes it (CSRF header, ?c= operation name) on a given host. */
    async graphql<T = unknown>(query: string, variables: Record<string, unknown> = {}, host = 'localhost') {
      const operationName = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1];
      const response = await app.inject({
        method: 'POST',
        url: `/service-api/graphql${operationName ? `?c=${operationName}` : ''}`,
        headers: { host, 'content-type': 'application/json', 'x-print-csrf': '1' },
        payload: { query, variables, operationName },
      });
      return {
        status: response.statusCode,
        body: response.json() as { data?: T; errors?: { message: string }[] },
      };
    },
    async close() {
      await app.close();
      await kv.close().catch(() => undefined); // the database store cannot clean up once its DB is down
      await drop();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}

/** What a second instance needs of the first: its database and how to connect to it again. */
type FirstInstance = { database: Database; connectAgain: () => Promise<Database>; kvPrefix: string };

async function secondInstanceDatabase(first: FirstInstance) {
  const database = await first.connectAgain();
  // PGlite is one embedded database: the second instance shares it and must not close it.
  const ownConnection = database !== first.database;
  return {
    database,
    connectAgain: first.connectAgain,
    drop: async () => {
      if (ownConnection) await database.close();
    },
  };
}

/** The database as this instance sees it: its notices arrive `delayMs` after the commit. */
function withLateNotices(database: Database, delayMs: number): Database {
  return Object.assign(Object.create(database) as Database, {
    // Also on PGlite: what this instance heard may lack a commit that returned.
    noticesBeforeCommitReturns: false,
    listen: (channel: string, handlers: Parameters<Database['listen']>[1]) =>
      database.listen(channel, {
        ...handlers,
        message: (payload: string) => void setTimeout(() => handlers.message(payload), delayMs).unref(),
      }),
  });
}
