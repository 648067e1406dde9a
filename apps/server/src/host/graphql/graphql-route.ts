import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Sessions } from '../../modules/auth/sessions.ts';
import type { UploadAttempts } from '../../modules/media/upload-attempts.ts';
import type { CategoryRowsCache } from '../../modules/catalog/categories/category-rows-cache.ts';
import type { FeedReader } from '../../modules/content/feeds/feed-cache.ts';
import { createTenantCache } from '../../modules/tenancy/tenant-cache.ts';
import type { TenantResolver } from '../../modules/tenancy/tenant-resolver.ts';
import type { SharedReadsStore } from '../../platform/cache/shared-reads.ts';
import type { Database, Tx } from '../../platform/db/client.ts';
import type { PublicContentVersion } from '../../platform/events/public-content-version.ts';
import type { MadeAnswer } from '../../platform/http/stored-answer.ts';
import type { MediaStorage } from '../../platform/storage/media-storage.ts';
import type { AppServices } from '../../platform/graphql/context.ts';
import { withTenant } from '../../platform/db/tenant-scope.ts';
import { CSRF_HEADER } from '@print/core/shell-data';
import { chooseLanguage } from '../../modules/i18n/choose-language.ts';
import { actingTenantIdOf, resolveActingTenant } from './acting-tenant.ts';
import { createPublicAnswerCache } from './public-answer-cache.ts';
import { requestContext } from './request-context.ts';
import { createGraphQLServer, GRAPHQL_PATH, type GraphQLLimits } from './yoga.ts';

/**
 * POST /service-api/graphql?c={operationName}: one endpoint for every operation (spec §7). Each request
 * runs inside one tenant-scoped transaction; the tenant comes from the Host only.
 */
