import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant-scope.ts';
import type { MediaStorage } from '../../platform/storage/media-storage.ts';
import type { TenantResolver } from '../tenancy/tenant-resolver.ts';
import { findMedia, openMedia } from './media.service.ts';

/**
 * GET /media/{id}: a stored image, only on the hosts of the tenant it belongs to (row-level security
 * finds no row for another tenant). A file never changes under its id, so the browser keeps it a year.
 */
export function registerMediaRoutes(
  app: FastifyInstance,
  deps: { database: Database; tenants: TenantResolver; media: MediaStorage },
) {
  app.get<{ Params: { id: string } }>('/media/:id', async (request, reply) => {
    const notFound = () => reply.code(404).send({ error: 'Not found', statusCode: 404 });
    const tenantId = await deps.tenants.resolve(request.headers.host);
    if (!tenantId) return notFound();
    const row = await withTenant(deps.database, tenantId, (tx) => findMedia(tx, request.params.id));
    const file = row && (await openMedia(deps.media, row));
    if (!row || !file) return notFound();
    return (
      reply
        .type(row.mimeType)
        .header('content-length', file.size)
        // A shopper's picture: browsers keep it (it never changes under its id), shared caches do not.
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(file.stream)
    );
  });
}
