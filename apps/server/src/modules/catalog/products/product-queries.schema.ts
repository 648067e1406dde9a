import type { SharedReads } from '../../../platform/cache/shared-reads.ts';
import { builder } from '../../../platform/graphql/builder.ts';
import { selectedFieldNames } from '../../../platform/graphql/selection.ts';
import { LANGUAGE_ARG, languageOf, open, ProductRef, type ProductView } from '../catalog-refs.schema.ts';
import { catalogLoaders } from '../catalog.loaders.ts';
import { findProductDetailBySlug, type ProductDetailRead } from './product-detail-read.ts';
import { listProducts } from './product-list.ts';

// The storefront's product queries (issue 4; spec §2 product page, category pages): a page of products
// and one product by slug. Each reads what the query shows in one statement and primes the per-product
// loaders with it (product.schema.ts resolves the fields from them).

const ProductPageType = builder.objectRef<{ items: ProductView[]; total: number }>('ProductPage').implement({
  authScopes: open,
  fields: (t) => ({
    items: t.field({ type: [ProductRef], resolve: (page) => page.items }),
    total: t.exposeInt('total', { description: 'All products matching, over all pages.' }),
  }),
});

/** Product fields that read the pricing loader. */
const PRICED_FIELDS = [
  'currency',
  'priceTable',
  'fromPrice',
  'available',
  'unavailableReason',
  'priceListConfigured',
  'adminHints',
];

builder.queryField('products', (t) =>
  t.field({
    type: ProductPageType,
    authScopes: open,
    description: 'Visible products, at most 100 per page (default 24): of one category, or all, by name.',
    args: {
      categorySlug: t.arg.string({ required: false }),
      search: t.arg.string({ required: false, description: 'Part of the product name, in any language.' }),
      offset: t.arg.int({ required: false }),
      limit: t.arg.int({ required: false }),
      language: t.arg.string(LANGUAGE_ARG),
    },
    resolve: async (_root, args, ctx, info) => {
      const language = languageOf(ctx, args.language);
      const loaders = catalogLoaders(ctx);
      // Variants and prices come with the page (one statement) when the query shows them.
      const shown = selectedFieldNames(info, ['items']);
      const access = await loaders.access();
      const options = {
        categorySlug: args.categorySlug,
        search: args.search,
        offset: args.offset,
        limit: args.limit,
        language,
        defaultLanguage: ctx.tenant.defaultLanguage,
      };
      const extras = {
        variants: shown.has('variants'),
        pricing: PRICED_FIELDS.some((name) => shown.has(name)),
      };
      const read = () => listProducts(ctx.tx, access, options, extras);
      // The same page for every caller with the same shop view (signed-in shoppers of one role alike).
      const key = `products/${access.shopViewKey()}/${JSON.stringify([options, extras])}`;
      const page = await (ctx.sharedReads ? ctx.sharedReads.getOrLoad(key, read) : read());
      for (const row of page.items) {
        const variants = page.variants?.get(row.id);
        if (variants) loaders.variants.prime(row.id, variants);
        const pricing = page.pricing?.get(row.id);
        if (pricing) loaders.pricing.prime(row, pricing);
      }
      return { items: page.items.map((row) => ({ row, language })), total: page.total };
    },
  }),
);

builder.queryField('product', (t) =>
  t.field({
    type: ProductRef,
    nullable: true,
    authScopes: open,
    description: 'A visible product by slug (null when unknown, hidden from the caller, or archived).',
    args: {
      slug: t.arg.string({ required: true }),
      language: t.arg.string(LANGUAGE_ARG),
    },
    resolve: async (_root, args, ctx, info) => {
      const loaders = catalogLoaders(ctx);
      const access = await loaders.access();
      // The template, variants, prices, fields and category links come with the product (one
      // statement) when the query shows them.
      const shown = selectedFieldNames(info);
      const extras = {
        template: shown.has('template'),
        variants: shown.has('variants'),
        pricing: PRICED_FIELDS.some((name) => shown.has(name)),
        categoryIds: shown.has('categories'),
        fields: shown.has('fields'),
      };
      const read = () => findProductDetailBySlug(ctx.tx, access, args.slug, extras);
      const key = `productBySlug/${access.shopViewKey()}/${args.slug}/${JSON.stringify(extras)}`;
      const shared = ctx.sharedReads;
      const found = await (shared ? shared.getOrLoad(key, () => templateApart(shared, read())) : read());
      if (!found) return null;
      const { row } = found;
      if (found.template !== undefined) loaders.template.prime(row.id, found.template);
      if (found.variants) loaders.variants.prime(row.id, found.variants);
      if (found.pricing) loaders.pricing.prime(row, found.pricing);
      if (found.categoryIds) loaders.categoryIds.prime(row.id, found.categoryIds);
      if (found.fields) loaders.fields.prime(row.id, found.fields);
      return { row, language: languageOf(ctx, args.language) };
    },
  }),
);

/**
 * The product's print template, the largest part of a product page's read and the same in every shop
 * view, is kept once per product (the template loader's shared read, catalog.loaders.ts) rather than in
 * the entry of each view; the `template` field reads it from there (a statement only if it was dropped
 * meanwhile). Both are kept at the same data version, so they agree.
 */
async function templateApart(
  shared: SharedReads,
  reading: Promise<ProductDetailRead | null>,
): Promise<ProductDetailRead | null> {
  const found = await reading;
  if (!found || found.template === undefined) return found;
  const { template, ...rest } = found;
  const id = found.row.id;
  await shared.getMany('template', [id], async () => new Map([[id, template]]), null);
  return rest;
}
