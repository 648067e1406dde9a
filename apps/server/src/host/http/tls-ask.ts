import type { FastifyInstance } from 'fastify';
import { clientAddressKey, createRateLimiter, type RateLimit } from '../../modules/auth/rate-limit.ts';
import { normalizeHost } from '../../modules/tenancy/tenancy.service.ts';
import type { TenantResolver } from '../../modules/tenancy/tenant-resolver.ts';
import type { KvStore } from '../../platform/kv/kv-store.ts';

/**
 * Per asking address: the TLS proxy asks once per new name (and caches the answer), so this only stops
 * someone else using the route to probe which names are shops.
 */
export const TLS_ASK_LIMIT: RateLimit = { name: 'tls-ask-ip', max: 120, windowSeconds: 60 };

/**
 * The TLS proxy's question before it gets a certificate for a name on demand (Caddy's `on_demand_tls
 * { ask … }`, compose.yaml): 200 for an Active domain of a tenant, else 404, so nobody can make the
 * platform request certificates for names that are not shops. Answered from the host cache (30 s,
 * cleared when domains change).
 */
export function registerTlsAskRoute(
  app: FastifyInstance,
  deps: { tenants: TenantResolver; kv: KvStore; limit?: RateLimit },
) {
  const limiter = createRateLimiter(deps.kv);
  const limit = deps.limit ?? TLS_ASK_LIMIT;
  app.get<{ Querystring: { domain?: string } }>(
    '/service-api/tls/ask',
    { config: { access: 'public' } },
    async (request, reply) => {
      if (!(await limiter.hit(limit, clientAddressKey(request.ip)))) return reply.code(429).send();
      const domain = normalizeHost(typeof request.query.domain === 'string' ? request.query.domain : '');
      const host = domain ? await deps.tenants.resolveHost(domain) : null;
      return reply.code(host?.isDomain ? 200 : 404).send();
    },
  );
}
