import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { BILLING } from '../../testing/checkout-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tenants } from '../tenancy/tenancy.tables.ts';
import { orderItems, orders } from './orders.tables.ts';

// The KPIs card's figures from orders placed at known distances from the database's clock (never from
// calendar dates, so the test reads the same on any day and at any hour).

const KPIS = `query Kpis($days: Int!) { salesKpis(days: $days) { days currency priceDisplay revenueMinor orders
  averageOrderMinor otherCurrencyOrders series { day revenueMinor orders } topProducts { productId name quantity
  revenueMinor } } }`;

type Kpis = {
  currency: string | null;
  priceDisplay: string;
  revenueMinor: number;
  orders: number;
  averageOrderMinor: number;
  otherCurrencyOrders: number;
  series: { day: string; revenueMinor: number; orders: number }[];
  topProducts: { productId: string; name: string; quantity: number; revenueMinor: number }[];
};

const CARDS = '00000000-0000-4000-8000-0000000000c1';
const FLYERS = '00000000-0000-4000-8000-0000000000f1';

const address = { ...BILLING, title: '', phone: '' } as (typeof orders.$inferInsert)['billingAddress'];

let t: TestApp;
let admin: CookieJar;
let druckereiId: string;

/** One order of one line, placed `daysAgo` days before now by the database's clock (null: never placed). */
function order(
  number: number,
  daysAgo: number | null,
  line: { productId: string; name: string; quantity: number; netMinor: number },
  overrides: Partial<typeof orders.$inferInsert> = {},
) {
  const grossMinor = Math.round(line.netMinor * 1.19);
  const placedAt = daysAgo === null ? null : sql`now() - make_interval(days => ${daysAgo})`;
  return {
    order: {
      tenantId: druckereiId,
      number,
      userId: '00000000-0000-4000-8000-000000000001',
      status: daysAgo === null ? ('inCreation' as const) : ('placed' as const),
      paymentMethod: 'invoice' as const,
      currency: 'EUR',
      priceDisplay: 'gross' as const,
      netMinor: line.netMinor,
      taxMinor: grossMinor - line.netMinor,
      grossMinor,
      billingAddress: address,
      shippingAddress: address,
      language: 'de-DE',
      placedAt: placedAt as unknown as Date,
      ...overrides,
    },
    line: {
      tenantId: druckereiId,
      position: 0,
      productId: line.productId,
      articleCode: 'X',
      productName: { 'de-DE': line.name, 'en-GB': line.name },
      quantity: line.quantity,
      taxCategory: 'standard',
      taxRate: 1_900,
      unitPriceMinor: 0,
      netMinor: line.netMinor,
      taxMinor: grossMinor - line.netMinor,
      grossMinor,
      paymentMode: 'single' as const,
    },
  };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
  await withSystem(t.database, async (tx) => {
    const [tenant] = await tx.select().from(tenants).where(eq(tenants.slug, 'druckerei'));
    druckereiId = tenant!.id;
    const cards = { productId: CARDS, name: 'Visitenkarten' };
    const flyers = { productId: FLYERS, name: 'Flyer' };
    const fixtures = [
      order(900001, 1, { ...cards, quantity: 100, netMinor: 10_000 }), // gross 11 900
      order(900002, 10, { ...flyers, quantity: 50, netMinor: 5_000 }), // gross 5 950
      order(900003, 45, { ...cards, quantity: 10, netMinor: 2_000 }), // gross 2 380
      order(900004, 120, { ...cards, quantity: 1000, netMinor: 90_000 }), // before every period
      // Unpaid card orders: still in creation, or failed before the payment went through.
      order(900005, null, { ...flyers, quantity: 500, netMinor: 40_000 }, { paymentMethod: 'card' }),
      order(900006, null, { ...flyers, quantity: 500, netMinor: 40_000 }, { status: 'error' }),
      // Placed and later finished or in error: it was sold, it counts.
      order(900007, 2, { ...flyers, quantity: 5, netMinor: 1_000 }, { status: 'error' }),
      // Another currency: counted apart, never added to euros.
      order(900008, 2, { ...cards, quantity: 100, netMinor: 9_000 }, { currency: 'GBP' }),
    ];
    for (const fixture of fixtures) {
      const [row] = await tx.insert(orders).values(fixture.order).returning({ id: orders.id });
      await tx.insert(orderItems).values({ ...fixture.line, orderId: row!.id });
    }
  });
});
afterAll(() => t.close());

