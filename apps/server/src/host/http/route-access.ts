import type { FastifyInstance, preHandlerHookHandler, RouteOptions } from 'fastify';
import type { Right } from '@print/core/rights';
import type { Sessions } from '../../modules/auth/sessions.ts';
import type { TenantResolver } from '../../modules/tenancy/tenant-resolver.ts';
import type { RouteAccess } from '../../platform/http/route-access.ts';

/** A route as it was registered, with the access it declares (undefined: none). */
export type DeclaredRoute = { method: string; url: string; access: RouteAccess | undefined };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app with its declared access, for the test that each declares one. */
    declaredRoutes: readonly DeclaredRoute[];
  }
}

/**
 * Call before any route is registered: records every route's declared access (decision 0065), and puts
 * the rights check in front of each route that declares `{ right }`.
 */
export function registerRouteAccess(
  app: FastifyInstance,
  deps: { tenants: TenantResolver; sessions: Sessions },
) {
  const routes: RouteOptions[] = [];
  // Read when asked: a scope's own onRoute hook (the static files') runs after this one and may add it.
  app.decorate('declaredRoutes', {
    getter: () =>
      routes.flatMap((route) =>
        [route.method].flat().map((method) => ({ method, url: route.url, access: route.config?.access })),
      ),
  });
  app.addHook('onRoute', (route: RouteOptions) => {
    routes.push(route);
    const access = route.config?.access;
    if (typeof access === 'object') {
      route.preHandler = [requireRight(deps, access.right), ...[route.preHandler ?? []].flat()];
    }
  });
}

/** 404 off a shop's hosts, 401 without a registered user's session, 403 without the right. */
function requireRight(
  deps: { tenants: TenantResolver; sessions: Sessions },
  right: Right,
): preHandlerHookHandler {
  return async (request, reply) => {
    const tenantId = await deps.tenants.resolve(request.headers.host);
    if (!tenantId) return reply.code(404).send({ error: 'Not found', statusCode: 404 });
    const user = await deps.sessions.resolve(request, reply, tenantId);
    if (!user || user.isTemporary) return reply.code(401).send({ error: 'Unauthorized', statusCode: 401 });
    if (!user.rightSet.has(right)) return reply.code(403).send({ error: 'Forbidden', statusCode: 403 });
  };
}
