import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { CategoryRowsCache } from '../../modules/catalog/category-rows-cache.ts';
import type { UploadAttempts } from '../../modules/media/upload-attempts.ts';
import type { Tenant } from '../../modules/tenancy/tenancy.service.ts';
import type { SessionUser } from '../../modules/users/users.service.ts';
import type { Database, Tx } from '../db/client.ts';
import type { TenantChanges } from '../events/tenant-changes.ts';
import type { SharedReads } from '../cache/shared-reads.ts';
import type { SecretBox } from '../secrets/secret-box.ts';
import type { MediaStorage } from '../storage/media-storage.ts';

/** Process-wide helpers resolvers need beside the database (built once in app.ts). */
export type AppServices = {
  /** Opens and seals the tenants' secret settings. */
  secrets: SecretBox;
  /** The card provider's API address when not the real one (tests, a local mock); else undefined. */
  cardApiBase: string | undefined;
  /** This process's notice that a tenant's settings changed (its caches drop the tenant). */
  tenantChanges: TenantChanges;
};

/**
 * Per-request GraphQL context. `tx` is the operation's tenant-scoped transaction (withTenant): resolvers
 * cannot reach another tenant's rows even by mistake. `database` is for the transaction plugin only;
 * owner-connection helpers (withSystem, the key-value store) refuse to run inside a resolver.
 */
export type GraphQLContext = {
  requestId: string;
  log: FastifyBaseLogger;
  database: Database;
  tenant: Tenant;
  /** The request's UI language (language cookie, Accept-Language, tenant default), as for SSR pages. */
  language: string;
  tx: Tx;
  /** Where uploaded files are stored. */
  media: MediaStorage;
  /** Counts a user's upload attempts (before decoding); false when the hourly limit is used up. */
  uploadAttempts: UploadAttempts;
  services: AppServices;
  /**
   * The signed-in user (registered or temporary) of the access cookie, checked against the database.
   * With `loadUser`, set by the transaction plugin before execution (resolvers always see it set).
   */
  user: SessionUser | null;
  /**
   * The session user's check against the database, made by the transaction plugin in the operation's
   * own transaction (saves a transaction per request). Absent when `user` is known already (pages).
   */
  loadUser?: (tx: Tx) => Promise<SessionUser | null>;
  /** The instance's kept categories of each tenant (catalogue visibility); absent: read per request. */
  categoryRows?: CategoryRowsCache;
  /**
   * Public content every caller with the same key sees alike (platform/cache/shared-reads.ts), at the
   * tenant's data version of this request; null in mutations (they must read their own writes) and
   * while the database's change notices are not being received.
   */
  sharedReads: SharedReads | null;
  req: FastifyRequest;
  reply: FastifyReply;
};
