import { readTaxSettings, taxRateFor } from '@print/core/pricing/tax';
import { builder } from '../../platform/graphql/builder.ts';
import { actorOf } from '../audit/audit.service.ts';
import { forVariant, priceTableView } from './pricing.service.ts';
import { readPrices } from './price-lists.schema.ts';
import { PriceDisplayEnum, PriceRowType } from './price-types.schema.ts';
import {
  previewPricing,
  productPricingSettings,
  saveProductPricing,
  type PricingInput,
  type ProductPricingSettings,
} from './product-pricing.service.ts';

// The product editor's Price Management tab (issue 15): read with catalog.read, saved with prices.write.

const PricingModeEnum = builder.enumType('PricingMode', { values: ['simple', 'priceList'] as const });

const SimpleScaleType = builder
  .objectRef<ProductPricingSettings['scales'][number]>('SimplePriceScale')
  .implement({
    authScopes: readPrices,
    fields: (t) => ({
      minQuantity: t.exposeInt('minQuantity'),
      unitPriceMinor: t.exposeInt('unitPriceMinor'),
    }),
  });

const ProductPricingType = builder.objectRef<ProductPricingSettings>('ProductPricingSettings').implement({
  authScopes: readPrices,
  fields: (t) => ({
    productId: t.exposeID('productId'),
    pricingMode: t.field({ type: PricingModeEnum, resolve: (p) => p.pricingMode }),
    priceListId: t.id({ nullable: true, resolve: (p) => p.priceListId }),
    simplePriceMinor: t.int({ nullable: true, resolve: (p) => p.simplePriceMinor }),
    currency: t.exposeString('currency', { description: 'The currency of simple pricing.' }),
    scales: t.field({ type: [SimpleScaleType], resolve: (p) => p.scales }),
    // What the preview's price table says above the prices, as the shop's product page does.
    priceDisplay: t.field({
      type: PriceDisplayEnum,
      description: 'Whether the shop shows prices net or gross (tenant setting).',
      resolve: (_p, _args, ctx) => readTaxSettings(ctx.tenant.settings).priceDisplay,
    }),
    pricesEnteredAs: t.field({
      type: PriceDisplayEnum,
      description: 'Whether the simple price and its scales are entered net or gross (tenant setting).',
      resolve: (_p, _args, ctx) => readTaxSettings(ctx.tenant.settings).pricesEnteredAs,
    }),
    taxRateBasisPoints: t.int({
      description: "The product's VAT rate (1900 = 19 %), from its tax category.",
      resolve: (p, _args, ctx) => taxRateFor(p.taxCategory, readTaxSettings(ctx.tenant.settings)),
    }),
  }),
});

const SimpleScaleInput = builder.inputType('SimplePriceScaleInput', {
  fields: (t) => ({
    minQuantity: t.int({ required: true }),
    unitPriceMinor: t.int({ required: true }),
  }),
});

const ProductPricingInput = builder.inputType('ProductPricingInput', {
  fields: (t) => ({
    pricingMode: t.field({ type: PricingModeEnum, required: true }),
    priceListId: t.id({ required: false }),
    simplePriceMinor: t.int({ required: false }),
    scales: t.field({ type: [SimpleScaleInput], required: false }),
  }),
});

type InputArgs = {
  pricingMode: 'simple' | 'priceList';
  priceListId?: string | number | null;
  simplePriceMinor?: number | null;
  scales?: { minQuantity: number; unitPriceMinor: number }[] | null;
};
const pricingInput = (input: InputArgs): PricingInput => ({
  pricingMode: input.pricingMode,
  priceListId: input.priceListId == null ? null : String(input.priceListId),
  simplePriceMinor: input.simplePriceMinor ?? null,
  scales: input.scales ?? [],
});

builder.queryField('productPricing', (t) =>
  t.field({
    type: ProductPricingType,
    authScopes: readPrices,
    args: { productId: t.arg.id({ required: true }) },
    resolve: (_root, { productId }, ctx) => productPricingSettings(ctx.tx, String(productId)),
  }),
);

builder.queryField('productPricePreview', (t) =>
  t.field({
    type: [PriceRowType],
    description:
      'The price table the shop would show with these settings (unsaved), computed as the shop computes it.',
    authScopes: readPrices,
    args: {
      productId: t.arg.id({ required: true }),
      input: t.arg({ type: ProductPricingInput, required: true }),
      variantId: t.arg.id({ required: false }),
    },
    resolve: async (_root, { productId, input, variantId }, ctx) => {
      const settings = await productPricingSettings(ctx.tx, String(productId));
      const pricing = await previewPricing(ctx.tx, String(productId), pricingInput(input));
      return priceTableView(forVariant(pricing, variantId == null ? null : String(variantId)), {
        settings: readTaxSettings(ctx.tenant.settings),
        taxCategory: settings.taxCategory,
      });
    },
  }),
);

builder.mutationField('saveProductPricing', (t) =>
  t.field({
    type: ProductPricingType,
    authScopes: { right: 'prices.write' },
    args: {
      productId: t.arg.id({ required: true }),
      input: t.arg({ type: ProductPricingInput, required: true }),
    },
    resolve: (_root, { productId, input }, ctx) =>
      saveProductPricing(ctx.tx, actorOf(ctx.user), String(productId), pricingInput(input)),
  }),
);
