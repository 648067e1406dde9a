import { builder } from '../../platform/graphql/builder.ts';
import type { PriceAmount, PriceRowView } from './pricing.service.ts';

// The shop's price types (spec §3 Price table), for the catalogue's products and the price editors alike.

const open = { public: true } as const;

export const PriceDisplayEnum = builder.enumType('PriceDisplay', { values: ['net', 'gross'] as const });

const PriceAmountType = builder.objectRef<PriceAmount>('PriceAmount').implement({
  description: 'An amount in integer minor units (cents) of `currency`.',
  authScopes: open,
  fields: (t) => ({
    currency: t.exposeString('currency'),
    amountMinor: t.exposeInt('amountMinor', { description: 'Net or gross, as the tenant shows prices.' }),
    display: t.field({ type: PriceDisplayEnum, resolve: (amount) => amount.display }),
    netMinor: t.exposeInt('netMinor'),
    grossMinor: t.exposeInt('grossMinor'),
    taxMinor: t.exposeInt('taxMinor'),
  }),
});

export const PriceRowType = builder.objectRef<PriceRowView>('PriceTableRow').implement({
  description: 'Spec §3 price table: quantity, price per single unit, total.',
  authScopes: open,
  fields: (t) => ({
    quantity: t.exposeInt('quantity'),
    unitPrice: t.field({
      type: PriceAmountType,
      description:
        "The scale's price per single unit with tax, rounded to whole minor units; a shop shows total / quantity instead (formatUnitPrice), which multiplies back to the total.",
      resolve: (row) => row.unitPrice,
    }),
    total: t.field({ type: PriceAmountType, resolve: (row) => row.total }),
  }),
});