export function registerGraphQLRoute(
  app: FastifyInstance,
  deps: {
    database: Database;
    tenants: TenantResolver;
    sessions: Sessions;
    media: MediaStorage;
    uploadAttempts: UploadAttempts;
    services: AppServices;
    publicContent: PublicContentVersion;
    sharedReads: SharedReadsStore;
    categoryRows: CategoryRowsCache;
    contentFeeds: FeedReader;
    production: boolean;
    limits?: Partial<GraphQLLimits>;
  },
) {
  const yoga = createGraphQLServer({ production: deps.production, limits: deps.limits });
  const tenantCache = createTenantCache(deps.database, deps.services.tenantChanges);
  const publicAnswers = createPublicAnswerCache(deps.publicContent);

  // Yoga parses multipart uploads itself (with the limits in yoga.ts); Fastify must leave the stream alone.
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));

  app.route({
    url: GRAPHQL_PATH,
    method: ['GET', 'POST', 'OPTIONS'],
    // Yoga reads the GraphQL request (GraphQL over HTTP) and answers a malformed one in its format.
    config: { access: 'graphql-field-scopes' },
    handler: async (request, reply) => {
      // Our web client always sends this header; a cross-site form or image request cannot.
      if (request.method !== 'OPTIONS' && !request.headers[CSRF_HEADER]) {
        return reply.code(403).send({
          errors: [
            { message: `Missing the ${CSRF_HEADER} header (CSRF protection). Use the shop's API client.` },
          ],
        });
      }
      const tenantId = await deps.tenants.resolve(request.headers.host);
      if (!tenantId) {
        request.log.warn({ host: request.headers.host }, 'GraphQL call for an unknown host');
        return reply
          .code(404)
          .send({ errors: [{ message: 'Unknown host: no shop is configured for this domain.' }] });
      }
      // Callers without a session share the answers of their queries (public-answer-cache.ts), all
      // callers the shared reads: of the version that counts every change committed before this call.
      const acting = actingTenantIdOf(request, tenantId);
      if (acting) {
        const answer = await executeActing(request, reply, tenantId, acting);
        for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value);
        return reply.code(answer.status).send(answer.body);
      }
      const version = await deps.publicContent.versionForRequest(tenantId);
      const key = publicAnswers.keyOf(request, tenantId);
      if (key)
        return publicAnswers.serve(request, reply, key, version, async () => {
          const answer = await execute(request, reply, tenantId);
          // A resolver that set a cookie answered this caller alone.
          if (reply.hasHeader('set-cookie')) answer.headers['cache-control'] = 'private, no-store';
          return answer;
        });
      const answer = await execute(request, reply, tenantId);
      for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value);
      return reply.code(answer.status).send(answer.body);
    },
  });
  /** Runs the operation as the request's session user, in the request tenant's transaction. */
  async function execute(
    request: FastifyRequest,
    reply: FastifyReply,
    tenantId: string,
  ): Promise<MadeAnswer> {
    const tenant = await tenantCache.load(tenantId);
    if (!tenant) return jsonAnswer(404, { errors: [{ message: 'Unknown host' }] });
    // Whether the access token's session still holds: the key-value store, which may be the database,
    // so before any tenant transaction.
    const claims = await deps.sessions.liveAccessClaims(request, tenantId);
    // A platform operator handed off to this host (decision 0088) is read in their home tenant, before
    // this tenant's transaction, like an operator acting through the header.
    if (claims?.htid) {
      const session = { userId: claims.sub, sessionStart: claims.sst, homeTenantId: claims.htid };
      const operator = await deps.sessions.userOfSession(tenantId, session);
      if (!operator) {
        return jsonAnswer(401, {
          errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHORIZED' } }],
        });
      }
      const language = chooseLanguage(request, tenant);
      return run(request, reply, requestContext(deps, request, reply, { tenant, language, user: operator }));
    }
    const loadUser = claims ? (tx: Tx) => deps.sessions.userOfClaims(tx, claims) : undefined;
    // Files are for signed-in sessions (a temporary visitor's too) only: refuse before Yoga reads
    // megabytes of a body nobody may send. 401 + 'Unauthorized' makes the client refresh (spec §8).
    // Other operations check the session user in their own transaction (the transaction plugin).
    const upload = request.headers['content-type']?.startsWith('multipart/form-data') ?? false;
    const user = upload && loadUser ? await withTenant(deps.database, tenantId, loadUser) : null;
    if (upload && !user) {
      return jsonAnswer(401, { errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHORIZED' } }] });
    }
    return run(
      request,
      reply,
      requestContext(deps, request, reply, {
        tenant,
        language: chooseLanguage(request, tenant),
        user,
        ...(loadUser && !upload ? { loadUser } : {}),
      }),
    );
  }

  /**
   * The platform operator's privileged path (acting-tenant.ts): the operation runs in the named tenant's
   * transaction as the operator, whose session and rights were checked on the host's tenant.
   */
  async function executeActing(
    request: FastifyRequest,
    reply: FastifyReply,
    hostTenantId: string,
    actingTenantId: string,
  ): Promise<MadeAnswer> {
    const acting = await resolveActingTenant(
      { sessions: deps.sessions, loadTenant: tenantCache.load },
      request,
      hostTenantId,
      actingTenantId,
    );
    if (!acting.ok) {
      return jsonAnswer(acting.status, {
        errors: [{ message: acting.message, extensions: { code: acting.code } }],
      });
    }
    await deps.publicContent.versionForRequest(acting.tenant.id);
    // The operator reads the admin in the language they chose on their own shop.
    const hostTenant = await tenantCache.load(hostTenantId);
    const language = chooseLanguage(request, hostTenant ?? acting.tenant);
    return run(
      request,
      reply,
      requestContext(deps, request, reply, { tenant: acting.tenant, language, user: acting.user }),
    );
  }

  async function run(
    request: FastifyRequest,
    reply: FastifyReply,
    context: ReturnType<typeof requestContext>,
  ): Promise<MadeAnswer> {
    const response = await yoga.handleNodeRequestAndResponse(request, reply, context);
    const headers: Record<string, string> = {};
    // Lower-case names (Yoga's may not be), no length: the body may go out compressed.
    for (const [name, value] of response.headers) {
      if (name.toLowerCase() !== 'content-length') headers[name.toLowerCase()] = value;
    }
    const body = response.body ? Buffer.from(await response.arrayBuffer()) : Buffer.alloc(0);
    return { status: response.status, headers, body, cookies: [] };
  }
  // The server renderer runs its pages' queries through the same server (host/graphql/in-process.ts).
  return yoga;
}

function jsonAnswer(status: number, value: unknown): MadeAnswer {
  const body = Buffer.from(JSON.stringify(value));
  return { status, headers: { 'content-type': 'application/json; charset=utf-8' }, body, cookies: [] };
}
