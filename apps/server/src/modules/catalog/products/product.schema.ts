import { GraphQLError } from 'graphql';
import { readTaxSettings, taxRateFor } from '@print/core/pricing/tax';
import { validateTemplate } from '@print/core/print/template';
import { normalizeRichText, plainTextOf } from '@print/core/rich-text/read-rich-text';
import { builder } from '../../../platform/graphql/builder.ts';
import type { GraphQLContext } from '../../../platform/graphql/context.ts';
import { forVariant, fromPriceView, priceTableView, type TaxContext } from '../../pricing/pricing.service.ts';
import { PriceDisplayEnum, PriceRowType } from '../../pricing/price-types.schema.ts';
import { CategoryRef, open, ProductRef, text } from '../catalog-refs.schema.ts';
import { catalogLoaders } from '../catalog.loaders.ts';
import {
  externalMediaOf,
  productCoverFor,
  productImagesFor,
  type ImageView,
} from '../product-media/product-images.ts';
import {
  hasStock,
  unavailableReason,
  type FieldRow,
  type ProductRow,
  type VariantRow,
} from '../catalog.service.ts';

// Products of the storefront (issue 4; spec §2 product page, §3 Product and Price table). Public: what a
// caller sees is decided by productVisibility in the service; prices, variants, fields and categories
// come through the per-request loaders, so a list of 24 products costs a fixed number of statements.

/** What scope-auth hands priceListConfigured's unauthorizedResolver, which answers null instead. */
const notForThisCaller = new GraphQLError('Forbidden', { extensions: { code: 'FORBIDDEN' } });

const taxOf = (ctx: GraphQLContext, product: ProductRow): TaxContext => ({
  settings: readTaxSettings(ctx.tenant.settings),
  taxCategory: product.taxCategory,
});

const UnavailableReasonEnum = builder.enumType('ProductUnavailableReason', {
  values: ['notOrderable', 'outOfStock', 'noPrice'] as const,
});

/** A variant as the shop shows it, with the product's count it draws on when it counts none itself. */
type VariantView = VariantRow & { language: string; productStock: number | null };

const VariantType = builder.objectRef<VariantView>('ProductVariant').implement({
  authScopes: open,
  fields: (t) => ({
    id: t.exposeID('id'),
    code: t.exposeString('code'),
    name: t.string({ resolve: (variant, _args, ctx) => text(ctx, variant.name, variant.language) }),
    fieldValues: t.field({
      type: 'JSON',
      description: "Field name → value where the variant overwrites the product's default (decision 0047).",
      resolve: (variant) => variant.fieldValues,
    }),
    stock: t.int({
      nullable: true,
      description: "Units of this variant left (its own count, else the product's); null = unlimited.",
      resolve: (variant) => variant.stock ?? variant.productStock,
    }),
    inStock: t.boolean({ resolve: (variant) => hasStock(variant.stock ?? variant.productStock) }),
  }),
});

const FieldOptionType = builder.objectRef<{ value: string; label: string }>('ProductFieldOption').implement({
  authScopes: open,
  fields: (t) => ({ value: t.exposeString('value'), label: t.exposeString('label') }),
});

const FieldType = builder.objectRef<FieldRow & { language: string }>('ProductField').implement({
  description: 'A personalisation field of the product form.',
  authScopes: open,
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    label: t.string({ resolve: (field, _args, ctx) => text(ctx, field.label, field.language) }),
    type: t.exposeString('type'),
    required: t.exposeBoolean('required'),
    defaultValue: t.string({ nullable: true, resolve: (field) => field.defaultValue }),
    options: t.field({
      type: [FieldOptionType],
      description: "select: the choices, labelled in the caller's language.",
      resolve: (field, _args, ctx) =>
        field.options.map((option) => ({
          value: option.value,
          label: text(ctx, option.label, field.language) || option.value,
        })),
    }),
    min: t.float({ nullable: true, resolve: (field) => field.min }),
    max: t.float({ nullable: true, resolve: (field) => field.max }),
    step: t.float({ nullable: true, resolve: (field) => field.step }),
    conditions: t.field({
      type: 'JSON',
      description:
        "The product's own conditions on the field (showWhen, hideWhen, optionalWhen), applied with the template's.",
      resolve: (field) => field.conditions,
    }),
  }),
});