async function kpis(days: number, jar = admin, host = 'localhost') {
  const { body } = await graphqlAs<{ salesKpis: Kpis }>(t, jar, KPIS, { days }, host);
  expect(body.errors).toBeUndefined();
  return body.data!.salesKpis;
}

describe('the KPIs card', () => {
  it('sums the placed orders of the last 7, 30 and 90 days, gross as the shop shows prices', async () => {
    const week = await kpis(7);
    expect(week).toMatchObject({
      currency: 'EUR',
      priceDisplay: 'gross',
      revenueMinor: 11_900 + 1_190,
      orders: 2,
      averageOrderMinor: 6_545,
      otherCurrencyOrders: 1,
    });
    const month = await kpis(30);
    expect(month).toMatchObject({
      revenueMinor: 11_900 + 1_190 + 5_950,
      orders: 3,
      averageOrderMinor: 6_347,
    });
    const quarter = await kpis(90);
    expect(quarter).toMatchObject({ revenueMinor: 11_900 + 1_190 + 5_950 + 2_380, orders: 4 });
  });

  it('ranks the top products by revenue, with the quantity sold', async () => {
    const quarter = await kpis(90);
    expect(quarter.topProducts).toEqual([
      { productId: CARDS, name: 'Visitenkarten', quantity: 110, revenueMinor: 14_280 },
      { productId: FLYERS, name: 'Flyer', quantity: 55, revenueMinor: 7_140 },
    ]);
  });

  it('draws one point per day of the period, the days without orders at zero', async () => {
    const week = await kpis(7);
    expect(week.series.length).toBeGreaterThanOrEqual(7);
    expect(week.series.length).toBeLessThanOrEqual(8);
    expect(week.series.reduce((sum, day) => sum + day.revenueMinor, 0)).toBe(week.revenueMinor);
    expect(week.series.reduce((sum, day) => sum + day.orders, 0)).toBe(2);
    expect(week.series.filter((day) => day.orders === 0).length).toBeGreaterThanOrEqual(5);
    const days = week.series.map((day) => day.day);
    expect([...days].sort()).toEqual(days);
  });

  it('shows net amounts in a shop that shows net prices', async () => {
    await withSystem(t.database, (tx) =>
      tx
        .update(tenants)
        .set({
          settings: sql`${tenants.settings} || ${JSON.stringify({ tax: { priceDisplay: 'net' } })}::jsonb`,
        })
        .where(eq(tenants.id, druckereiId)),
    );
    t.services.tenantChanges.changed(druckereiId);
    try {
      expect(await kpis(30)).toMatchObject({ priceDisplay: 'net', revenueMinor: 10_000 + 1_000 + 5_000 });
    } finally {
      await withSystem(t.database, (tx) =>
        tx
          .update(tenants)
          .set({ settings: sql`${tenants.settings} - 'tax'` })
          .where(eq(tenants.id, druckereiId)),
      );
      t.services.tenantChanges.changed(druckereiId);
    }
  });

  it('refuses a period other than 7, 30 or 90 days', async () => {
    const { body } = await graphqlAs(t, admin, KPIS, { days: 14 });
    expect(body.errors?.[0]).toMatchObject({
      message: 'Choose 7, 30 or 90 days.',
      extensions: { key: 'admin.kpiInvalidPeriod' },
    });
  });

  it('is for order readers of the shop only', async () => {
    const customer = await loginAs(t, 'kunde', 'Kunde#2026');
    const refused = await graphqlAs(t, customer, KPIS, { days: 7 });
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    const northAdmin = await loginAs(t, 'admin', 'Admin#2026', { host: 'northprint.localhost' });
    expect(await kpis(90, northAdmin, 'northprint.localhost')).toMatchObject({
      currency: null,
      revenueMinor: 0,
      orders: 0,
      topProducts: [],
    });
  });
});
