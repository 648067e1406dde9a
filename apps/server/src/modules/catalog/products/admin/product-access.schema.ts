import { builder } from '../../../../platform/graphql/builder.ts';
import { AdminProductRef, writeCatalog } from './catalog-admin-refs.schema.ts';
import { categoryIdsOf, updateProductAccess } from './product-access.service.ts';

// The Category & Access tab (spec §2).

builder.objectFields(AdminProductRef, (t) => ({
  categoryIds: t.idList({
    description: 'The categories the product is in.',
    resolve: (row, _args, ctx) => categoryIdsOf(ctx, row.id),
  }),
  accessRoles: t.exposeStringList('accessRoles', {
    description: 'Roles that may see and order the product; empty = everyone the categories let in.',
  }),
}));

builder.mutationField('updateProductAccess', (t) =>
  t.field({
    type: AdminProductRef,
    authScopes: writeCatalog,
    args: {
      id: t.arg.id({ required: true }),
      categoryIds: t.arg.idList({ required: true }),
      accessRoles: t.arg.stringList({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      updateProductAccess(ctx, String(args.id), {
        categoryIds: args.categoryIds.map(String),
        accessRoles: args.accessRoles,
      }),
  }),
);
