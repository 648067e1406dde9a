import { STOCK_TRACKING_MODES } from '@print/core/catalog/inventory-rules';
import { builder } from '../../../platform/graphql/builder.ts';
import { actorOf } from '../../audit/audit.service.ts';
import { LANGUAGE_ARG, languageOf, text } from '../catalog-refs.schema.ts';
import {
  readInventory,
  saveInventory,
  type InventoryVariant,
  type ProductInventory,
} from './inventory.service.ts';

// The product editor's Inventory Management tab (spec §2, §4; decision 0047). Catalogue readers see the
// settings; catalogue editors save them, at once, with their own button.

// Shoppers hold catalog.read too: the admin's view (unpublished variants, counts) also needs admin.access.
const read = { $all: { right: 'admin.access', $any: { right: 'catalog.read' } } } as const;

const StockTrackingEnum = builder.enumType('StockTracking', {
  values: STOCK_TRACKING_MODES,
  description: 'off: not tracked; product: one count for the whole product; variants: one per variant.',
});

type VariantView = InventoryVariant & { language: string };

const InventoryVariantType = builder.objectRef<VariantView>('InventoryVariant').implement({
  authScopes: read,
  fields: (t) => ({
    id: t.exposeID('id'),
    code: t.exposeString('code'),
    name: t.string({ resolve: (variant, _args, ctx) => text(ctx, variant.name, variant.language) }),
    published: t.exposeBoolean('published'),
    archived: t.boolean({ resolve: (variant) => variant.archivedAt !== null }),
    stock: t.int({
      nullable: true,
      description: 'Its own count; null = not counted.',
      resolve: (v) => v.stock,
    }),
  }),
});

type InventoryView = ProductInventory & { language: string };

const ProductInventoryType = builder.objectRef<InventoryView>('ProductInventory').implement({
  authScopes: read,
  fields: (t) => ({
    productId: t.exposeID('productId'),
    tracking: t.field({ type: StockTrackingEnum, resolve: (inventory) => inventory.tracking }),
    stock: t.int({
      nullable: true,
      description: "The product's count (tracking product); null = not counted.",
      resolve: (inventory) => inventory.stock,
    }),
    warningThreshold: t.int({ nullable: true, resolve: (inventory) => inventory.warningThreshold }),
    variants: t.field({
      type: [InventoryVariantType],
      resolve: (inventory) =>
        inventory.variants.map((variant) => ({ ...variant, language: inventory.language })),
    }),
  }),
});

builder.queryField('productInventory', (t) =>
  t.field({
    type: ProductInventoryType,
    authScopes: read,
    description: "A product's stock settings; an unknown (or another shop's) product is not found.",
    args: { productId: t.arg.id({ required: true }), language: t.arg.string(LANGUAGE_ARG) },
    resolve: async (_root, args, ctx) => ({
      ...(await readInventory(ctx.tx, String(args.productId))),
      language: languageOf(ctx, args.language),
    }),
  }),
);

const VariantStockInput = builder.inputType('VariantStockInput', {
  fields: (t) => ({ id: t.id({ required: true }), stock: t.string({ required: false }) }),
});

const StockSettingsInput = builder.inputType('StockSettingsInput', {
  fields: (t) => ({
    productId: t.id({ required: true }),
    tracking: t.field({ type: StockTrackingEnum, required: true }),
    stock: t.string({ required: false, description: 'A whole number as typed (tracking product).' }),
    warningThreshold: t.string({ required: false, description: 'Empty: no warning mails.' }),
    variants: t.field({ type: [VariantStockInput], required: false }),
  }),
});

builder.mutationField('saveStockSettings', (t) =>
  t.field({
    type: ProductInventoryType,
    authScopes: { right: 'catalog.write' },
    description:
      "Saves a product's stock settings at once ('Stock settings saved'); counts are set, not added.",
    args: {
      input: t.arg({ type: StockSettingsInput, required: true }),
      language: t.arg.string(LANGUAGE_ARG),
    },
    resolve: async (_root, { input, language }, ctx) => ({
      ...(await saveInventory(ctx.tx, ctx.tenant, actorOf(ctx.user), String(input.productId), {
        tracking: input.tracking,
        stock: input.stock ?? null,
        warningThreshold: input.warningThreshold ?? null,
        variants: (input.variants ?? []).map((variant) => ({
          id: String(variant.id),
          stock: variant.stock ?? null,
        })),
      })),
      language: languageOf(ctx, language),
    }),
  }),
);
