import { localizedText } from '@print/core/i18n/localized-text';
import { builder } from '../../platform/graphql/builder.ts';
import type { GraphQLContext } from '../../platform/graphql/context.ts';
import { forVariant, itemPrice, type ItemPrice } from '../pricing/pricing.service.ts';
import { catalogLoaders } from '../catalog/catalog.loaders.ts';
import { ProductRef } from '../catalog/catalog-refs.schema.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { cartItemVariant, CartItemVariantType } from './cart-item-variant.schema.ts';
import { CART_KINDS } from './cart.tables.ts';
import {
  addItem,
  countItems,
  deleteItem,
  duplicateItem,
  itemView,
  listItems,
  moveItem,
  updateItem,
  viewItem,
  type CartItemRow,
  type CartItemView,
} from './cart.service.ts';
import type { Shopper } from './item-rules.ts';

// The cart areas of spec §2/§4: Cart, Watchlist, Drafts. Every field needs a session (a temporary
// visitor's too): the client's recovery starts a temporary session where the tenant allows it.

export const session = { session: true } as const;

/** The session user as the cart sees them, with the catalogue's visibility of products (roles). */
export const shopperOf = (ctx: GraphQLContext): Shopper => ({
  userId: ctx.user!.userId,
  visibleProduct: (productId) => catalogLoaders(ctx).productById.load(productId),
  // Through the loader, so the item's price field afterwards reads no scales again.
  pricingOf: (product) => catalogLoaders(ctx).pricing.load(product),
});

/** A just stored item as the cart areas show it, with the product its checks already loaded. */
async function viewOfStored(ctx: GraphQLContext, row: CartItemRow): Promise<CartItemView> {
  const product = await catalogLoaders(ctx).productById.load(row.productId);
  return product ? itemView(row, product) : viewItem(ctx.tx, ctx.user!.userId, row.id);
}
const CartKindEnum = builder.enumType('CartKind', { values: CART_KINDS });

const CartProduct = builder
  .objectRef<CartItemView['product'] & { language: string; fallback: string }>('CartProduct')
  .implement({
    authScopes: session,
    fields: (t) => ({
      slug: t.exposeString('slug'),
      articleCode: t.string({
        nullable: true,
        description: "The shop's article number; null when none is set.",
        resolve: (p) => p.articleCode,
      }),
      name: t.string({ resolve: (p) => localizedText(p.name, p.language, p.fallback) }),
      imageUrl: t.string({ nullable: true, resolve: (p) => p.imageUrl }),
      stock: t.int({ nullable: true, description: 'null = unlimited', resolve: (p) => p.stock }),
      available: t.exposeBoolean('available'),
      personalised: t.boolean({
        description:
          'The product has personalisation fields: into the cart only with the content release (spec §5).',
        resolve: async (p, _args, ctx) => (await catalogLoaders(ctx).fields.load(p.pricing.id)).length > 0,
      }),
    }),
  });

const CartItemPrice = builder.objectRef<ItemPrice>('CartItemPrice').implement({
  description: 'The price of the item at its quantity, net or gross as the shop shows prices.',
  authScopes: session,
  fields: (t) => ({
    unitPriceMinor: t.exposeInt('unitPriceMinor', {
      description:
        'Per single unit, rounded to whole minor units; a shop shows total / quantity instead (formatUnitPrice), which multiplies back to the total.',
    }),
    totalMinor: t.exposeInt('totalMinor'),
    netMinor: t.exposeInt('netMinor'),
    taxMinor: t.exposeInt('taxMinor'),
    grossMinor: t.exposeInt('grossMinor'),
    currency: t.exposeString('currency'),
  }),
});

export const CartItem = builder.objectRef<CartItemView>('CartItem').implement({
  authScopes: session,
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: CartKindEnum, resolve: (item) => item.kind }),
    productId: t.exposeID('productId'),
    variantId: t.id({ nullable: true, resolve: (item) => item.variantId }),
    variant: t.field({
      type: CartItemVariantType,
      nullable: true,
      description:
        "The chosen variant (name in the reader's language, code); null without one or once it is no longer offered.",
      resolve: (item, _args, ctx) => cartItemVariant(item, ctx),
    }),
    quantity: t.exposeInt('quantity'),
    fieldValues: t.field({ type: 'JSON', resolve: (item) => item.fieldValues }),
    customName: t.string({ nullable: true, resolve: (item) => item.customName }),
    customDescription: t.string({ nullable: true, resolve: (item) => item.customDescription }),
    modifiedAt: t.string({ resolve: (item) => item.updatedAt.toISOString() }),
    price: t.field({
      type: CartItemPrice,
      nullable: true,
      description: 'From the quantity scales (one statement for all items); null while unpriced.',
      resolve: async (item, _args, ctx) =>
        itemPrice(
          forVariant(await catalogLoaders(ctx).pricing.load(item.product.pricing), item.variantId),
          item.product.pricing.taxCategory,
          ctx.tenant.settings,
          item.quantity,
        ),
    }),
    product: t.field({
      type: CartProduct,
      resolve: (item, _args, ctx) => ({
        ...item.product,
        language: ctx.language,
        fallback: ctx.tenant.defaultLanguage,
      }),
    }),
    catalogProduct: t.field({
      type: ProductRef,
      nullable: true,
      description:
        'The product as the catalogue shows it now (template, fields: what the content release draws); null when the shopper can no longer see it.',
      resolve: async (item, _args, ctx) => {
        const row = await catalogLoaders(ctx).productById.load(item.productId);
        return row ? { row, language: ctx.language } : null;
      },
    }),
  }),
});

