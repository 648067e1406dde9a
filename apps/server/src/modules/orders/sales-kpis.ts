import { averageOrderMinor, KPI_TOP_PRODUCTS, type KpiPeriod } from '@print/core/orders/sales-kpis';
import type { PriceDisplay } from '@print/core/pricing/tax';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import type { orderItems } from './orders.tables.ts';

// The dashboard's KPIs card (decision 0044): revenue, orders, average order value and top products of
// the orders placed in the last 7, 30 or 90 days, counted by the database's clock. Amounts are net or
// gross as the shop shows prices. A shop sells in the currency of its products; should orders in
// several currencies exist, the figures are those of the currency with the most orders, and the others
// are only counted (`otherCurrencyOrders`), never added up across currencies.

type LocalizedText = (typeof orderItems.$inferSelect)['productName'];

export type KpiDay = { day: string; revenueMinor: number; orders: number };
export type TopProduct = { productId: string; name: LocalizedText; quantity: number; revenueMinor: number };
export type SalesKpis = {
  days: KpiPeriod;
  currency: string | null;
  priceDisplay: PriceDisplay;
  revenueMinor: number;
  orders: number;
  averageOrderMinor: number;
  otherCurrencyOrders: number;
  /** One entry per UTC day of the period (the chart), oldest first, days without orders included. */
  series: KpiDay[];
  topProducts: TopProduct[];
};

export async function salesKpis(tx: Tx, days: KpiPeriod, priceDisplay: PriceDisplay): Promise<SalesKpis> {
  const column = priceDisplay === 'net' ? 'net_minor' : 'gross_minor';
  const amount = sql.raw(`o.${column}`);
  const since = sql`now() - make_interval(days => ${days})`;
  // Every day of the period with its orders per currency (a day without orders: one row, currency null).
  const dayRows = await tx.execute<{
    day: string;
    currency: string | null;
    orders: number;
    revenue: string;
  }>(sql`
    select to_char(d.day, 'YYYY-MM-DD') as day, o.currency, count(o.id)::int as orders,
      coalesce(sum(${amount}), 0)::text as revenue
    from generate_series(date_trunc('day', (${since}) at time zone 'UTC'),
      date_trunc('day', now() at time zone 'UTC'), interval '1 day') as d(day)
    left join customer_order o on o.placed_at is not null and o.placed_at > ${since}
      and date_trunc('day', o.placed_at at time zone 'UTC') = d.day
    group by d.day, o.currency
    order by d.day`);
  const byCurrency = new Map<string, number>();
  for (const row of dayRows.rows) {
    if (row.currency) byCurrency.set(row.currency, (byCurrency.get(row.currency) ?? 0) + row.orders);
  }
  const currency =
    [...byCurrency.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? null;
  const series = new Map<string, KpiDay>();
  for (const row of dayRows.rows) {
    const entry = series.get(row.day) ?? { day: row.day, revenueMinor: 0, orders: 0 };
    if (row.currency && row.currency === currency) {
      entry.orders += row.orders;
      entry.revenueMinor += Number(row.revenue);
    }
    series.set(row.day, entry);
  }
  const total = [...series.values()].reduce(
    (sum, day) => ({ revenue: sum.revenue + day.revenueMinor, orders: sum.orders + day.orders }),
    { revenue: 0, orders: 0 },
  );
  const topProducts = currency ? await topProductsOf(tx, since, currency, sql.raw(`i.${column}`)) : [];
  return {
    days,
    currency,
    priceDisplay,
    revenueMinor: total.revenue,
    orders: total.orders,
    averageOrderMinor: averageOrderMinor(total.revenue, total.orders),
    otherCurrencyOrders: [...byCurrency.values()].reduce((sum, n) => sum + n, 0) - total.orders,
    series: [...series.values()],
    topProducts,
  };
}

/** The products that brought the most revenue in the period, with the name of their latest order. */
async function topProductsOf(tx: Tx, since: SQL, currency: string, amount: SQL): Promise<TopProduct[]> {
  const rows = await tx.execute<{
    product_id: string;
    name: LocalizedText;
    quantity: string;
    revenue: string;
  }>(sql`
    select i.product_id, (array_agg(i.product_name order by o.placed_at desc))[1] as name,
      sum(i.quantity)::text as quantity, sum(${amount})::text as revenue
    from order_item i
    join customer_order o on o.tenant_id = i.tenant_id and o.id = i.order_id
    where o.placed_at is not null and o.placed_at > ${since} and o.currency = ${currency}
    group by i.product_id
    order by sum(${amount}) desc, i.product_id
    limit ${KPI_TOP_PRODUCTS}`);
  return rows.rows.map((row) => ({
    productId: row.product_id,
    name: row.name,
    quantity: Number(row.quantity),
    revenueMinor: Number(row.revenue),
  }));
}
