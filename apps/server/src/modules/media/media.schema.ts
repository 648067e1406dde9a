import { MAX_PRINT_IMAGE_BYTES, MAX_PRINT_IMAGE_MEGAPIXELS } from '@print/core/media/print-image-limits';
import { GraphQLError } from 'graphql';
import { builder } from '../../platform/graphql/builder.ts';
import type { GraphQLContext } from '../../platform/graphql/context.ts';
import { withTenant } from '../../platform/db/tenant-scope.ts';
import type { Tx } from '../../platform/db/client.ts';
import { unavailable } from '../../platform/errors.ts';
import { mediaUrl, storePrintImage, type InTenant, type MediaRow } from './media.service.ts';

// Uploads of the product form (issue 4): a shopper's logo or motif for a print product, sent with the
// GraphQL multipart request (spec §7, header operation-name fileUpload). Decoding an image takes CPU
// time, so the upload holds no transaction meanwhile (tenant-transaction-plugin.ts): it opens two short
// ones itself. Its attempts are counted in the key-value store, which may be the database and so cannot
// be used inside a tenant transaction: the upload must be sent on its own, as the web client does
// (contributes.outsideTransactionFields in media.module.ts).

/** Short transactions of the request's tenant. */
const inTenantOf =
  (ctx: GraphQLContext): InTenant =>
  (work) =>
    withTenant(ctx.database, ctx.tenant.id, work);

const UploadedImage = builder.objectRef<MediaRow>('UploadedImage').implement({
  description: 'A stored image; its size lets the preflight compute the print resolution (dpi).',
  authScopes: { session: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    url: t.string({ description: 'Path on this shop: /media/{id}.', resolve: (row) => mediaUrl(row.id) }),
    widthPx: t.exposeInt('widthPx'),
    heightPx: t.exposeInt('heightPx'),
    mimeType: t.exposeString('mimeType'),
  }),
});

builder.mutationField('uploadPrintImage', (t) =>
  t.field({
    type: UploadedImage,
    authScopes: { session: true },
    description: `PNG, JPEG or WebP, at most ${MAX_PRINT_IMAGE_BYTES / 1024 / 1024} MiB and ${MAX_PRINT_IMAGE_MEGAPIXELS} megapixels; stored re-encoded (no metadata) with a WebP thumbnail at /media/{id}/thumb.`,
    args: { file: t.arg({ type: 'File', required: true }) },
    resolve: async (_root, { file }, ctx) => {
      if (ctx.tx as Tx | undefined)
        throw new GraphQLError('Send uploadPrintImage as the only field of its operation.');
      // Every attempt counts, before the decoder runs: a repeated or broken file costs as much to decode
      // as a new one, and neither adds to the stored-file quota.
      if (!(await ctx.uploadAttempts(ctx.user!.userId, ctx.req.ip)))
        throw unavailable('shop.uploadLimitReached');
      return storePrintImage(
        { storage: ctx.media, inTenant: inTenantOf(ctx) },
        ctx.tenant.id,
        ctx.user!.userId,
        {
          bytes: new Uint8Array(await file.arrayBuffer()),
          name: file.name,
        },
      );
    },
  }),
);