/** Spec §5: set by the browser once the shopper confirmed the content (the content release). */
const RELEASE_ARG = {
  required: false,
  description:
    'The shopper released the content (spec §5). Required when a personalised item enters the cart.',
} as const;

const CartCounts = builder.objectRef<Record<(typeof CART_KINDS)[number], number>>('CartCounts').implement({
  authScopes: session,
  fields: (t) => ({
    cart: t.exposeInt('cart'),
    watchlist: t.exposeInt('watchlist'),
    draft: t.exposeInt('draft'),
  }),
});

builder.queryField('cartItems', (t) =>
  t.field({
    type: [CartItem],
    authScopes: session,
    args: { kind: t.arg({ type: CartKindEnum, required: true }) },
    resolve: (_root, { kind }, ctx) => listItems(ctx.tx, ctx.user!.userId, { kind }),
  }),
);

builder.queryField('cartItem', (t) =>
  t.field({
    type: CartItem,
    nullable: true,
    authScopes: session,
    description: "One of the caller's items (to personalise it again); null when it is not theirs.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) =>
      isUuid(String(id))
        ? ((await listItems(ctx.tx, ctx.user!.userId, { id: String(id) }))[0] ?? null)
        : null,
  }),
);

builder.queryField('cartCounts', (t) =>
  t.field({
    type: CartCounts,
    authScopes: session,
    resolve: (_root, _args, ctx) => countItems(ctx.tx, ctx.user!.userId),
  }),
);

const CartItemInput = builder.inputType('CartItemInput', {
  fields: (t) => ({
    productId: t.id({ required: true }),
    variantId: t.id({ required: false }),
    quantity: t.int({ required: false }),
    fieldValues: t.field({ type: 'JSON', required: false }),
  }),
});

const values = (input: unknown) =>
  input && typeof input === 'object' ? (input as Record<string, string>) : null;

builder.mutationField('addCartItem', (t) =>
  t.field({
    type: CartItem,
    authScopes: session,
    description:
      'Into the cart, or saved as a draft (kind draft); the watchlist takes products via toggleFavourite.',
    args: {
      kind: t.arg({ type: CartKindEnum, required: true }),
      input: t.arg({ type: CartItemInput, required: true }),
      contentReleased: t.arg.boolean(RELEASE_ARG),
    },
    resolve: async (_root, { kind, input, contentReleased }, ctx) => {
      const row = await addItem(ctx.tx, shopperOf(ctx), kind, {
        productId: String(input.productId),
        variantId: input.variantId == null ? null : String(input.variantId),
        quantity: input.quantity ?? null,
        fieldValues: values(input.fieldValues),
        contentReleased,
      });
      return viewOfStored(ctx, row);
    },
  }),
);

const CartItemChanges = builder.inputType('CartItemChanges', {
  fields: (t) => ({
    quantity: t.int({ required: false }),
    fieldValues: t.field({ type: 'JSON', required: false }),
    customName: t.string({ required: false }),
    customDescription: t.string({ required: false }),
  }),
});

builder.mutationField('updateCartItem', (t) =>
  t.field({
    type: CartItem,
    authScopes: session,
    args: {
      id: t.arg.id({ required: true }),
      changes: t.arg({ type: CartItemChanges, required: true }),
      contentReleased: t.arg.boolean({
        ...RELEASE_ARG,
        description: 'The shopper released the changed content of an item in the cart (spec §5).',
      }),
    },
    resolve: async (_root, { id, changes, contentReleased }, ctx) => {
      await updateItem(ctx.tx, shopperOf(ctx), String(id), {
        contentReleased,
        quantity: changes.quantity ?? null,
        fieldValues: values(changes.fieldValues),
        ...(changes.customName !== undefined ? { customName: changes.customName } : {}),
        ...(changes.customDescription !== undefined ? { customDescription: changes.customDescription } : {}),
      });
      return viewItem(ctx.tx, ctx.user!.userId, String(id));
    },
  }),
);

builder.mutationField('moveCartItem', (t) =>
  t.field({
    type: CartItem,
    authScopes: session,
    description: 'Cart ↔ watchlist; a draft moved to the cart is finished.',
    args: {
      id: t.arg.id({ required: true }),
      to: t.arg({ type: CartKindEnum, required: true }),
      contentReleased: t.arg.boolean(RELEASE_ARG),
    },
    resolve: async (_root, { id, to, contentReleased }, ctx) => {
      await moveItem(ctx.tx, shopperOf(ctx), String(id), to, { contentReleased });
      return viewItem(ctx.tx, ctx.user!.userId, String(id));
    },
  }),
);

builder.mutationField('duplicateCartItem', (t) =>
  t.field({
    type: CartItem,
    authScopes: session,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      const row = await duplicateItem(ctx.tx, shopperOf(ctx), String(id));
      return viewItem(ctx.tx, ctx.user!.userId, row.id);
    },
  }),
);

builder.mutationField('deleteCartItem', (t) =>
  t.boolean({
    authScopes: session,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => deleteItem(ctx.tx, ctx.user!.userId, String(id)),
  }),
);
