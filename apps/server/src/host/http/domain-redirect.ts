import type { FastifyInstance } from 'fastify';
import type { TenantResolver } from '../../modules/tenancy/tenant-resolver.ts';

/**
 * An Active domain that is not its tenant's default answers pages with a permanent redirect to the same
 * path on the default domain (spec §3: one default domain), so search engines and shoppers see one
 * address. Only GET and HEAD (a form posted to the old name must not lose its body), never the API
 * (`/service-api/*`: the TLS proxy's question, webhooks and punch-out keep working on every name), and
 * never development names (`*.localhost`, which the resolver gives no redirect).
 */
export function registerDomainRedirect(app: FastifyInstance, deps: { tenants: TenantResolver }) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (request.url.startsWith('/service-api/')) return;
    const host = await deps.tenants.resolveHost(request.headers.host);
    if (!host?.redirectTo) return;
    // Path only, as the renderer takes it: `//other.host/x` must not become another origin.
    const path = `/${request.url.replace(/^[/\\]+/, '')}`;
    return reply.code(301).header('location', `https://${host.redirectTo}${path}`).send();
  });
}
