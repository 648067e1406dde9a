import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/client.ts';
import { stringFields } from '../../platform/http/route-schemas.ts';
import { withTenant } from '../../platform/db/tenant-scope.ts';
import { loadTenant } from '../tenancy/tenancy.service.ts';
import type { TenantResolver } from '../tenancy/tenant-resolver.ts';
import { demoImageSvg } from './demo-images.ts';

/**
 * /demo/<product-slug>[.detail][.<lang>].svg: generated product pictures of the demo catalogue in the
 * tenant's colours: the product, a close-up (`.detail`), and language alternatives (`.en-GB`).
 */
export function registerDemoImageRoute(
  app: FastifyInstance,
  deps: { database: Database; tenants: TenantResolver },
) {
  const route = { config: { access: 'public' }, schema: { params: stringFields(['file']) } } as const;
  app.get<{ Params: { file: string } }>('/demo/:file', route, async (request, reply) => {
    const match = /^([a-z0-9-]+)(\.detail)?(?:\.([a-z]{2})-[A-Z]{2})?\.svg$/.exec(request.params.file);
    const tenantId = match ? await deps.tenants.resolve(request.headers.host) : null;
    if (!match?.[1] || !tenantId) return reply.code(404).send({ error: 'Not found', statusCode: 404 });
    const tenant = await withTenant(deps.database, tenantId, (tx) => loadTenant(tx, tenantId));
    const view = match[2] ? 'detail' : 'main';
    const svg = tenant ? demoImageSvg(match[1], tenant.slug, view, match[3]?.toUpperCase()) : undefined;
    if (!svg) return reply.code(404).send({ error: 'Not found', statusCode: 404 });
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=3600')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg);
  });
}
