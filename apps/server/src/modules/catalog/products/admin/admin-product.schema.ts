import { localizedText } from '@print/core/i18n/localized-text';
import { readTaxSettings } from '@print/core/pricing/tax';
import { builder } from '../../../../platform/graphql/builder.ts';
import { fromPriceView } from '../../../pricing/pricing.service.ts';
import { catalogLoaders } from '../../catalog.loaders.ts';
import { MAX_PRODUCT_PAGE_SIZE, PRODUCT_SORT_FIELDS } from '@print/core/catalog/product-list';
import { countProducts, listAdminProducts, type ProductCounts } from './admin-product-list.service.ts';
import { PaymentModeEnum } from './product-settings.schema.ts';
import { findAdminProduct, type AdminProductRow } from './admin-product.service.ts';
import {
  AdminProductRef,
  CatalogText,
  catalogTextEntries,
  readCatalog,
} from './catalog-admin-refs.schema.ts';

const AdminFromPrice = builder
  .objectRef<{ quantity: number; totalMinor: number; currency: string }>('AdminFromPrice')
  .implement({
    authScopes: readCatalog,
    fields: (t) => ({
      quantity: t.exposeInt('quantity'),
      totalMinor: t.exposeInt('totalMinor', { description: 'Integer minor units.' }),
      currency: t.exposeString('currency'),
    }),
  });

// The product editor's product (issue 15, spec §2 product editor): what the editor's frame shows.
// Each tab reads and writes its own part through its own fields and mutations.

AdminProductRef.implement({
  description:
    'A product of the tenant as the catalogue administration sees it (also unpublished, archived).',
  authScopes: readCatalog,
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.string({
      description: "The name in the request's language (else the tenant's default language).",
      resolve: (row, _args, ctx) => localizedText(row.name, ctx.language, ctx.tenant.defaultLanguage),
    }),
    names: t.field({
      type: [CatalogText],
      description: 'The name per language.',
      resolve: (row) => catalogTextEntries(row.name),
    }),
    slug: t.exposeString('slug'),
    articleCode: t.string({ nullable: true, resolve: (row) => row.articleCode }),
    published: t.exposeBoolean('published'),
    archived: t.exposeBoolean('archived'),
    updatedAt: t.string({ description: 'ISO 8601.', resolve: (row) => row.updatedAt.toISOString() }),
    thumbnailUrl: t.string({
      nullable: true,
      description: 'The main picture’s thumbnail (or the picture).',
      resolve: (row) => row.images[0]?.thumbnailUrl ?? row.images[0]?.url ?? row.imageUrl,
    }),
    stock: t.int({
      nullable: true,
      description: "The product's stock, or its variants' summed when they count theirs; null = not tracked.",
      resolve: (row) => row.variantStock ?? row.stock,
    }),
    fromPrice: t.field({
      type: AdminFromPrice,
      nullable: true,
      description: "The shop's 'from' price (smallest quantity, its total as the shop shows prices).",
      resolve: async (row, _args, ctx) => {
        const view = fromPriceView(await catalogLoaders(ctx).pricing.load(row), {
          settings: readTaxSettings(ctx.tenant.settings),
          taxCategory: row.taxCategory,
        });
        return (
          view && {
            quantity: view.quantity,
            totalMinor: view.total.amountMinor,
            currency: view.total.currency,
          }
        );
      },
    }),
  }),
});

builder.queryField('adminProduct', (t) =>
  t.field({
    type: AdminProductRef,
    nullable: true,
    description: "One product of the tenant by id (any state); null when unknown or another tenant's.",
    authScopes: readCatalog,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => findAdminProduct(ctx.tx, String(id)),
  }),
);

const ProductPageRef = builder
  .objectRef<{ items: AdminProductRow[]; total: number }>('AdminProductPage')
  .implement({
    authScopes: readCatalog,
    fields: (t) => ({
      items: t.field({ type: [AdminProductRef], resolve: (page) => page.items }),
      total: t.exposeInt('total', { description: 'All products matching the filter, over all pages.' }),
    }),
  });

const ProductSortFieldEnum = builder.enumType('AdminProductSortField', { values: PRODUCT_SORT_FIELDS });

builder.queryField('adminProducts', (t) =>
  t.field({
    type: ProductPageRef,
    description: `The tenant's products for the administration, at most ${MAX_PRODUCT_PAGE_SIZE} per page.`,
    authScopes: readCatalog,
    args: {
      search: t.arg.string({
        required: false,
        description: "Part of the name (any language), the article code or a variant's code.",
      }),
      ids: t.arg.idList({
        required: false,
        description: `These products only (a picker naming what was chosen), at most ${MAX_PRODUCT_PAGE_SIZE} a page.`,
      }),
      published: t.arg.boolean({ required: false }),
      archived: t.arg.boolean({
        required: false,
        description: 'true: archived products only; false or left out: the others.',
      }),
      orderable: t.arg.boolean({ required: false }),
      categoryId: t.arg.id({ required: false }),
      paymentMode: t.arg({ type: PaymentModeEnum, required: false }),
      outOfStock: t.arg.boolean({
        required: false,
        description: 'true: sold out as the shop decides it (all live variants too); false: the others.',
      }),
      offset: t.arg.int({ required: false }),
      limit: t.arg.int({ required: false }),
      sortBy: t.arg({ type: ProductSortFieldEnum, required: false }),
      descending: t.arg.boolean({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      listAdminProducts(
        ctx.tx,
        {
          ...args,
          ids: args.ids?.map(String) ?? null,
          categoryId: args.categoryId == null ? null : String(args.categoryId),
        },
        ctx.language,
        ctx.tenant.defaultLanguage,
      ),
  }),
);

const ProductCountsRef = builder.objectRef<ProductCounts>('ProductCounts').implement({
  description: "The tenant's products per state (the dashboard's Products card).",
  authScopes: readCatalog,
  fields: (t) => ({
    published: t.exposeInt('published', { description: 'Active (not archived) and published.' }),
    unpublished: t.exposeInt('unpublished', { description: 'Active and not published.' }),
    archived: t.exposeInt('archived'),
    outOfStock: t.exposeInt('outOfStock', {
      description: 'Active and sold out, as the shop decides it (adminProducts outOfStock: true).',
    }),
  }),
});

builder.queryField('productCounts', (t) =>
  t.field({
    type: ProductCountsRef,
    authScopes: readCatalog,
    resolve: (_root, _args, ctx) => countProducts(ctx.tx),
  }),
);
