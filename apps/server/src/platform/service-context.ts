import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Right } from '@print/core/rights';
import type { SharedReads } from './cache/shared-reads.ts';
import type { Database, Tx } from './db/client.ts';
import { withTenant } from './db/tenant-scope.ts';
import { forbidden } from './errors.ts';

// What a service is handed (decision 0062): who acts, for which tenant, in which language and
// transaction — the same for a GraphQL operation, a page, a REST route and a job. No Fastify request or
// reply: a job has none. After Vendure's RequestContext, it is serialised into a job's payload and
// restored by the worker, which re-reads the user's current rights.

/**
 * Who a request acts for, as far as platform code reads it (the rights check, the tenant transaction).
 * Platform imports no module (lint), so the modules that own tenants and users fill in their full types
 * by declaration merging, as Fastify's decorators are typed: modules/tenancy makes `RequestTenant` its
 * `Tenant`, modules/users makes `RequestUser` its `SessionUser`, and services see every field.
 */
export interface RequestTenant {
  id: string;
}
export interface RequestUser {
  userId: string;
  /** A visitor's temporary account (not a registered one). */
  isTemporary: boolean;
  rightSet: ReadonlySet<Right>;
  /**
   * Set when a platform operator acts for another tenant (decision 0087): the operator's own tenant,
   * where their account lives. The request's tenant is then the one acted for.
   */
  actingFrom?: string;
}

/** Work that runs for nobody (a schedule, a sweep, a mail delivery), with why: for logs and reviews. */
export type SystemActor = { reason: string };

export type ServiceContext = {
  requestId: string;
  log: FastifyBaseLogger;
  tenant: RequestTenant;
  /** The UI language of the request (or of the request that queued the job). */
  language: string;
  /** The acting user with their rights (registered or temporary); null for a visitor or system work. */
  user: RequestUser | null;
  /** Set when no user acts (jobs of the platform); null for requests. */
  system: SystemActor | null;
  /** The tenant-scoped transaction (withTenant): services cannot reach another tenant's rows. */
  tx: Tx;
  /**
   * Public content every caller with the same key sees alike (platform/cache/shared-reads.ts); null in
   * mutations, in jobs, and while the database's change notices are not being received.
   */
  sharedReads: SharedReads | null;
};

/** A context before its transaction is opened (a request's: the transaction plugin adds `tx`). */
export type ServiceContextParts = Omit<ServiceContext, 'tx'>;

/**
 * The one factory of service contexts: GraphQL operations and pages (host/graphql/request-context.ts),
 * REST routes and restored jobs build theirs here, so each field means the same everywhere.
 */
export function serviceContext(parts: {
  requestId?: string;
  log: FastifyBaseLogger;
  tenant: RequestTenant;
  language: string;
  user?: RequestUser | null;
  system?: SystemActor | null;
  sharedReads?: SharedReads | null;
}): ServiceContextParts {
  return {
    requestId: parts.requestId ?? randomUUID(),
    log: parts.log,
    tenant: parts.tenant,
    language: parts.language,
    user: parts.user ?? null,
    system: parts.system ?? null,
    sharedReads: parts.sharedReads ?? null,
  };
}

/** Whether the context's user holds `right` (the GraphQL scope `{ right }` asks the same). */
export const holdsRight = (ctx: Pick<ServiceContext, 'user'>, right: Right): boolean =>
  ctx.user?.rightSet.has(right) ?? false;

/** Refuses work the acting user has no right to (a job checks as its GraphQL field's scope does). */
export function requireRight(ctx: Pick<ServiceContext, 'user'>, right: Right): void {
  if (!holdsRight(ctx, right)) throw forbidden('admin.jobRightMissing');
}

/** A context as a job's payload carries it: plain JSON, no rights (the worker reads them anew). */
export type SerializedServiceContext = {
  tenantId: string;
  language: string;
  requestId: string;
  actor:
    | {
        kind: 'user';
        userId: string;
        queuedAt: number;
        /** A platform operator acting for this tenant: their own tenant (decision 0087). */
        actingFrom?: string;
      }
    | { kind: 'visitor' }
    | { kind: 'system'; reason: string };
};

