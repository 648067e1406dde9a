import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { graphqlAs } from '../../testing/auth-helpers.ts';
import {
  BILLING,
  ENVELOPE_VALUES,
  ENVELOPES,
  placeOrder,
  productId,
  setStock,
  shopperWith,
  stockOf,
} from '../../testing/checkout-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { products } from '../catalog/catalog.tables.ts';
import { mailOutbox } from '../mail/mail.tables.ts';
import { priceScales } from '../pricing/price-scales.tables.ts';

// Checkout arriving many times at once (issue 5): a double click orders once, and a crowd buying the
// last units gets exactly as many orders as there were units; everyone else hears why.

let t: TestApp;
let envelopes: string;
beforeAll(async () => {
  t = await createTestApp();
  envelopes = await productId(t, ENVELOPES);
});
afterAll(() => t.close());

const shopperWithEnvelopes = (quantity = 100) => shopperWith(t, envelopes, quantity, ENVELOPE_VALUES);

describe('concurrency', () => {
  it('20 simultaneous placeOrder calls of one session (a double click): one order, one mail, stock taken once', async () => {
    await setStock(t, envelopes, 500);
    const jar = await shopperWithEnvelopes(100);
    const email = 'double-click@example.com';
    const results = await Promise.all(
      Array.from({ length: 20 }, () => placeOrder(t, jar, { billingAddress: { ...BILLING, email } })),
    );
    const placed = results.filter((result) => result.order?.status === 'placed');
    expect(placed).toHaveLength(1);
    // The others hear why, in words: the cart was ordered already.
    for (const result of results.filter((r) => !r.order)) {
      expect(result.errors?.map((error) => error.message)).toEqual(['Your shopping cart is empty.']);
    }
    expect(await stockOf(t, envelopes)).toBe(400);
    const history = await graphqlAs<{ myOrders: { total: number } }>(
      t,
      jar,
      'query H { myOrders { total } }',
    );
    expect(history.body.data!.myOrders.total).toBe(1);
    const mails = await withSystem(t.database, (tx) =>
      tx.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)),
    );
    expect(mails.map((mail) => mail.templateKey)).toEqual(['checkout.orderConfirmationEmail']);
    await setStock(t, envelopes, 500);
  });

  it('200 concurrent checkouts of the last 10 units: exactly 10 orders, stock 0', async () => {
    // Sell single envelopes for this test: a scale from 1 piece on their price list.
    const [product] = await withSystem(t.database, (tx) =>
      tx
        .select({ tenantId: products.tenantId, priceListId: products.priceListId })
        .from(products)
        .where(eq(products.id, envelopes)),
    );
    await withSystem(t.database, (tx) =>
      tx.insert(priceScales).values({
        tenantId: product!.tenantId,
        priceListId: product!.priceListId,
        minQuantity: 1,
        unitPriceMinor: 30,
      }),
    );
    await setStock(t, envelopes, 1000);
    const buyers = await Promise.all(Array.from({ length: 200 }, () => shopperWithEnvelopes(1)));
    await setStock(t, envelopes, 10);
    const results = await Promise.all(buyers.map((jar) => placeOrder(t, jar)));
    const placed = results.filter((result) => result.order?.status === 'placed');
    const refused = results.filter((result) => result.errors?.[0]?.extensions?.key === 'checkout.stockError');
    // Any other answer is a defect: shown as it is.
    const other = results.filter((result) => !placed.includes(result) && !refused.includes(result));
    expect(other.map((result) => result.errors ?? result.order)).toEqual([]);
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(190);
    expect(await stockOf(t, envelopes)).toBe(0);
    await setStock(t, envelopes, 500);
    // 200 checkouts on PostgreSQL beside other work (load 20 on two cores) outlasted the default minute.
  }, 180_000);
});
