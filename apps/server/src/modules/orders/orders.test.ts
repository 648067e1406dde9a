import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import {
  addToCart,
  BILLING,
  ENVELOPE_VALUES,
  ENVELOPES,
  placeOrder,
  productId,
  setStock,
  visitor,
  type PlacedOrder,
} from '../../testing/checkout-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// After checkout (issue 5): Order history, reorder, the admin's list and status changes along the state
// machine of @print/core, and nobody reaching orders that are not theirs (or not their shop's).

const LIST = `query Orders($search: String, $status: OrderStatus, $sort: OrderSort, $offset: Int, $limit: Int) {
  orders(search: $search, status: $status, sort: $sort, offset: $offset, limit: $limit) {
    total items { id number status grossMinor itemCount billingAddress { lastName } } } }`;
const CHANGE = `mutation Change($id: ID!, $from: OrderStatus!, $to: OrderStatus!) {
  changeOrderStatus(id: $id, from: $from, to: $to) { status nextStatuses statusHistory { status } } }`;
const COUNTS = 'query Counts { orderCounts { inCreation placed processed error finished } }';
const HISTORY = 'query History { myOrders { total items { id number status grossMinor createdAt } } }';
// With the content release the browser asks for (spec §5); content-release.test.ts covers its absence.
const REORDER =
  'mutation Reorder($orderId: ID!, $position: Int, $to: ReorderTarget!) { reorder(orderId: $orderId, position: $position, to: $to, contentReleased: true) }';

type OrderList = {
  orders: {
    total: number;
    items: {
      id: string;
      number: number;
      status: string;
      itemCount: number;
      billingAddress: { lastName: string };
    }[];
  };
};

let t: TestApp;
let envelopes: string;
let admin: CookieJar;
let customer: CookieJar;
const placed: PlacedOrder[] = [];
beforeAll(async () => {
  t = await createTestApp();
  envelopes = await productId(t, ENVELOPES);
  await setStock(t, envelopes, null); // stock is checkout.test.ts's subject
  admin = await loginAs(t, 'admin', 'Admin#2026');
  customer = await loginAs(t, 'kunde', 'Kunde#2026');
  // Three orders of the customer, with different names to search for.
  for (const lastName of ['Muster', 'Beispiel', 'Probe']) {
    await addToCart(t, customer, { productId: envelopes, quantity: 100, fieldValues: ENVELOPE_VALUES });
    const { order } = await placeOrder(t, customer, { billingAddress: { ...BILLING, lastName } });
    placed.push(order!);
  }
});
afterAll(() => t.close());

describe('order history', () => {
  it('lists the customer’s own orders, newest first, and not a temporary visitor’s', async () => {
    const mine = await graphqlAs<{
      myOrders: { total: number; items: { number: number; status: string }[] };
    }>(t, customer, HISTORY);
    expect(mine.body.data!.myOrders.total).toBe(3);
    expect(mine.body.data!.myOrders.items.map((order) => order.number)).toEqual(
      placed.map((o) => o.number).reverse(),
    );
    const stranger = await visitor(t);
    expect(
      (await graphqlAs<{ myOrders: { total: number } }>(t, stranger, HISTORY)).body.data!.myOrders.total,
    ).toBe(0);
    const other = await graphqlAs<{ myOrder: null }>(
      t,
      stranger,
      'query O($id: ID!) { myOrder(id: $id) { id } }',
      { id: placed[0]!.id },
    );
    expect(other.body.data!.myOrder).toBeNull();
  });

  it('reorders all items into the cart, or reopens one in the drafts', async () => {
    const jar = await visitor(t);
    await addToCart(t, jar, { productId: envelopes, quantity: 250, fieldValues: ENVELOPE_VALUES });
    const { order } = await placeOrder(t, jar);
    const all = await graphqlAs<{ reorder: number }>(t, jar, REORDER, { orderId: order!.id, to: 'cart' });
    expect(all.body.data!.reorder).toBe(1);
    const draft = await graphqlAs<{ reorder: number }>(t, jar, REORDER, {
      orderId: order!.id,
      position: 1,
      to: 'draft',
    });
    expect(draft.body.data!.reorder).toBe(1);
    const counts = await graphqlAs<{ cartCounts: Record<string, number> }>(
      t,
      jar,
      'query C { cartCounts { cart draft } }',
    );
    expect(counts.body.data!.cartCounts).toEqual({ cart: 1, draft: 1 });
    const items = await graphqlAs<{ cartItems: { quantity: number; fieldValues: unknown }[] }>(
      t,
      jar,
      'query I { cartItems(kind: cart) { quantity fieldValues } }',
    );
    expect(items.body.data!.cartItems).toEqual([{ quantity: 250, fieldValues: ENVELOPE_VALUES }]);
    // Not someone else's order.
    const foreign = await graphqlAs(t, await visitor(t), REORDER, { orderId: order!.id, to: 'cart' });
    expect(foreign.body.errors?.[0]?.message).toBe('The order was not found.');
  });
});

