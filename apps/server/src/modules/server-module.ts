import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AuthLimits } from './auth/rate-limit.ts';
import type { Sessions } from './auth/sessions.ts';
import type { TenantResolver } from './tenancy/tenant-resolver.ts';
import type { Config } from '../platform/config.ts';
import type { Database } from '../platform/db/client.ts';
import type { AppServices } from '../platform/graphql/context.ts';
import type { KvStore } from '../platform/kv/kv-store.ts';
import type { JobDefinition, SendOptions } from '../platform/jobs/job-queue.ts';
import type { Contributions, ModuleContributions } from '../platform/module-contributions.ts';
import type { MediaReferenceSource } from '../platform/storage/media-references.ts';
import type { MediaStorage } from '../platform/storage/media-storage.ts';
import type { ServiceContextLoaders } from '../platform/service-context.ts';

/** What an instance hands every module's HTTP routes (each takes what it needs). */
export type ModuleRouteContext = {
  /** Every module's contributions (ServerModule.contributes), e.g. the sitemap's entries for seo. */
  contributions: Contributions;
  database: Database;
  kv: KvStore;
  tenants: TenantResolver;
  sessions: Sessions;
  services: AppServices;
  media: MediaStorage;
  /** The sign-in rate limits (tests relax them; production scales them by AUTH_RATE_LIMIT_FACTOR). */
  authLimits: Partial<AuthLimits>;
};

/** What a module's jobs get when an instance starts its job queue. */
export type ModuleJobContext = {
  database: Database;
  services: AppServices;
  config: Config;
  log: FastifyBaseLogger;
  /** Where uploaded files are stored (the same storage as the routes'). */
  media: MediaStorage;
  /** Every module's places that name uploaded files (contributes.mediaReferences), for their cleanup. */
  mediaReferences: readonly MediaReferenceSource[];
  /** Queues a job (e.g. a sweep queueing what was missed); with `id`, once (job-queue.ts). */
  send(name: string, data: Record<string, unknown>, options?: SendOptions): Promise<string>;
  /** How a job reads back the tenant and the user it was queued for (restoreServiceContext). */
  contextLoaders: ServiceContextLoaders;
  /** Registers what to close when the instance stops, after the running jobs finished. */
  onStop(close: () => void | Promise<void>): void;
};

/**
 * How a server module plugs into the app (decision 0032). `modules/index.ts` lists every module once, in
 * the order of their layers; the app reads that list for the schema, the routes, the jobs, the
 * contributions to other modules (decision 0061) and the demo seed, so adding a module means adding it
 * there and nowhere else.
 */
export type ServerModule = {
  name: string;
  /** Loads the module's GraphQL types and fields (its `*.schema.ts` files register on the builder). */
  schema?: () => Promise<unknown>;
  /** Registers the module's REST routes (auth, webhooks, punch-out, files). */
  routes?: (app: FastifyInstance, context: ModuleRouteContext) => void;
  /**
   * The module's background work as jobs of the one job queue (platform/jobs, decision 0035): every
   * instance works every queue, and each job runs once.
   */
  jobs?: (context: ModuleJobContext) => JobDefinition<never>[];
  /**
   * What the module adds to other modules' extension points, one entry per kind (decision 0061): its
   * checkout guards, its media references, its sitemap entries, … The app collects them from the module
   * list and hands each kind to the module that uses it. A module registers nothing when its files are
   * imported (modules/server-modules-contribute.test.ts): this is the one place.
   */
  contributes?: ModuleContributions;
  /**
   * Fills an empty database with the module's demo content (SEED_DEMO); returns what it created.
   * `history`: also some weeks of made-up past business (orders, activity), outside production only.
   */
  seedDemo?: (database: Database, options: { history: boolean }) => Promise<string[]>;
};
