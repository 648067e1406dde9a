import DataLoader from 'dataloader';
import { readMany } from '../../platform/cache/shared-reads.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import type { CategoryRowsCache } from './categories/category-rows-cache.ts';
import { pricingOfProducts, type PricedProduct, type ProductPricing } from '../pricing/pricing.service.ts';
import {
  categoryIdsOfProducts,
  fieldsOfProducts,
  findProductsByIds,
  previewProductIds,
  templatesOfProducts,
  variantsOfProducts,
  type FieldRow,
  type ProductRow,
  type VariantRow,
} from './catalog.service.ts';
import { categoryAccessOf, loadCategoryAccess, type CategoryAccess } from './categories/category-access.ts';

/**
 * Per-request batching of catalogue reads: every product of a list asks for its prices, variants,
 * fields and categories, and each loader turns those asks into one statement (no N+1). Loaders cache
 * per request only, so nothing outlives the operation's transaction or leaks to another user; what every
 * caller with the same view sees is also read through the shared reads of the data version (queries only).
 */
export type CatalogLoaders = {
  /** The caller's category visibility, loaded once per request. */
  access(): Promise<CategoryAccess>;
  productById: DataLoader<string, ProductRow | null>;
  pricing: DataLoader<PricedProduct, ProductPricing, string>;
  variants: DataLoader<string, VariantRow[]>;
  fields: DataLoader<string, FieldRow[]>;
  categoryIds: DataLoader<string, string[]>;
  /** Preview product ids of a category (display mode, at most 3). */
  previewIds: DataLoader<string, string[]>;
  /** The stored (not yet validated) print template of a product. */
  template: DataLoader<string, unknown>;
};

/** A service context, with the instance's kept categories where a request has them (GraphQL). */
type LoaderContext = ServiceContext & { categoryRows?: CategoryRowsCache };

// Keyed on the request's context object (shared by all resolvers of one operation), so the context
// type stays the platform's and the loaders disappear with the request.
const perRequest = new WeakMap<LoaderContext, CatalogLoaders>();

export function catalogLoaders(ctx: LoaderContext): CatalogLoaders {
  let loaders = perRequest.get(ctx);
  if (!loaders) {
    loaders = createLoaders(ctx);
    perRequest.set(ctx, loaders);
  }
  return loaders;
}

/**
 * The caller's category access, from the instance's kept categories where it has them. A catalogue
 * manager may be changing categories in this very transaction (a rollback would leave the kept rows
 * wrong), so for them the categories are always read.
 */
async function accessOf(ctx: LoaderContext): Promise<CategoryAccess> {
  const manager = ctx.user?.rightSet.has('catalog.write') ?? false;
  if (!ctx.categoryRows || manager) return loadCategoryAccess(ctx.tx, ctx.user);
  return categoryAccessOf(await ctx.categoryRows.rows(() => ctx.tx, ctx.tenant.id), ctx.user);
}

function createLoaders(ctx: LoaderContext): CatalogLoaders {
  // ctx.tx is read when a batch runs: the transaction plugin sets it before execution starts.
  let access: Promise<CategoryAccess> | undefined;
  const loadAccess = () => (access ??= accessOf(ctx));
  // What is the same for every caller comes from the shared reads (per data version) when there are
  // any: per product, or per product and shop view where visibility decides.
  const perProduct = <V>(name: string, load: (ids: string[]) => Promise<Map<string, V>>, empty: V) =>
    new DataLoader<string, V>((ids) => readMany(ctx.sharedReads, name, ids, load, empty));

  const productById: DataLoader<string, ProductRow | null> = new DataLoader(async (ids) => {
    const visibility = await loadAccess();
    return readMany(
      ctx.sharedReads,
      `product/${visibility.shopViewKey()}`,
      ids,
      async (missing) => {
        const rows = await findProductsByIds(ctx.tx, visibility, missing);
        return new Map(rows.map((row) => [row.id, row]));
      },
      null,
    );
  });

  return {
    access: loadAccess,
    productById,
    pricing: new DataLoader(
      async (productList) => {
        const byId = new Map(productList.map((product) => [product.id, product]));
        const load = (ids: string[]) =>
          pricingOfProducts(
            ctx.tx,
            ids.map((id) => byId.get(id)!),
          );
        const ids = productList.map((product) => product.id);
        const values = await readMany<ProductPricing | null>(ctx.sharedReads, 'pricing', ids, load, null);
        // pricingOfProducts answers every product it is given.
        return values.map((pricing) => pricing!);
      },
      { cacheKeyFn: (product) => product.id },
    ),
    variants: perProduct('variants', (ids) => variantsOfProducts(ctx.tx, ids), []),
    fields: perProduct('fields', (ids) => fieldsOfProducts(ctx.tx, ids), []),
    categoryIds: perProduct('categoryIds', (ids) => categoryIdsOfProducts(ctx.tx, ids), []),
    previewIds: new DataLoader(async (categoryIds) => {
      const visibility = await loadAccess();
      return readMany(
        ctx.sharedReads,
        `previews/${visibility.shopViewKey()}`,
        categoryIds,
        (missing) => previewProductIds(ctx.tx, visibility, missing),
        [],
      );
    }),
    template: perProduct('template', (ids) => templatesOfProducts(ctx.tx, ids), null),
  };
}
