import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { demoModule } from './demo.module.ts';

// `npm start` on a fresh embedded database: the demo shops come with some weeks of orders and
// activity, so the dashboard's KPIs and Activity cards are not empty on a first look.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await demoModule.seedDemo!(t.database, { history: true });
});
afterAll(() => t.close());

type OrderFacts = {
  slug: string;
  orders: number;
  statuses: string[];
  days: number;
  products: number;
  variants: number;
  customers: number;
  numbers: string;
};

async function orderFacts(): Promise<OrderFacts[]> {
  const result = await withSystem(t.database, (tx) =>
    tx.execute<OrderFacts>(sql`
      select t.slug, count(distinct o.id)::int as orders,
        array_agg(distinct o.status order by o.status) as statuses,
        (extract(epoch from max(o.placed_at) - min(o.placed_at)) / 86400)::int as days,
        count(distinct i.product_id)::int as products, count(distinct i.variant_id)::int as variants,
        count(distinct o.user_id)::int as customers,
        min(o.number) || '-' || max(o.number) as numbers
      from tenant t join customer_order o on o.tenant_id = t.id join order_item i on i.order_id = o.id
      group by t.slug order by t.slug`),
  );
  return result.rows;
}

describe('the demo shops of a first start have a past', () => {
  it('holds some weeks of orders in every demo shop: several statuses, products, variants and buyers', async () => {
    const facts = await orderFacts();
    expect(facts.map((f) => f.slug)).toEqual(['druckerei', 'northprint']);
    for (const shop of facts) {
      expect(shop.orders, shop.slug).toBeGreaterThanOrEqual(25);
      expect(shop.statuses, shop.slug).toEqual(expect.arrayContaining(['finished', 'placed', 'processed']));
      expect(shop.days, shop.slug).toBeGreaterThanOrEqual(35);
      expect(shop.products, shop.slug).toBeGreaterThanOrEqual(3);
      expect(shop.variants, shop.slug).toBeGreaterThanOrEqual(2);
      expect(shop.customers, shop.slug).toBeGreaterThanOrEqual(5);
      // Numbered from the first number on, one after another.
      const [first, last] = shop.numbers.split('-').map(Number);
      expect(first).toBe(100_001);
      expect(last! - first! + 1).toBe(shop.orders);
    }
  });

  it("fills the admin dashboard's KPIs and Activity cards", async () => {
    const admin = await loginAs(t, 'admin', 'Admin#2026');
    const answer = await graphqlAs<{
      salesKpis: { orders: number; revenueMinor: number; topProducts: unknown[] };
      activity: { total: number };
    }>(
      t,
      admin,
      `query { salesKpis(days: 30) { orders revenueMinor topProducts { productId } }
        activity(limit: 5) { total } }`,
    );
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data!.salesKpis.orders).toBeGreaterThan(10);
    expect(answer.body.data!.salesKpis.revenueMinor).toBeGreaterThan(0);
    expect(answer.body.data!.salesKpis.topProducts.length).toBeGreaterThanOrEqual(3);
    expect(answer.body.data!.activity.total).toBeGreaterThan(20);
  });

  it('lets the next real order continue the numbering', async () => {
    const [counter] = (
      await withSystem(t.database, (tx) =>
        tx.execute<{ last: number; max: number }>(sql`
          select c.last_number as last, (select max(number) from customer_order o where o.tenant_id = c.tenant_id) as max
          from order_number_counter c join tenant t on t.id = c.tenant_id where t.slug = 'druckerei'`),
      )
    ).rows;
    expect(counter!.last).toBe(counter!.max);
  });

  it('adds no past to shops that already exist, and none at all outside of `history` (production)', async () => {
    const before = await orderFacts();
    await demoModule.seedDemo!(t.database, { history: true });
    expect(await orderFacts()).toEqual(before);

    const production = await createTestApp({ seed: false });
    try {
      await demoModule.seedDemo!(production.database, { history: false });
      const count = await withSystem(production.database, (tx) =>
        tx.execute<{ n: number }>(sql`select (select count(*) from customer_order)::int
          + (select count(*) from audit_entry)::int as n`),
      );
      expect(count.rows[0]!.n).toBe(0);
    } finally {
      await production.close();
    }
  });
});
