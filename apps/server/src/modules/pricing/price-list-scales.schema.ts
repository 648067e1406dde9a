import { PRICE_SCALE_SORT_FIELDS } from '@print/core/pricing/price-list-rules';
import { builder } from '../../platform/graphql/builder.ts';
import { actorOf } from '../audit/audit.service.ts';
import { SortDirectionEnum } from '../users/users-admin.schema.ts';
import { addPriceScale, removePriceScale, updatePriceScale } from './price-list-scale-changes.ts';
import { scalePage, type ScaleView } from './price-list-scale-page.ts';
import { PriceListVariantType, readPrices, writePrices } from './price-lists.schema.ts';

// The price list editor's scales (issue 15): read a page at a time, filtered and sorted on the server
// (a list may hold 10,000 scales and more), and changed one at a time. Read with admin access and
// catalog.read, changed with prices.write, like the list itself.

const PriceScaleSortFieldEnum = builder.enumType('PriceScaleSortField', {
  values: PRICE_SCALE_SORT_FIELDS,
  description: 'quantity; variant (the scales for all variants first, then by variant code); price.',
});

const PriceScaleType = builder.objectRef<ScaleView>('PriceListScale').implement({
  authScopes: readPrices,
  fields: (t) => ({
    id: t.exposeID('id'),
    variantId: t.id({ nullable: true, description: 'null: for all variants.', resolve: (s) => s.variantId }),
    variant: t.field({
      type: PriceListVariantType,
      nullable: true,
      description: 'The variant the scale is for; null: for all variants.',
      resolve: (s, _args, ctx) => (s.variant ? { ...s.variant, language: ctx.language } : null),
    }),
    minQuantity: t.exposeInt('minQuantity'),
    unitPriceMinor: t.exposeInt('unitPriceMinor', {
      description: 'Price per single unit, minor units, as entered.',
    }),
  }),
});

const PriceScalePageType = builder
  .objectRef<{ items: ScaleView[]; total: number }>('PriceListScalePage')
  .implement({
    authScopes: readPrices,
    fields: (t) => ({
      items: t.field({ type: [PriceScaleType], resolve: (page) => page.items }),
      total: t.exposeInt('total'),
    }),
  });

builder.queryField('priceListScales', (t) =>
  t.field({
    type: PriceScalePageType,
    description: "One page of a list's scales; another tenant's list has none.",
    authScopes: readPrices,
    args: {
      priceListId: t.arg.id({ required: true }),
      variantId: t.arg.id({ required: false, description: "Only this variant's own scales." }),
      forAllVariants: t.arg.boolean({ required: false, description: 'Only the scales for all variants.' }),
      quantity: t.arg.string({ required: false, description: 'Quantities starting with these digits.' }),
      offset: t.arg.int({ required: false }),
      limit: t.arg.int({ required: false }),
      sortBy: t.arg({ type: PriceScaleSortFieldEnum, required: false }),
      sortDirection: t.arg({ type: SortDirectionEnum, required: false }),
    },
    resolve: (_root, { priceListId, variantId, ...options }, ctx) =>
      scalePage(ctx.tx, String(priceListId), {
        ...options,
        variantId: variantId == null ? null : String(variantId),
      }),
  }),
);

const PriceScaleInput = builder.inputType('PriceScaleInput', {
  fields: (t) => ({
    variantId: t.id({ required: false, description: 'Left out: for all variants.' }),
    minQuantity: t.int({ required: true }),
    unitPriceMinor: t.int({ required: true }),
  }),
});

type ScaleArg = { variantId?: string | number | null; minQuantity: number; unitPriceMinor: number };
const scaleInput = (scale: ScaleArg) => ({
  variantId: scale.variantId == null ? null : String(scale.variantId),
  minQuantity: scale.minQuantity,
  unitPriceMinor: scale.unitPriceMinor,
});

builder.mutationField('addPriceScale', (t) =>
  t.field({
    type: PriceScaleType,
    description: 'Adds a scale; sent twice, it is added once. Field errors name `scale.<field>`.',
    authScopes: writePrices,
    args: {
      priceListId: t.arg.id({ required: true }),
      scale: t.arg({ type: PriceScaleInput, required: true }),
    },
    resolve: (_root, { priceListId, scale }, ctx) =>
      addPriceScale(ctx.tx, actorOf(ctx.user), String(priceListId), scaleInput(scale)),
  }),
);

builder.mutationField('updatePriceScale', (t) =>
  t.field({
    type: PriceScaleType,
    authScopes: writePrices,
    args: {
      priceListId: t.arg.id({ required: true }),
      id: t.arg.id({ required: true }),
      scale: t.arg({ type: PriceScaleInput, required: true }),
    },
    resolve: (_root, { priceListId, id, scale }, ctx) =>
      updatePriceScale(ctx.tx, actorOf(ctx.user), String(priceListId), String(id), scaleInput(scale)),
  }),
);

builder.mutationField('removePriceScale', (t) =>
  t.boolean({
    description: 'Removes a scale: true; false when it was gone already.',
    authScopes: writePrices,
    args: {
      priceListId: t.arg.id({ required: true }),
      id: t.arg.id({ required: true }),
    },
    resolve: (_root, { priceListId, id }, ctx) =>
      removePriceScale(ctx.tx, actorOf(ctx.user), String(priceListId), String(id)),
  }),
);
