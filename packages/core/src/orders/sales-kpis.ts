// The dashboard's KPIs (decision 0044): which orders count and over which periods.

/** The periods the KPIs card offers, in days back from now. */
export const KPI_PERIODS = [7, 30, 90] as const;
export type KpiPeriod = (typeof KPI_PERIODS)[number];

export const isKpiPeriod = (value: unknown): value is KpiPeriod =>
  typeof value === 'number' && (KPI_PERIODS as readonly number[]).includes(value);

/** How many products the card ranks. */
export const KPI_TOP_PRODUCTS = 5;

/**
 * An order counts from the moment it was placed (paid by card, or ordered on invoice): unpaid card
 * orders (still In creation, or moved to Error before their payment went through) never had a
 * placed_at and do not count; every placed order does, whatever happened to it later, since the
 * shop has no cancelled status.
 */
export const KPI_COUNTED_ORDERS = 'placed_at is set, within the period';

/** The average order value in whole minor units (0 without orders). */
export const averageOrderMinor = (revenueMinor: number, orders: number): number =>
  orders === 0 ? 0 : Math.round(revenueMinor / orders);