describe('admin orders', () => {
  it('searches by name or number, filters by status, sorts and pages', async () => {
    const byName = await graphqlAs<OrderList>(t, admin, LIST, { search: 'beisp' });
    expect(byName.body.data!.orders.items.map((o) => o.billingAddress.lastName)).toEqual(['Beispiel']);
    const byNumber = await graphqlAs<OrderList>(t, admin, LIST, { search: String(placed[2]!.number) });
    expect(byNumber.body.data!.orders.items.map((o) => o.id)).toEqual([placed[2]!.id]);
    const page = await graphqlAs<OrderList>(t, admin, LIST, { sort: 'oldest', offset: 1, limit: 1 });
    expect(page.body.data!.orders.items.map((o) => o.id)).toEqual([placed[1]!.id]);
    expect(page.body.data!.orders.total).toBeGreaterThanOrEqual(3);
    const wildcard = await graphqlAs<OrderList>(t, admin, LIST, { search: '%' });
    expect(wildcard.body.data!.orders.total).toBe(0);
  });

  it('moves an order along the state machine only; the dashboard counts follow', async () => {
    const id = placed[0]!.id;
    const before = (await graphqlAs<{ orderCounts: Record<string, number> }>(t, admin, COUNTS)).body.data!
      .orderCounts;
    const processed = await graphqlAs<{ changeOrderStatus: { status: string; nextStatuses: string[] } }>(
      t,
      admin,
      CHANGE,
      {
        id,
        from: 'placed',
        to: 'processed',
      },
    );
    expect(processed.body.data!.changeOrderStatus).toMatchObject({
      status: 'processed',
      nextStatuses: ['finished', 'error'],
    });
    // A stale screen (from: placed) or a skipped step is refused.
    const stale = await graphqlAs(t, admin, CHANGE, { id, from: 'placed', to: 'processed' });
    expect(stale.body.errors?.[0]?.extensions).toMatchObject({ key: 'orders.statusChangeNotAllowed' });
    const skip = await graphqlAs(t, admin, CHANGE, { id: placed[1]!.id, from: 'placed', to: 'finished' });
    expect(skip.body.errors?.[0]?.extensions).toMatchObject({ key: 'orders.statusChangeNotAllowed' });
    const after = (await graphqlAs<{ orderCounts: Record<string, number> }>(t, admin, COUNTS)).body.data!
      .orderCounts;
    expect(after.placed).toBe(before.placed! - 1);
    expect(after.processed).toBe(before.processed! + 1);
    const history = await graphqlAs<{ myOrders: { items: { id: string; status: string }[] } }>(
      t,
      customer,
      HISTORY,
    );
    expect(history.body.data!.myOrders.items.find((o) => o.id === id)?.status).toBe('processed');
  });

  it('is for orders.read / orders.manage, and never shows another shop’s orders', async () => {
    const denied = await graphqlAs(t, customer, LIST);
    expect(denied.body.errors?.[0]?.message).toBe('Forbidden');
    expect(
      (await graphqlAs(t, customer, CHANGE, { id: placed[1]!.id, from: 'placed', to: 'processed' })).body
        .errors?.[0]?.message,
    ).toBe('Forbidden');
    const northAdmin = await loginAs(t, 'admin', 'Admin#2026', { host: 'northprint.localhost' });
    const north = await graphqlAs<OrderList>(t, northAdmin, LIST, {}, 'northprint.localhost');
    expect(north.body.data!.orders.total).toBe(0);
    const foreign = await graphqlAs<{ order: null }>(
      t,
      northAdmin,
      'query O($id: ID!) { order(id: $id) { id } }',
      { id: placed[1]!.id },
      'northprint.localhost',
    );
    expect(foreign.body.data!.order).toBeNull();
  });
});
