import { builder } from '../../platform/graphql/builder.ts';
import { catalogLoaders } from './catalog.loaders.ts';
import { CategoryRef, LANGUAGE_ARG, languageOf, open, ProductRef, text } from './catalog-refs.schema.ts';
// The product types and queries (registered with this file, the one schema.ts imports).
import './products/product.schema.ts';
import './products/product-queries.schema.ts';
// The products of CMS pages' product rows (issue 25).
import './products/product-rows.schema.ts';
import './products/product-admin-hints.schema.ts';
// The catalogue administration (issue 15).
import './products/admin/admin-product.schema.ts';
import './fields/product-fields-admin.schema.ts';
// The product media editor's query and mutations.
import './product-media/product-media.schema.ts';
import './products/admin/product-settings.schema.ts';
import './products/admin/product-access.schema.ts';
import './products/admin/product-meta.schema.ts';
// The categories administration.
import './categories/category-admin.schema.ts';
import './variants-and-stock/inventory.schema.ts';
import './variants-and-stock/variants.schema.ts';
// In-page editing of the catalogue's texts (issue 27).
import './catalog-in-page.schema.ts';

// Storefront categories (issue 4; spec §2 catalogue, §3 Category, §6 access by role). Public: anonymous
// visitors browse too; which categories each caller sees is decided in category-access.ts.

const DisplayModeEnum = builder.enumType('CategoryDisplayMode', {
  values: ['random', 'newest', 'static'] as const,
  description: 'Which products the category navigation previews: random, newest, or the static list.',
});
const LinkTargetEnum = builder.enumType('LinkTarget', { values: ['same', 'new'] as const });

CategoryRef.implement({
  authScopes: open,
  fields: (t) => ({
    id: t.id({ resolve: ({ row }) => row.id }),
    slug: t.string({ resolve: ({ row }) => row.slug }),
    name: t.string({ resolve: ({ row, language }, _args, ctx) => text(ctx, row.name, language) }),
    description: t.string({
      resolve: ({ row, language }, _args, ctx) => text(ctx, row.description, language),
    }),
    published: t.boolean({ resolve: ({ row }) => row.published }),
    parentId: t.id({ nullable: true, resolve: ({ row }) => row.parentId }),
    accessRoles: t.stringList({
      nullable: true,
      authScopes: { right: 'catalog.write' },
      // Null rather than an error, so the shop and the admin view can share one query.
      unauthorizedResolver: () => null,
      description:
        "Roles that may see the category; empty = 'All'. Null unless the caller has catalog.write.",
      resolve: ({ row }) => row.accessRoles,
    }),
    linkUrl: t.string({
      nullable: true,
      description: 'Set for a link category.',
      resolve: ({ row }) => row.linkUrl,
    }),
    linkTarget: t.field({ type: LinkTargetEnum, resolve: ({ row }) => row.linkTarget }),
    displayMode: t.field({ type: DisplayModeEnum, resolve: ({ row }) => row.displayMode }),
    subcategories: t.field({
      type: [CategoryRef],
      resolve: async ({ row, language, adminView }, _args, ctx) =>
        (await catalogLoaders(ctx).access())
          .childrenOf(row.id, adminView)
          .map((child) => ({ row: child, language, adminView })),
    }),
    previewProducts: t.field({
      type: [ProductRef],
      description:
        'Products for the category navigation by the display mode: at most 3; in random mode a pool of up to 12 in random order, of which the page shows 3 drawn per visit.',
      resolve: async ({ row, language }, _args, ctx) => {
        const loaders = catalogLoaders(ctx);
        const products = await loaders.productById.loadMany(await loaders.previewIds.load(row.id));
        return products.flatMap((product) =>
          product && !(product instanceof Error) ? [{ row: product, language }] : [],
        );
      },
    }),
  }),
});

builder.queryField('categories', (t) =>
  t.field({
    type: [CategoryRef],
    authScopes: open,
    description: 'Top-level categories the caller may see; the tree continues in subcategories.',
    args: {
      language: t.arg.string(LANGUAGE_ARG),
      includeUnpublished: t.arg.boolean({
        required: false,
        description:
          'Admin view with offline categories; honoured for catalogue managers (catalog.write) only.',
      }),
    },
    resolve: async (_root, args, ctx) => {
      const adminView = args.includeUnpublished === true;
      const language = languageOf(ctx, args.language);
      return (await catalogLoaders(ctx).access())
        .childrenOf(null, adminView)
        .map((row) => ({ row, language, adminView }));
    },
  }),
);

builder.queryField('category', (t) =>
  t.field({
    type: CategoryRef,
    nullable: true,
    authScopes: open,
    args: {
      slug: t.arg.string({ required: true }),
      language: t.arg.string(LANGUAGE_ARG),
    },
    resolve: async (_root, args, ctx) => {
      const row = (await catalogLoaders(ctx).access()).bySlug(args.slug, false);
      return row ? { row, language: languageOf(ctx, args.language), adminView: false } : null;
    },
  }),
);
