import type { VariantInput } from '@print/core/catalog/variant-rules';
import { builder } from '../../../platform/graphql/builder.ts';
import type { GraphQLContext } from '../../../platform/graphql/context.ts';
import { actorOf } from '../../audit/audit.service.ts';
import { LANGUAGE_ARG, languageOf, text } from '../catalog-refs.schema.ts';
import type { FieldRow } from '../fields/product-fields.ts';
import { unlinkVariant } from './variant-unlink.ts';
import {
  createVariant,
  listVariants,
  productFieldsOf,
  saveVariants,
  type AdminVariant,
} from './variants.service.ts';

// The product editor's Variants tab (spec §2, §3, §4, §5; decision 0047): catalogue readers see the
// variants with every language's name; catalogue editors create, save, remove and unlink them.

// Shoppers hold catalog.read too: the admin's view (unpublished variants, counts) also needs admin.access.
const read = { $all: { right: 'admin.access', $any: { right: 'catalog.read' } } } as const;
const write = { right: 'catalog.write' } as const;

const AdminVariantType = builder.objectRef<AdminVariant>('AdminVariant').implement({
  authScopes: read,
  fields: (t) => ({
    id: t.exposeID('id'),
    code: t.exposeString('code'),
    name: t.field({ type: 'JSON', description: 'Name per language code.', resolve: (v) => v.name }),
    published: t.exposeBoolean('published'),
    archivedAt: t.string({
      nullable: true,
      description: 'ISO timestamp; null: not archived.',
      resolve: (v) => v.archivedAt?.toISOString() ?? null,
    }),
    fieldValues: t.field({
      type: 'JSON',
      description: "Field name → value where the variant overwrites the product's; others are inherited.",
      resolve: (v) => v.fieldValues,
    }),
    stock: t.int({ nullable: true, resolve: (v) => v.stock }),
    ordered: t.boolean({
      description: 'Order lines name it: it can be archived, not deleted.',
      resolve: (v) => v.ordered,
    }),
  }),
});

type FieldView = FieldRow & { language: string };

const VariantFieldType = builder.objectRef<FieldView>('VariantField').implement({
  description: "A product field a variant may overwrite, with the product's value it inherits otherwise.",
  authScopes: read,
  fields: (t) => ({
    name: t.exposeString('name'),
    label: t.string({ resolve: (field, _args, ctx) => text(ctx, field.label, field.language) }),
    type: t.exposeString('type'),
    defaultValue: t.string({ nullable: true, resolve: (field) => field.defaultValue }),
    options: t.stringList({ resolve: (field) => field.options.map((option) => option.value) }),
  }),
});

const ProductVariantsType = builder
  .objectRef<{ variants: AdminVariant[]; fields: FieldView[] }>('ProductVariantsAdmin')
  .implement({
    authScopes: read,
    fields: (t) => ({
      variants: t.field({ type: [AdminVariantType], resolve: (page) => page.variants }),
      fields: t.field({ type: [VariantFieldType], resolve: (page) => page.fields }),
    }),
  });

builder.queryField('productVariantsAdmin', (t) =>
  t.field({
    type: ProductVariantsType,
    authScopes: read,
    description: "A product's variants (archived and unpublished too) and the fields they may overwrite.",
    args: { productId: t.arg.id({ required: true }), language: t.arg.string(LANGUAGE_ARG) },
    resolve: async (_root, args, ctx) => {
      const productId = String(args.productId);
      const language = languageOf(ctx, args.language);
      const variants = await listVariants(ctx.tx, productId);
      const fields = await productFieldsOf(ctx.tx, productId);
      return { variants, fields: fields.map((field) => ({ ...field, language })) };
    },
  }),
);

const VariantInputType = builder.inputType('VariantInput', {
  fields: (t) => ({
    code: t.string({ required: true, description: 'Unique per shop.' }),
    name: t.field({ type: 'JSON', required: true, description: 'Name per language code.' }),
    published: t.boolean({ required: false }),
    archivedAt: t.string({
      required: false,
      description: 'yyyy-mm-dd or ISO timestamp; empty: not archived.',
    }),
    fieldValues: t.field({ type: 'JSON', required: false, description: 'Overwritten field values.' }),
  }),
});

const VariantChangeType = builder.inputType('VariantChange', {
  fields: (t) => ({
    id: t.id({ required: true }),
    code: t.string({ required: true }),
    name: t.field({ type: 'JSON', required: true }),
    published: t.boolean({ required: false }),
    archivedAt: t.string({ required: false }),
    fieldValues: t.field({ type: 'JSON', required: false }),
  }),
});

/** Only string values of a JSON object (anything else is dropped, never stored). */
const textsOf = (value: unknown): Record<string, string> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
    : {};

type RawVariant = {
  code: string;
  name?: unknown;
  published?: boolean | null;
  archivedAt?: string | null;
  fieldValues?: unknown;
};

const variantInput = (raw: RawVariant): VariantInput => ({
  code: raw.code,
  name: textsOf(raw.name),
  published: raw.published ?? true,
  archivedAt: raw.archivedAt ?? null,
  fieldValues: textsOf(raw.fieldValues),
});

const tenantOf = (ctx: GraphQLContext) => ctx.tenant;

builder.mutationField('createProductVariant', (t) =>
  t.field({
    type: AdminVariantType,
    authScopes: write,
    description: "A new variant, at once. A code in use: 'A variant with this code already exists. …'",
    args: {
      productId: t.arg.id({ required: true }),
      input: t.arg({ type: VariantInputType, required: true }),
    },
    resolve: (_root, args, ctx) =>
      createVariant(
        ctx.tx,
        tenantOf(ctx),
        actorOf(ctx.user),
        String(args.productId),
        variantInput(args.input),
      ),
  }),
);

builder.mutationField('saveProductVariants', (t) =>
  t.field({
    type: [AdminVariantType],
    authScopes: write,
    description: "The Variants tab's Save: the changed variants and the removals (final now), together.",
    args: {
      productId: t.arg.id({ required: true }),
      variants: t.arg({ type: [VariantChangeType], required: true }),
      removedIds: t.arg.idList({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      saveVariants(ctx.tx, tenantOf(ctx), actorOf(ctx.user), String(args.productId), {
        variants: args.variants.map((variant) => ({ id: String(variant.id), ...variantInput(variant) })),
        removedIds: (args.removedIds ?? []).map(String),
      }),
  }),
);

const UnlinkedProductType = builder
  .objectRef<{ id: string; slug: string }>('UnlinkedVariantProduct')
  .implement({
    authScopes: read,
    fields: (t) => ({ id: t.exposeID('id'), slug: t.exposeString('slug') }),
  });

builder.mutationField('unlinkProductVariant', (t) =>
  t.field({
    type: UnlinkedProductType,
    authScopes: write,
    description: 'Makes the variant a product of its own (unpublished); returns the new product.',
    args: { variantId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      unlinkVariant(ctx.tx, tenantOf(ctx), actorOf(ctx.user), String(args.variantId)),
  }),
);
