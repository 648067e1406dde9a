import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Right } from '@print/core/rights';
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
 * Who a request acts for, as far as platform code reads it (the rights check, the tenant transaction).
 * Platform imports no module (lint), so the modules that own tenants and users fill in their full types
 * by declaration merging, as Fastify's decorators are typed: modules/tenancy makes `RequestTenant` its
 * `Tenant`, modules/users makes `RequestUser` its `SessionUser`, and resolvers see every field.
 */
export interface RequestTenant {
  id: string;
}
export interface RequestUser {
  userId: string;
  /** A visitor's temporary account (not a registered one). */
  isTemporary: boolean;
  rightSet: ReadonlySet<Right>;
}

/**
 * Per-request helpers that modules own (media's upload attempts, the catalogue's kept categories): each
 * owning module adds its own field here by declaration merging.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the modules
export interface ModuleRequestParts {}

/**
 * Per-request GraphQL context. `tx` is the operation's tenant-scoped transaction (withTenant): resolvers
 * cannot reach another tenant's rows even by mistake. `database` is for the transaction plugin only;
 * owner-connection helpers (withSystem, the key-value store) refuse to run inside a resolver.
 */
export type GraphQLContext = ModuleRequestParts & {
  requestId: string;
  log: FastifyBaseLogger;
  database: Database;
  tenant: RequestTenant;
  /** The request's UI language (language cookie, Accept-Language, tenant default), as for SSR pages. */
  language: string;
  tx: Tx;
  /** Where uploaded files are stored. */
  media: MediaStorage;
  services: AppServices;
  /**
   * The signed-in user (registered or temporary) of the access cookie, checked against the database.
   * With `loadUser`, set by the transaction plugin before execution (resolvers always see it set).
   */
  user: RequestUser | null;
  /**
   * The session user's check against the database, made by the transaction plugin in the operation's
   * own transaction (saves a transaction per request). Absent when `user` is known already (pages).
   */
  loadUser?: (tx: Tx) => Promise<RequestUser | null>;
  /**
   * Public content every caller with the same key sees alike (platform/cache/shared-reads.ts), at the
   * tenant's data version of this request; null in mutations (they must read their own writes) and
   * while the database's change notices are not being received.
   */
  sharedReads: SharedReads | null;
  req: FastifyRequest;
  reply: FastifyReply;
};
