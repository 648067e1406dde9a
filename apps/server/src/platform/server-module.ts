import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AuthLimits } from '../modules/auth/rate-limit.ts';
import type { Sessions } from '../modules/auth/sessions.ts';
import type { TenantResolver } from '../modules/tenancy/tenant-resolver.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { AppServices } from './graphql/context.ts';
import type { KvStore } from './kv/kv-store.ts';
import type { MediaStorage } from './storage/media-storage.ts';

/** What an instance hands every module's HTTP routes (each takes what it needs). */
export type ModuleRouteContext = {
  database: Database;
  kv: KvStore;
  tenants: TenantResolver;
  sessions: Sessions;
  services: AppServices;
  media: MediaStorage;
  /** The sign-in rate limits (tests relax them; production scales them by AUTH_RATE_LIMIT_FACTOR). */
  authLimits: Partial<AuthLimits>;
};

/** What a module's background work gets when an instance starts serving. */
export type ModuleBackgroundContext = {
  database: Database;
  services: AppServices;
  config: Config;
  log: FastifyBaseLogger;
};

/**
 * How a server module plugs into the app (decision 0032). `modules/index.ts` lists every module once, in
 * the order of their layers; the app reads that list for the schema, the routes, the background work
 * and the demo seed, so adding a module means adding it there and nowhere else.
 */
export type ServerModule = {
  name: string;
  /** Loads the module's GraphQL types and fields (its `*.schema.ts` files register on the builder). */
  schema?: () => Promise<unknown>;
  /** Registers the module's REST routes (auth, webhooks, punch-out, files). */
  routes?: (app: FastifyInstance, context: ModuleRouteContext) => void;
  /**
   * Starts work that runs beside the requests on every instance (safe side by side); returns the
   * function that stops it and waits for a round in progress.
   */
  background?: (context: ModuleBackgroundContext) => () => Promise<void>;
  /** Fills an empty database with the module's demo content (SEED_DEMO); returns what it created. */
  seedDemo?: (database: Database) => Promise<string[]>;
};
