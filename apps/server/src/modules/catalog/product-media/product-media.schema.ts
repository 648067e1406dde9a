import type { ArgBuilder, InputFieldMap, InputShapeFromFields } from '@pothos/core';
import { GraphQLError } from 'graphql';
import type { Tx } from '../../../platform/db/client.ts';
import { withTenant } from '../../../platform/db/tenant-scope.ts';
import { unavailable } from '../../../platform/errors.ts';
import { builder } from '../../../platform/graphql/builder.ts';
import type { GraphQLContext } from '../../../platform/graphql/context.ts';
import { actorOf } from '../../audit/audit.service.ts';
import { storePrintImage } from '../../media/media.service.ts';
import {
  attachProductImage,
  productMedia,
  removeProductImage,
  removeProductImageAlternative,
  reorderProductImages,
  setProductCoverImage,
  setProductExternalMedia,
  setProductImageAlt,
  type MediaCtx,
  type PreviewView,
  type ProductImageView,
  type ProductMediaView,
} from './product-media.service.ts';

// The product media editor (spec §2 thumbnail/media editor modal, §3 Media; decision 0046). Every change answers the whole gallery, so the modal shows
// what is stored. An upload decodes the image outside any transaction, as uploadPrintImage does
// (contributes.outsideTransactionFields in catalog.module.ts).

// Read and changed with catalog.write: the editor's view shows unpublished products' pictures, and every
// shopper holds catalog.read.
const writeCatalog = { right: 'catalog.write' } as const;

const mediaCtx = (ctx: GraphQLContext, tx: Tx = ctx.tx): MediaCtx => ({
  ...ctx,
  tx,
  actor: actorOf(ctx.user),
});

const MediaText = builder.objectRef<{ language: string; text: string }>('ProductMediaText').implement({
  authScopes: writeCatalog,
  fields: (t) => ({ language: t.exposeString('language'), text: t.exposeString('text') }),
});

const MediaTextInput = builder.inputType('ProductMediaTextInput', {
  fields: (t) => ({ language: t.string({ required: true }), text: t.string({ required: true }) }),
});

const AlternativeType = builder
  .objectRef<PreviewView & { language: string }>('ProductMediaAlternative')
  .implement({
    description: 'The picture shown instead to visitors reading `language`.',
    authScopes: writeCatalog,
    fields: (t) => ({
      language: t.exposeString('language'),
      url: t.exposeString('url'),
      thumbnailUrl: t.exposeString('thumbnailUrl'),
      thumbnailReady: t.exposeBoolean('thumbnailReady'),
      thumbnailFailed: t.exposeBoolean('thumbnailFailed'),
    }),
  });

const ImageType = builder.objectRef<ProductImageView>('ProductMediaImage').implement({
  authScopes: writeCatalog,
  fields: (t) => ({
    url: t.exposeString('url', { description: 'The picture; also its key in the gallery.' }),
    thumbnailUrl: t.exposeString('thumbnailUrl'),
    thumbnailReady: t.exposeBoolean('thumbnailReady', {
      description: 'False while the media.thumbnail job has not made the thumbnail (or failed to).',
    }),
    thumbnailFailed: t.exposeBoolean('thumbnailFailed', {
      description: 'The thumbnail could not be made (all attempts failed); uploading the file again retries.',
    }),
    cover: t.exposeBoolean('cover', { description: 'The picture catalogue tiles show.' }),
    alt: t.field({
      type: [MediaText],
      resolve: (image) => Object.entries(image.alt).map(([language, text]) => ({ language, text })),
    }),
    alternatives: t.field({ type: [AlternativeType], resolve: (image) => image.alternatives }),
  }),
});

const ProductMediaType = builder.objectRef<ProductMediaView>('ProductMedia').implement({
  authScopes: writeCatalog,
  fields: (t) => ({
    productId: t.exposeID('productId'),
    images: t.field({
      type: [ImageType],
      description: 'In order; the first is the standard image.',
      resolve: (media) => media.images,
    }),
    externalMediaUrl: t.exposeString('externalMediaUrl', { nullable: true }),
  }),
});

const AlternativeSlotInput = builder.inputType('ProductImageAlternativeSlot', {
  fields: (t) => ({
    url: t.string({ required: true, description: 'The picture the upload stands in for.' }),
    language: t.string({ required: true }),
  }),
});

builder.queryField('productMedia', (t) =>
  t.field({
    type: ProductMediaType,
    authScopes: writeCatalog,
    args: { productId: t.arg.id({ required: true }) },
    resolve: (_root, { productId }, ctx) => productMedia(ctx.tx, String(productId)),
  }),
);