const ProductImageType = builder.objectRef<ImageView>('ProductImage').implement({
  description: "A product picture in the caller's language (its alternative for that language, if any).",
  authScopes: open,
  fields: (t) => ({
    url: t.exposeString('url'),
    thumbnailUrl: t.exposeString('thumbnailUrl'),
    alt: t.exposeString('alt', { description: 'Alternative text; the product name when none is stored.' }),
  }),
});

ProductRef.implement({
  authScopes: open,
  fields: (t) => ({
    id: t.id({ resolve: ({ row }) => row.id }),
    slug: t.string({ resolve: ({ row }) => row.slug }),
    name: t.string({ resolve: ({ row, language }, _args, ctx) => text(ctx, row.name, language) }),
    description: t.string({
      description: 'The description as plain text, one line per paragraph, heading or list item.',
      resolve: ({ row, language }, _args, ctx) => plainTextOf(text(ctx, row.description, language)),
    }),
    descriptionRichText: t.string({
      description:
        "The description as rich text: Slate JSON of the allowed shapes (@print/core rich-text), '' for none.",
      resolve: ({ row, language }, _args, ctx) => normalizeRichText(text(ctx, row.description, language)),
    }),
    seoTitle: t.string({
      description: "The page title for search engines in the caller's language; '' when none is set.",
      resolve: ({ row, language }, _args, ctx) => text(ctx, row.seoTitle, language),
    }),
    seoDescription: t.string({
      description: "The search-result text in the caller's language; '' when none is set.",
      resolve: ({ row, language }, _args, ctx) => text(ctx, row.seoDescription, language),
    }),
    imageUrl: t.string({
      nullable: true,
      description: "The main picture in the caller's language (the first of `images`).",
      resolve: ({ row, language }, _args, ctx) =>
        productImagesFor(row, language, ctx.tenant.defaultLanguage)[0]?.url ?? null,
    }),
    images: t.field({
      type: [ProductImageType],
      resolve: ({ row, language }, _args, ctx) => productImagesFor(row, language, ctx.tenant.defaultLanguage),
    }),
    coverImageUrl: t.string({
      nullable: true,
      description: 'What catalogue tiles show: the cover image if one is marked, else the standard image.',
      resolve: ({ row, language }, _args, ctx) =>
        productCoverFor(row, language, ctx.tenant.defaultLanguage)?.url ?? null,
    }),
    externalMediaUrl: t.string({
      nullable: true,
      description:
        'A link to more media (a video, a page), shown as a link: the shop loads no outside images.',
      resolve: ({ row }) => externalMediaOf(row),
    }),
    template: t.field({
      type: 'JSON',
      nullable: true,
      description:
        'The print design template (@print/core/print/template), or null when the product has none. ' +
        'A stored template that fails validation is logged and left out, so the form never gets one.',
      resolve: async ({ row }, _args, ctx) => {
        const stored = await catalogLoaders(ctx).template.load(row.id);
        if (stored === null || stored === undefined) return null;
        const checked = validateTemplate(stored);
        if (checked.ok) return checked.template;
        ctx.log.warn({ productId: row.id, errors: checked.errors.slice(0, 5) }, 'invalid print template');
        return null;
      },
    }),
    variants: t.field({
      type: [VariantType],
      resolve: async ({ row, language }, _args, ctx) =>
        (await catalogLoaders(ctx).variants.load(row.id)).map((variant) => ({
          ...variant,
          language,
          productStock: row.stock,
        })),
    }),
    fields: t.field({
      type: [FieldType],
      resolve: async ({ row, language }, _args, ctx) =>
        (await catalogLoaders(ctx).fields.load(row.id)).map((field) => ({ ...field, language })),
    }),
    categories: t.field({
      type: [CategoryRef],
      description: 'The categories of the product the caller may see.',
      resolve: async ({ row, language }, _args, ctx) => {
        const loaders = catalogLoaders(ctx);
        const [ids, access] = await Promise.all([loaders.categoryIds.load(row.id), loaders.access()]);
        const visible = access.visible(false);
        return ids.flatMap((id) => {
          const category = visible.get(id);
          return category ? [{ row: category, language, adminView: false }] : [];
        });
      },
    }),
    currency: t.string({
      resolve: async ({ row }, _args, ctx) => (await catalogLoaders(ctx).pricing.load(row)).currency,
    }),
    taxCategory: t.string({ resolve: ({ row }) => row.taxCategory }),
    taxRateBasisPoints: t.int({
      description: '1900 = 19 %; from the tenant tax settings (defaults in @print/core/pricing/tax).',
      resolve: ({ row }, _args, ctx) => taxRateFor(row.taxCategory, taxOf(ctx, row).settings),
    }),
    priceDisplay: t.field({
      type: PriceDisplayEnum,
      description: 'Whether the shop shows prices net or gross (tenant setting; gross by default).',
      resolve: (_product, _args, ctx) => readTaxSettings(ctx.tenant.settings).priceDisplay,
    }),
    priceTable: t.field({
      type: [PriceRowType],
      description:
        "The price table; with a variant, that variant's (its own scales of the price list, if any).",
      args: { variantId: t.arg.id({ required: false }) },
      resolve: async ({ row }, { variantId }, ctx) =>
        priceTableView(
          forVariant(
            await catalogLoaders(ctx).pricing.load(row),
            variantId == null ? null : String(variantId),
          ),
          taxOf(ctx, row),
        ),
    }),
    fromPrice: t.field({
      type: PriceRowType,
      nullable: true,
      description: "The 'from' price: the smallest orderable quantity with its unit price and total.",
      args: { variantId: t.arg.id({ required: false }) },
      resolve: async ({ row }, { variantId }, ctx) =>
        fromPriceView(
          forVariant(
            await catalogLoaders(ctx).pricing.load(row),
            variantId == null ? null : String(variantId),
          ),
          taxOf(ctx, row),
        ),
    }),
    stock: t.int({
      nullable: true,
      description:
        'null = unlimited; 0 = none left. With variants: the most any variant has left (see ProductVariant.stock).',
      resolve: ({ row }) => row.availableStock,
    }),
    inStock: t.boolean({
      description: 'False when none is left; with variants, when every variant is sold out.',
      resolve: ({ row }) => hasStock(row.availableStock),
    }),
    orderable: t.boolean({ description: 'The product setting.', resolve: ({ row }) => row.orderable }),
    available: t.boolean({
      description: "False: show 'Product is not available at the moment.'",
      resolve: async ({ row }, _args, ctx) =>
        unavailableReason(row, (await catalogLoaders(ctx).pricing.load(row)).configured) === null,
    }),
    unavailableReason: t.field({
      type: UnavailableReasonEnum,
      nullable: true,
      resolve: async ({ row }, _args, ctx) =>
        unavailableReason(row, (await catalogLoaders(ctx).pricing.load(row)).configured),
    }),
    priceListConfigured: t.boolean({
      nullable: true,
      authScopes: { right: 'prices.write' },
      // Null rather than an error: the product page asks for it on every visit, and shows the admin-only
      // hint of spec §6 when it is false. One shared error object: building a GraphQLError (and its
      // stack) per product only to drop it was a measurable part of every anonymous list.
      unauthorizedError: () => notForThisCaller,
      unauthorizedResolver: () => null,
      description:
        'False when the product has no usable price (no/archived/empty price list, or simple pricing ' +
        'without a price). Null unless the caller has prices.write.',
      resolve: async ({ row }, _args, ctx) => (await catalogLoaders(ctx).pricing.load(row)).configured,
    }),
  }),
});
