import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CategoryRowsCache } from '../../modules/catalog/categories/category-rows-cache.ts';
import type { FeedReader } from '../../modules/content/feeds/feed-cache.ts';
import type { UploadAttempts } from '../../modules/media/upload-attempts.ts';
import type { Tenant } from '../../modules/tenancy/tenancy.service.ts';
import type { SharedReadsStore } from '../../platform/cache/shared-reads.ts';
import type { Database, Tx } from '../../platform/db/client.ts';
import type { AppServices } from '../../platform/graphql/context.ts';
import { serviceContext, type RequestUser } from '../../platform/service-context.ts';
import type { MediaStorage } from '../../platform/storage/media-storage.ts';
import type { ServerContext } from './yoga.ts';

/** What every request's GraphQL context holds besides the request's own parts (built once in app.ts). */
export type RequestContextDeps = {
  database: Database;
  media: MediaStorage;
  uploadAttempts: UploadAttempts;
  services: AppServices;
  sharedReads: SharedReadsStore;
  categoryRows: CategoryRowsCache;
  contentFeeds: FeedReader;
};

/**
 * The GraphQL context of one request, for the endpoint (graphql-route.ts) and the pages' in-process
 * queries (web/ssr.ts) alike: the request's service context (platform/service-context.ts) and the edge's
 * own parts. `loadUser` defers the session user's check to the operation's transaction.
 */
export function requestContext(
  deps: RequestContextDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  parts: {
    tenant: Tenant;
    language: string;
    user: RequestUser | null;
    loadUser?: (tx: Tx) => Promise<RequestUser | null>;
  },
): ServerContext {
  return {
    ...serviceContext({
      requestId: String(request.id),
      log: request.log,
      tenant: parts.tenant,
      language: parts.language,
      user: parts.user,
      sharedReads: deps.sharedReads.forTenant(parts.tenant.id),
    }),
    req: request,
    reply,
    database: deps.database,
    media: deps.media,
    uploadAttempts: deps.uploadAttempts,
    services: deps.services,
    categoryRows: deps.categoryRows,
    contentFeeds: deps.contentFeeds,
    ...(parts.loadUser ? { loadUser: parts.loadUser } : {}),
  };
}
