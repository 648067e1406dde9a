import { localizedText } from '@print/core/i18n/localized-text';
import { variantLabel } from '@print/core/orders/order-line';
import { builder } from '../../platform/graphql/builder.ts';
import type { GraphQLContext } from '../../platform/graphql/context.ts';
import { catalogLoaders } from '../catalog/catalog.loaders.ts';

// The variant a cart item is of, as the cart and checkout show it (issue 23): name in the reader's
// language, code, and both as pages word them.

type CartVariant = { id: string; code: string; name: string };

export const CartItemVariantType = builder.objectRef<CartVariant>('CartItemVariant').implement({
  authScopes: { session: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    label: t.string({
      description: 'As pages show it, name and code: "Ø 80 mm (ST-RND-80)".',
      resolve: (variant) => variantLabel(variant.name, variant.code),
    }),
  }),
});

/** The item's variant from the catalogue's per-request variants of its product; null once not offered. */
export async function cartItemVariant(
  item: { productId: string; variantId: string | null },
  ctx: GraphQLContext,
): Promise<CartVariant | null> {
  if (!item.variantId) return null;
  const variants = await catalogLoaders(ctx).variants.load(item.productId);
  const variant = variants.find((candidate) => candidate.id === item.variantId);
  return variant
    ? {
        id: variant.id,
        code: variant.code,
        name: localizedText(variant.name, ctx.language, ctx.tenant.defaultLanguage),
      }
    : null;
}