export function serializeServiceContext(ctx: ServiceContextParts): SerializedServiceContext {
  const actor: SerializedServiceContext['actor'] = ctx.user
    ? {
        kind: 'user',
        userId: ctx.user.userId,
        queuedAt: Date.now(),
        ...(ctx.user.actingFrom ? { actingFrom: ctx.user.actingFrom } : {}),
      }
    : ctx.system
      ? { kind: 'system', reason: ctx.system.reason }
      : { kind: 'visitor' };
  return { tenantId: ctx.tenant.id, language: ctx.language, requestId: ctx.requestId, actor };
}

/** How a worker reads a tenant and a user back; the modules that own them provide it (users/job-context.ts). */
export type ServiceContextLoaders = {
  tenant(tx: Tx, tenantId: string): Promise<RequestTenant | null>;
  /**
   * The user with their current rights; null when gone, archived, or their sessions were ended after
   * `since` (ms): a job is part of the session that queued it.
   */
  user(tx: Tx, userId: string, since: number): Promise<RequestUser | null>;
};

/**
 * Runs `work` in the tenant's transaction with the context a job was queued with, its user read anew:
 * rights taken away meanwhile are gone, a user who is gone (or whose sessions were ended) makes the job
 * refuse. The request id is the queueing request's, so its log lines and the job's go together.
 */
export async function restoreServiceContext<T>(
  database: Database,
  serialized: SerializedServiceContext,
  deps: { loaders: ServiceContextLoaders; log: FastifyBaseLogger },
  work: (ctx: ServiceContext) => Promise<T>,
): Promise<T> {
  const { tenantId, actor } = serialized;
  // A platform operator's account lives in their own tenant: read there, and only while they still
  // hold the right to act for other tenants (decision 0087).
  const operator =
    actor.kind === 'user' && actor.actingFrom
      ? await operatorOf(database, deps.loaders, actor.actingFrom, actor.userId, actor.queuedAt)
      : null;
  return withTenant(database, tenantId, async (tx) => {
    const tenant = await deps.loaders.tenant(tx, tenantId);
    if (!tenant) throw new Error(`job for an unknown tenant ${tenantId}`);
    const user =
      actor.kind !== 'user'
        ? null
        : actor.actingFrom
          ? operator
          : await deps.loaders.user(tx, actor.userId, actor.queuedAt);
    if (actor.kind === 'user' && !user) throw forbidden('admin.jobUserGone');
    const parts = serviceContext({
      requestId: serialized.requestId,
      log: deps.log.child({ reqId: serialized.requestId }),
      tenant,
      language: serialized.language,
      user,
      system: actor.kind === 'system' ? { reason: actor.reason } : null,
    });
    return work({ ...parts, tx });
  });
}

async function operatorOf(
  database: Database,
  loaders: ServiceContextLoaders,
  homeTenantId: string,
  userId: string,
  queuedAt: number,
): Promise<RequestUser | null> {
  const user = await withTenant(database, homeTenantId, (tx) => loaders.user(tx, userId, queuedAt));
  return user?.rightSet.has('platform.tenants') ? { ...user, actingFrom: homeTenantId } : null;
}

/** A serialised context as a job's data holds it, checked (payloads outlive code versions). */
export function isSerializedServiceContext(value: unknown): value is SerializedServiceContext {
  const v = value as Partial<SerializedServiceContext> | null;
  const actor = v?.actor as {
    kind?: unknown;
    userId?: unknown;
    queuedAt?: unknown;
    reason?: unknown;
    actingFrom?: unknown;
  };
  if (typeof v?.tenantId !== 'string' || typeof v.language !== 'string') return false;
  if (typeof v.requestId !== 'string' || typeof actor !== 'object' || actor === null) return false;
  if (actor.kind === 'user')
    return (
      typeof actor.userId === 'string' &&
      typeof actor.queuedAt === 'number' &&
      (actor.actingFrom === undefined || typeof actor.actingFrom === 'string')
    );
  if (actor.kind === 'system') return typeof actor.reason === 'string';
  return actor.kind === 'visitor';
}
