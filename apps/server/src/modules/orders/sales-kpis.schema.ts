import { localizedText } from '@print/core/i18n/localized-text';
import { isKpiPeriod, KPI_PERIODS } from '@print/core/orders/sales-kpis';
import { readTaxSettings } from '@print/core/pricing/tax';
import { builder } from '../../platform/graphql/builder.ts';
import { invalidInput } from '../../platform/errors.ts';
import { salesKpis, type KpiDay, type SalesKpis, type TopProduct } from './sales-kpis.ts';

// The dashboard's KPIs card (orders.read): figures of the orders placed in the last 7, 30 or 90 days.

const readOrders = { right: 'orders.read' } as const;

const KpiDayType = builder.objectRef<KpiDay>('KpiDay').implement({
  authScopes: readOrders,
  fields: (t) => ({
    day: t.exposeString('day', { description: 'The UTC day, YYYY-MM-DD.' }),
    revenueMinor: t.exposeInt('revenueMinor'),
    orders: t.exposeInt('orders'),
  }),
});

const TopProductType = builder.objectRef<TopProduct>('KpiTopProduct').implement({
  authScopes: readOrders,
  fields: (t) => ({
    productId: t.exposeID('productId'),
    name: t.string({
      description: 'As it was ordered last, in the request language.',
      resolve: (row, _args, ctx) => localizedText(row.name, ctx.language, ctx.tenant.defaultLanguage),
    }),
    quantity: t.exposeInt('quantity'),
    revenueMinor: t.exposeInt('revenueMinor'),
  }),
});

const SalesKpisType = builder.objectRef<SalesKpis>('SalesKpis').implement({
  description:
    'Orders placed in the period (unpaid card orders do not count), net or gross as the shop shows prices.',
  authScopes: readOrders,
  fields: (t) => ({
    days: t.exposeInt('days'),
    currency: t.string({
      nullable: true,
      description: 'Of the amounts; null when no order counts.',
      resolve: (kpis) => kpis.currency,
    }),
    priceDisplay: t.exposeString('priceDisplay', { description: 'net or gross.' }),
    revenueMinor: t.exposeInt('revenueMinor'),
    orders: t.exposeInt('orders'),
    averageOrderMinor: t.exposeInt('averageOrderMinor'),
    otherCurrencyOrders: t.exposeInt('otherCurrencyOrders', {
      description: 'Orders of the period in other currencies, left out of the amounts.',
    }),
    series: t.field({ type: [KpiDayType], resolve: (kpis) => kpis.series }),
    topProducts: t.field({ type: [TopProductType], resolve: (kpis) => kpis.topProducts }),
  }),
});

builder.queryField('salesKpis', (t) =>
  t.field({
    type: SalesKpisType,
    authScopes: readOrders,
    args: { days: t.arg.int({ required: true, description: `One of ${KPI_PERIODS.join(', ')}.` }) },
    resolve: (_root, { days }, ctx) => {
      if (!isKpiPeriod(days)) throw invalidInput('admin.kpiInvalidPeriod');
      return salesKpis(ctx.tx, days, readTaxSettings(ctx.tenant.settings).priceDisplay);
    },
  }),
);
