import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant-scope.ts';
import { stringFields } from '../../platform/http/route-schemas.ts';
import type { MediaStorage } from '../../platform/storage/media-storage.ts';
import type { TenantResolver } from '../tenancy/tenant-resolver.ts';
import {
  findMedia,
  openMedia,
  openMediaThumbnail,
  thumbnailAwaited,
  type MediaRow,
} from './media.service.ts';

type Opened = Awaited<ReturnType<typeof openMedia>>;

/**
 * GET /media/{id}: a stored image, and GET /media/{id}/thumb: its WebP thumbnail, only on the hosts of
 * the tenant it belongs to (row-level security finds no row for another tenant). A file never changes
 * under its id, so the browser keeps it a year.
 */
export function registerMediaRoutes(
  app: FastifyInstance,
  deps: { database: Database; tenants: TenantResolver; media: MediaStorage },
) {
  const serve = (
    open: (row: MediaRow) => Promise<Opened>,
    type: (row: MediaRow) => string,
    lasting: (row: MediaRow) => boolean = () => true,
  ) =>
    async function (request: { params: { id: string }; headers: { host?: string } }, reply: FastifyReply) {
      const notFound = () => reply.code(404).send({ error: 'Not found', statusCode: 404 });
      const tenantId = await deps.tenants.resolve(request.headers.host);
      if (!tenantId) return notFound();
      const row = await withTenant(deps.database, tenantId, (tx) => findMedia(tx, request.params.id));
      const file = row && (await open(row));
      if (!row || !file) return notFound();
      return (
        reply
          .type(type(row))
          .header('content-length', file.size)
          // A shopper's picture: browsers keep it (it never changes under its id), shared caches do not.
          // Until its thumbnail is made, /thumb serves the image itself: then the browser asks again.
          .header(
            'cache-control',
            lasting(row) ? 'private, max-age=31536000, immutable' : 'private, no-cache',
          )
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'")
          .send(file.stream)
      );
    };

  // Public: an image is shown to whoever sees the page it is on; ids are random and per tenant.
  const route = { config: { access: 'public' }, schema: { params: stringFields(['id']) } } as const;
  app.get<{ Params: { id: string } }>(
    '/media/:id',
    route,
    serve(
      (row) => openMedia(deps.media, row),
      (row) => row.mimeType,
    ),
  );
  app.get<{ Params: { id: string } }>(
    '/media/:id/thumb',
    route,
    serve(
      (row) => openMediaThumbnail(deps.media, row),
      (row) => (thumbnailAwaited(row) ? row.mimeType : 'image/webp'),
      (row) => !thumbnailAwaited(row),
    ),
  );
}
