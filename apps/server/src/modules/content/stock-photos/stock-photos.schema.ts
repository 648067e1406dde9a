import { mediaThumbnailPath } from '@print/core/media/media-paths';
import {
  STOCK_PHOTO_COLOURS,
  STOCK_PHOTO_ORIENTATIONS,
  STOCK_PHOTOS_PER_PAGE,
  type MediaCredit,
} from '@print/core/media/stock-photos';
import { GraphQLError } from 'graphql';
import type { Tx } from '../../../platform/db/client.ts';
import { withTenant } from '../../../platform/db/tenant-scope.ts';
import { unavailable } from '../../../platform/errors.ts';
import { builder } from '../../../platform/graphql/builder.ts';
import type { GraphQLContext } from '../../../platform/graphql/context.ts';
import { mediaUrl } from '../../media/media.service.ts';
import type { StockPhoto } from './unsplash-client.ts';
import {
  searchStockPhotos,
  useStockPhoto,
  type StockPhotoDeps,
  type StockPhotoResults,
  type UsedStockPhoto,
} from './stock-photos.service.ts';

// The page builder's stock photo search (issue 25), right cms.edit. Both fields call the provider, so
// they run without the operation's transaction (contributes.outsideTransactionFields in
// content.module.ts) and must be sent in operations of their own.

const edit = { right: 'cms.edit' } as const;

const depsOf = (ctx: GraphQLContext): StockPhotoDeps => ({
  inTenant: (work) => withTenant(ctx.database, ctx.tenant.id, work),
  services: ctx.services,
  tenant: ctx.tenant,
  storage: ctx.media,
  log: ctx.log,
});

const ownOperation = (ctx: GraphQLContext, field: string) => {
  if (ctx.tx as Tx | undefined) throw new GraphQLError(`Send ${field} as the only field of its operation.`);
};

const ColourEnum = builder.enumType('StockPhotoColour', { values: STOCK_PHOTO_COLOURS });
const OrientationEnum = builder.enumType('StockPhotoOrientation', {
  description: 'A square photo is `squarish` at the provider.',
  values: STOCK_PHOTO_ORIENTATIONS,
});

const CreditType = builder.objectRef<MediaCredit>('StockPhotoCredit').implement({
  description:
    "The photographer and the provider, linked with this shop's referral (the provider's guidelines).",
  authScopes: edit,
  fields: (t) => ({
    authorName: t.exposeString('authorName'),
    authorUrl: t.exposeString('authorUrl', { description: "The photographer's profile at the provider." }),
    sourceUrl: t.exposeString('sourceUrl', { description: "The provider's site." }),
  }),
});

const PhotoType = builder.objectRef<StockPhoto>('StockPhoto').implement({
  authScopes: edit,
  fields: (t) => ({
    id: t.exposeID('id'),
    widthPx: t.exposeInt('widthPx'),
    heightPx: t.exposeInt('heightPx'),
    colour: t.exposeString('colour', {
      nullable: true,
      description: 'Main colour (#rrggbb), while loading.',
    }),
    description: t.exposeString('description', { description: "The provider's description ('' if none)." }),
    thumbnailUrl: t.exposeString('thumbnailUrl', {
      description: "A ~400 px version on the provider's image host, shown in the admin only.",
    }),
    credit: t.field({ type: CreditType, resolve: (photo) => photo.credit }),
  }),
});

const ResultsType = builder.objectRef<StockPhotoResults>('StockPhotoResults').implement({
  authScopes: edit,
  fields: (t) => ({
    configured: t.exposeBoolean('configured', {
      description: 'False while neither the shop nor the platform has a provider key: nothing is searched.',
    }),
    page: t.exposeInt('page'),
    total: t.exposeInt('total'),
    totalPages: t.exposeInt('totalPages'),
    photos: t.field({ type: [PhotoType], resolve: (results) => results.photos }),
  }),
});

builder.queryField('stockPhotos', (t) =>
  t.field({
    type: ResultsType,
    authScopes: edit,
    description: `A page of ${STOCK_PHOTOS_PER_PAGE} photos from the stock photo provider (Unsplash). An empty query searches nothing and answers whether search is configured.`,
    args: {
      query: t.arg.string({ required: true }),
      page: t.arg.int({ required: false }),
      colour: t.arg({ type: ColourEnum, required: false }),
      orientation: t.arg({ type: OrientationEnum, required: false }),
    },
    resolve: (_root, args, ctx) => {
      ownOperation(ctx, 'stockPhotos');
      return searchStockPhotos(depsOf(ctx), args);
    },
  }),
);

const UsedPhotoType = builder.objectRef<UsedStockPhoto>('StockPhotoMedia').implement({
  description: "The chosen photo, stored in this shop's media like an upload, with its credit.",
  authScopes: edit,
  fields: (t) => ({
    id: t.id({ resolve: ({ media }) => media.id }),
    url: t.string({
      description: 'Path on this shop: /media/{id}.',
      resolve: ({ media }) => mediaUrl(media.id),
    }),
    thumbnailUrl: t.string({ resolve: ({ media }) => mediaThumbnailPath(media.id) }),
    widthPx: t.int({ resolve: ({ media }) => media.widthPx }),
    heightPx: t.int({ resolve: ({ media }) => media.heightPx }),
    altSuggestion: t.exposeString('altSuggestion', {
      description: "The provider's description of the photo (English), a start for the alt text.",
    }),
    credit: t.field({
      type: CreditType,
      // Kept with the file when it was stored (creditMedia), so always there for a stock photo.
      resolve: ({ media }) => media.credit!,
    }),
  }),
});

builder.mutationField('useStockPhoto', (t) =>
  t.field({
    type: UsedPhotoType,
    authScopes: edit,
    description:
      "Stores the provider's photo in this shop's media (checked and re-encoded as an upload), keeps its credit, and reports the use at the provider's download endpoint.",
    args: { photoId: t.arg.id({ required: true }) },
    resolve: async (_root, { photoId }, ctx) => {
      ownOperation(ctx, 'useStockPhoto');
      // Counted as an upload: the picture is decoded and re-encoded like one.
      if (!(await ctx.uploadAttempts(ctx.user!.userId, ctx.req.ip)))
        throw unavailable('shop.uploadLimitReached');
      return useStockPhoto(depsOf(ctx), ctx.user!.userId, String(photoId));
    },
  }),
);
