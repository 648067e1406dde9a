import DataLoader from 'dataloader';
import type { GraphQLContext } from '../../platform/graphql/context.ts';
import { pricingOfProducts, type ProductPricing } from './catalog-pricing.ts';
import {
  categoryIdsOfProducts,
  fieldsOfProducts,
  findProductsByIds,
  previewProductIds,
  variantsOfProducts,
  type FieldRow,
  type ProductRow,
  type VariantRow,
} from './catalog.service.ts';
import { loadCategoryAccess, type CategoryAccess } from './category-access.ts';

/**
 * Per-request batching of catalogue reads: every product of a list asks for its prices, variants,
 * fields and categories, and each loader turns those asks into one statement (no N+1). Loaders cache
 * per request only, so nothing outlives the operation's transaction or leaks to another user.
 */
export type CatalogLoaders = {
  /** The caller's category visibility, loaded once per request. */
  access(): Promise<CategoryAccess>;
  productById: DataLoader<string, ProductRow | null>;
  pricing: DataLoader<ProductRow, ProductPricing, string>;
  variants: DataLoader<string, VariantRow[]>;
  fields: DataLoader<string, FieldRow[]>;
  categoryIds: DataLoader<string, string[]>;
  /** Preview product ids of a category (display mode, at most 3). */
  previewIds: DataLoader<string, string[]>;
};

// Keyed on the request's context object (shared by all resolvers of one operation), so the context
// type stays the platform's and the loaders disappear with the request.
const perRequest = new WeakMap<GraphQLContext, CatalogLoaders>();

export function catalogLoaders(ctx: GraphQLContext): CatalogLoaders {
  let loaders = perRequest.get(ctx);
  if (!loaders) {
    loaders = createLoaders(ctx);
    perRequest.set(ctx, loaders);
  }
  return loaders;
}

function createLoaders(ctx: GraphQLContext): CatalogLoaders {
  // ctx.tx is read when a batch runs: the transaction plugin sets it before execution starts.
  let access: Promise<CategoryAccess> | undefined;
  const loadAccess = () => (access ??= loadCategoryAccess(ctx.tx, ctx.user));
  const inOrder = <V>(keys: readonly string[], values: Map<string, V>, empty: V) =>
    keys.map((key) => values.get(key) ?? empty);

  const productById: DataLoader<string, ProductRow | null> = new DataLoader(async (ids) => {
    const rows = await findProductsByIds(ctx.tx, await loadAccess(), ids);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? null);
  });

  return {
    access: loadAccess,
    productById,
    pricing: new DataLoader(
      async (productList) => {
        const pricing = await pricingOfProducts(ctx.tx, productList);
        return productList.map((product) => pricing.get(product.id)!);
      },
      { cacheKeyFn: (product) => product.id },
    ),
    variants: new DataLoader(async (ids) => inOrder(ids, await variantsOfProducts(ctx.tx, ids), [])),
    fields: new DataLoader(async (ids) => inOrder(ids, await fieldsOfProducts(ctx.tx, ids), [])),
    categoryIds: new DataLoader(async (ids) => inOrder(ids, await categoryIdsOfProducts(ctx.tx, ids), [])),
    previewIds: new DataLoader(async (categoryIds) =>
      inOrder(categoryIds, await previewProductIds(ctx.tx, await loadAccess(), categoryIds), []),
    ),
  };
}
