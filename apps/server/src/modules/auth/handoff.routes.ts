import { HANDOFF_PATH, safeRelativePath } from '@print/core/auth/handoff-api';
import { CSRF_HEADER } from '@print/core/shell-data';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isUuid } from '../../platform/db/uuid.ts';
import { defaultHostOf } from '../tenancy/platform-tenants.ts';
import { isLocalHost } from '../tenancy/tenancy.service.ts';
import { sendFailure } from './auth-http.ts';
import type { AuthRouteDeps } from './auth-route-deps.ts';
import { createHandoffs } from './handoff.ts';
import { clientAddressKey } from './rate-limit.ts';

// Sign in once for the platform operator (decision 0088). Signed in on their own shop, the operator asks
// for a handoff to another tenant; the answer is a one-time address on that tenant's host, which starts
// the operator's session there (their account stays in their home tenant) and goes on to a path of that
// host. Only an operator (platform.tenants) can ask, and only while holding the right can they use it.

type HandoffPost = FastifyRequest<{ Body: { tenantId?: unknown; path?: unknown } }>;

/** The address of a host as the browser reaches it: local hosts keep the request's scheme and port. */
function originOf(request: FastifyRequest, host: string): string {
  if (!isLocalHost(host)) return `https://${host}`;
  const port = /:(\d+)$/.exec(request.headers.host ?? '')?.[1];
  return `${request.protocol}://${host}${port ? `:${port}` : ''}`;
}

export function registerHandoffRoutes(app: FastifyInstance, deps: AuthRouteDeps) {
  const { database, sessions, limiter, tenants } = deps;
  const handoffs = createHandoffs(deps.kv);
  const withinLimit = (request: FastifyRequest) =>
    limiter.hit(deps.limits.handoffPerIp, clientAddressKey(request.ip));

  app.post(
    HANDOFF_PATH,
    { config: { access: { right: 'platform.tenants' } } },
    async (request: HandoffPost, reply) => {
      // A cross-site form cannot set this header (like every auth route's).
      if (!request.headers[CSRF_HEADER]) return sendFailure(reply, 403, 'auth.loginNotPossible');
      // The right was checked before (route-access.ts); this reads who holds it.
      const hostTenantId = (await tenants.resolve(request.headers.host))!;
      const user = await sessions.resolve(request, reply, hostTenantId);
      if (!user?.rightSet.has('platform.tenants')) return sendFailure(reply, 403, 'auth.loginNotPossible');
      if (!(await withinLimit(request))) return sendFailure(reply, 429, 'auth.tooManyAttempts');
      const { tenantId, path } = request.body ?? {};
      const host =
        typeof tenantId === 'string' && isUuid(tenantId) ? await defaultHostOf(database, tenantId) : null;
      if (!host) return sendFailure(reply, 404, 'admin.tenantIdNotFound');
      const code = await handoffs.issue({
        userId: user.userId,
        // An operator already handed off to this host hands off from their home tenant.
        homeTenantId: user.actingFrom ?? hostTenantId,
        targetTenantId: tenantId as string,
        path: safeRelativePath(path),
      });
      return reply.send({
        url: `${originOf(request, host)}${HANDOFF_PATH}?code=${encodeURIComponent(code)}`,
      });
    },
  );

  app.get(
    HANDOFF_PATH,
    { config: { access: 'one-time-link' } },
    async (request: FastifyRequest<{ Querystring: { code?: unknown } }>, reply) => {
      const tenantId = await tenants.resolve(request.headers.host);
      if (!tenantId) return reply.code(404).send({ error: 'Not found', statusCode: 404 });
      if (!(await withinLimit(request))) return sendFailure(reply, 429, 'auth.tooManyAttempts');
      const code = request.query.code;
      const grant = typeof code === 'string' ? await handoffs.redeem(code, tenantId) : null;
      if (!grant) return sendFailure(reply, 401, 'auth.codeExpired');
      const session = { userId: grant.userId, sessionStart: Date.now(), homeTenantId: grant.homeTenantId };
      const home = grant.homeTenantId === tenantId;
      // Read the operator anew: only while they hold platform.tenants in their home tenant.
      const operator = await sessions.userOfSession(
        tenantId,
        home ? { ...session, homeTenantId: undefined } : session,
      );
      if (!operator?.rightSet.has('platform.tenants')) return sendFailure(reply, 401, 'auth.codeExpired');
      // Whoever was signed in on this host in this browser is signed out (their session ends).
      await sessions.revokeCurrent(request, tenantId);
      if (home) await sessions.start(request, reply, tenantId, grant.userId);
      else await sessions.startHandoff(request, reply, tenantId, grant);
      return reply.redirect(safeRelativePath(grant.path), 303);
    },
  );
}
