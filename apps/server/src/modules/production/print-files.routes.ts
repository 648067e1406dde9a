import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZipFile } from 'yazl';
import { withTenant } from '../../platform/db/tenant-scope.ts';
import { stringFields } from '../../platform/http/route-schemas.ts';
import type { ModuleRouteContext } from '../server-module.ts';
import { findOrder } from '../orders/orders.service.ts';
import { printFilesOfOrders } from './print-render.ts';

// Downloads of print files for the admin's order detail: GET /print-files/{orderId}/{position}.pdf, one
// item's PDF, and GET /print-files/{orderId}/all.zip, every ready file of the order in one ZIP streamed
// as it is read. Only on the order's tenant's hosts (row-level security finds no other tenant's order:
// 404, as for a missing one) and only for a signed-in user with the right orders.read (the route's
// declared access, checked before the handler: host/http/route-access.ts).

const FILE = /^(?:(\d{1,4})\.pdf|all\.zip)$/;

/** `100042-1.pdf`: the number people quote and the item's line number (positions count from 1). */
const downloadName = (orderNumber: number, position: number) => `${orderNumber}-${position}.pdf`;

export function registerPrintFileRoutes(app: FastifyInstance, context: ModuleRouteContext) {
  const { database, tenants, media } = context;

  /** The order and its print files on the request's tenant; else the reply is sent. */
  async function orderAndFiles(
    request: FastifyRequest<{ Params: { orderId: string } }>,
    reply: FastifyReply,
  ) {
    const notFound = () => void reply.code(404).send({ error: 'Not found', statusCode: 404 });
    const tenantId = await tenants.resolve(request.headers.host);
    if (!tenantId) return notFound();
    const found = await withTenant(database, tenantId, async (tx) => {
      const order = await findOrder(tx, request.params.orderId);
      if (!order) return null;
      return { order, files: (await printFilesOfOrders(tx, [order.id])).get(order.id) ?? [] };
    });
    if (!found) return notFound();
    return { tenantId, ...found };
  }

  app.get<{ Params: { orderId: string; file: string } }>(
    '/print-files/:orderId/:file',
    { config: { access: { right: 'orders.read' } }, schema: { params: stringFields(['orderId', 'file']) } },
    async (request, reply) => {
      const match = FILE.exec(request.params.file);
      if (!match) return reply.code(404).send({ error: 'Not found', statusCode: 404 });
      const found = await orderAndFiles(request, reply);
      if (!found) return reply;
      const { tenantId, order, files } = found;
      const ready = files.filter((file) => file.status === 'ready' && file.storageKey);
      reply
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'");

      if (match[1] !== undefined) {
        const position = Number(match[1]);
        const file = ready.find((candidate) => candidate.position === position);
        const opened = file && (await media.open(tenantId, file.storageKey!));
        if (!opened) return reply.code(404).send({ error: 'Not found', statusCode: 404 });
        return reply
          .type('application/pdf')
          .header('content-length', opened.size)
          .header('content-disposition', `attachment; filename="${downloadName(order.number, position)}"`)
          .send(opened.stream);
      }

      if (ready.length === 0) return reply.code(404).send({ error: 'Not found', statusCode: 404 });
      const zip = new ZipFile();
      for (const file of ready) {
        // PDFs are compressed already; stored as they are, the ZIP streams without work.
        zip.addReadStreamLazy(downloadName(order.number, file.position), { compress: false }, (done) => {
          media.open(tenantId, file.storageKey!).then(
            (opened) =>
              opened
                ? done(null, opened.stream)
                : done(new Error(`print file ${file.storageKey} is missing`), undefined as never),
            (error: unknown) => done(error, undefined as never),
          );
        });
      }
      zip.end();
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${order.number}-print-files.zip"`)
        .send(zip.outputStream as Readable);
    },
  );
}
