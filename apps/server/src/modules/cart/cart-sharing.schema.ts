import { builder } from '../../platform/graphql/builder.ts';
import { ProductRef } from '../catalog/catalog-refs.schema.ts';
import { CartItem, session, shopperOf } from './cart.schema.ts';
import { viewItem } from './cart.service.ts';
import { isFavouriteLoader, toggleFavourite } from './favourites.ts';
import { openSharedDraft, shareDraft } from './shared-drafts.ts';

// Favourites and shared drafts: what a shopper keeps for later and hands on (spec §2/§4), beside the
// cart areas' items (cart.schema.ts).

// The heart on the catalogue's product tiles and pages: the cart module adds it to the catalogue's type.
builder.objectField(ProductRef, 'isFavourite', (t) =>
  t.boolean({
    description: "On the caller's watchlist as a favourite; false without a session.",
    resolve: ({ row }, _args, ctx) => isFavouriteLoader(ctx).load(row.id),
  }),
);

builder.mutationField('toggleFavourite', (t) =>
  t.boolean({
    authScopes: session,
    description: 'True when the product is now on the watchlist.',
    args: { productId: t.arg.id({ required: true }) },
    resolve: (_root, { productId }, ctx) => toggleFavourite(ctx.tx, shopperOf(ctx), String(productId)),
  }),
);

builder.mutationField('shareDraft', (t) =>
  t.string({
    authScopes: session,
    description: 'A token for /cart/shared/{token}: whoever opens it gets a copy in their drafts.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => shareDraft(ctx.tx, shopperOf(ctx), String(id)),
  }),
);

builder.mutationField('openSharedDraft', (t) =>
  t.field({
    type: CartItem,
    authScopes: session,
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_root, { token }, ctx) => {
      const row = await openSharedDraft(ctx.tx, shopperOf(ctx), token);
      return viewItem(ctx.tx, ctx.user!.userId, row.id);
    },
  }),
);