builder.mutationField('uploadProductImage', (t) =>
  t.field({
    type: ProductMediaType,
    authScopes: writeCatalog,
    description:
      'A PNG, JPEG or WebP (the limits of uploadPrintImage), stored re-encoded; its thumbnail is made by ' +
      'the media.thumbnail job. Added at the end of the gallery, or with `alternativeFor` as the picture ' +
      'shown instead of another to readers of a language. The same file twice is stored and shown once.',
    args: {
      productId: t.arg.id({ required: true }),
      file: t.arg({ type: 'File', required: true }),
      alternativeFor: t.arg({ type: AlternativeSlotInput, required: false }),
    },
    resolve: async (_root, { productId, file, alternativeFor }, ctx) => {
      if (ctx.tx as Tx | undefined)
        throw new GraphQLError('Send uploadProductImage as the only field of its operation.');
      if (!(await ctx.uploadAttempts(ctx.user!.userId, ctx.req.ip)))
        throw unavailable('shop.uploadLimitReached');
      const inTenant = <T>(work: (tx: Tx) => Promise<T>) => withTenant(ctx.database, ctx.tenant.id, work);
      // The product first: an upload for a product that is not there is refused before it is decoded.
      await inTenant((tx) => productMedia(tx, String(productId)));
      const stored = await storePrintImage(
        { storage: ctx.media, inTenant },
        ctx.tenant.id,
        ctx.user!.userId,
        { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name },
        { thumbnailByJob: true },
      );
      return inTenant((tx) =>
        attachProductImage(mediaCtx(ctx, tx), String(productId), stored.id, alternativeFor),
      );
    },
  }),
);

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/**
 * A change of one product's gallery: catalog.write, the product's id and the change's own `args`,
 * answered with the whole gallery (the service checks the product, the pictures and the texts).
 */
function mediaMutation<Args extends InputFieldMap>(
  name: string,
  options: {
    description?: string;
    args: (arg: ArgBuilder<Types>) => Args;
    change: (
      media: MediaCtx,
      productId: string,
      args: InputShapeFromFields<Args>,
    ) => Promise<ProductMediaView>;
  },
) {
  builder.mutationField(name, (t) =>
    t.field({
      type: ProductMediaType,
      authScopes: writeCatalog,
      ...(options.description ? { description: options.description } : {}),
      args: { productId: t.arg.id({ required: true }), ...options.args(t.arg) },
      // Pothos cannot spell the shape of `{ productId } & Args` for an open Args: it is both of these.
      resolve: (_root, args, ctx) => {
        const shape = args as unknown as InputShapeFromFields<Args> & { productId: string | number };
        return options.change(mediaCtx(ctx), String(shape.productId), shape);
      },
    }),
  );
}

mediaMutation('attachProductImage', {
  description: "Puts a stored file of this shop into the gallery (another shop's file reads as not found).",
  args: (arg) => ({
    mediaId: arg.id({ required: true }),
    alternativeFor: arg({ type: AlternativeSlotInput, required: false }),
  }),
  change: (media, productId, { mediaId, alternativeFor }) =>
    attachProductImage(media, productId, String(mediaId), alternativeFor),
});

mediaMutation('reorderProductImages', {
  description: 'Every picture once, in the new order (the first is the standard image).',
  args: (arg) => ({ urls: arg.stringList({ required: true }) }),
  change: (media, productId, { urls }) => reorderProductImages(media, productId, urls),
});

mediaMutation('setProductCoverImage', {
  args: (arg) => ({ url: arg.string({ required: true }), cover: arg.boolean({ required: true }) }),
  change: (media, productId, { url, cover }) => setProductCoverImage(media, productId, url, cover),
});

mediaMutation('setProductImageAlt', {
  args: (arg) => ({
    url: arg.string({ required: true }),
    alt: arg({ type: [MediaTextInput], required: true }),
  }),
  change: (media, productId, { url, alt }) => setProductImageAlt(media, productId, url, alt),
});

mediaMutation('removeProductImageAlternative', {
  args: (arg) => ({ url: arg.string({ required: true }), language: arg.string({ required: true }) }),
  change: (media, productId, { url, language }) =>
    removeProductImageAlternative(media, productId, url, language),
});

mediaMutation('removeProductImage', {
  args: (arg) => ({ url: arg.string({ required: true }) }),
  change: (media, productId, { url }) => removeProductImage(media, productId, url),
});

mediaMutation('setProductExternalMedia', {
  description: "An http(s) address ('Please enter a valid URL'); empty removes the link.",
  args: (arg) => ({ url: arg.string({ required: true }) }),
  change: (media, productId, { url }) => setProductExternalMedia(media, productId, url),
});
