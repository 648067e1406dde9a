import { GraphQLError } from 'graphql';
import { builder } from '../../../platform/graphql/builder.ts';
import { readCatalog } from './admin/catalog-admin-refs.schema.ts';
import { ProductRef } from '../catalog-refs.schema.ts';
import { catalogLoaders } from '../catalog.loaders.ts';
import { PRODUCT_ADMIN_HINTS, productAdminHints } from './product-admin-hints.ts';
import { productImagesFor } from '../product-media/product-images.ts';

// The shop product page's admin-only hints (product-admin-hints.ts). Only for the catalogue's staff
// (readCatalog: shoppers hold catalog.read too, so admin.access as well); everyone else gets null.

/** What scope-auth hands the unauthorizedResolver, which answers null instead: built once, not per product. */
const notForThisCaller = new GraphQLError('Forbidden', { extensions: { code: 'FORBIDDEN' } });

const ProductAdminHintEnum = builder.enumType('ProductAdminHint', {
  values: PRODUCT_ADMIN_HINTS,
  description: 'Something about a product its administrators should fix (the product editor can).',
});

builder.objectField(ProductRef, 'adminHints', (t) =>
  t.field({
    type: [ProductAdminHintEnum],
    nullable: true,
    authScopes: readCatalog,
    // Null rather than an error: the product page asks on every visit, for shoppers too.
    unauthorizedError: () => notForThisCaller,
    unauthorizedResolver: () => null,
    description:
      'Admin-only hints for the product page (empty when nothing is wrong). Null unless the caller has catalog.read and admin.access.',
    resolve: async ({ row, language }, _args, ctx) =>
      productAdminHints(
        row,
        await catalogLoaders(ctx).pricing.load(row),
        productImagesFor(row, language, ctx.tenant.defaultLanguage).length,
      ),
  }),
);
