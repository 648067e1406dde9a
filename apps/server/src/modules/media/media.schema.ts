import { builder } from '../../platform/graphql/builder.ts';
import { mediaUrl, storePrintImage, type MediaRow } from './media.service.ts';

// Uploads of the product form (issue 4): a shopper's logo or motif for a print product, sent with the
// GraphQL multipart request (spec §7, header operation-name fileUpload).

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
    description: 'PNG, JPEG or WebP, at most 10 MiB.',
    args: { file: t.arg({ type: 'File', required: true }) },
    resolve: async (_root, { file }, ctx) =>
      storePrintImage(ctx.tx, ctx.media, ctx.tenant.id, ctx.user!.userId, {
        bytes: new Uint8Array(await file.arrayBuffer()),
        name: file.name,
      }),
  }),
);
