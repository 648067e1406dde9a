import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { graphqlAs, latestMail, loginAs } from '../../testing/auth-helpers.ts';
import {
  addToCart,
  BILLING,
  ENVELOPE_VALUES,
  ENVELOPES,
  placeOrder,
  productId,
  shopperWith,
  setStock,
  stockOf,
  visitor,
} from '../../testing/checkout-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { products } from '../catalog/catalog.tables.ts';
import { priceScales } from '../pricing/price-scales.tables.ts';
import { tenants } from '../tenancy/tenancy.tables.ts';

// Checkout with the built-in invoice method (issue 5): the rules of spec §5, the order's snapshot,
// stock taken in the order's transaction, the confirmation mail and the cart emptied.

const ORDER = `query MyOrder($id: ID!) { myOrder(id: $id) {
  id number status paymentMethod currency netMinor taxMinor grossMinor
  billingAddress { firstName lastName email ccEmail costCenter city }
  shippingAddress { firstName city }
  items { position articleCode productName quantity unitPriceMinor netMinor taxMinor grossMinor taxRate fieldValues }
} }`;
const CART = 'query Cart { cartItems(kind: cart) { id } }';

let t: TestApp;
let envelopes: string;
beforeAll(async () => {
  t = await createTestApp();
  envelopes = await productId(t, ENVELOPES);
});
afterAll(() => t.close());

const shopperWithEnvelopes = (quantity = 100) => shopperWith(t, envelopes, quantity, ENVELOPE_VALUES);

describe('checkout with invoice', () => {
  it('places the order: snapshot of lines, prices, tax and addresses; cart emptied; mail to customer and CC', async () => {
    await setStock(t, envelopes, 500);
    const jar = await shopperWithEnvelopes(250);
    const { order, errors } = await placeOrder(t, jar);
    expect(errors).toBeUndefined();
    expect(order).toMatchObject({ status: 'placed', paymentMethod: 'invoice' });
    expect(order!.number).toBeGreaterThan(100_000);

    const detail = await graphqlAs<{
      myOrder: Record<string, unknown> & { items: Record<string, unknown>[] };
    }>(t, jar, ORDER, { id: order!.id });
    expect(detail.body.errors).toBeUndefined();
    const placed = detail.body.data!.myOrder;
    // 250 envelopes at the 250 scale (19 ct net each), 19 % VAT on the line total.
    expect(placed.items).toEqual([
      expect.objectContaining({
        position: 1,
        // The demo envelopes have no article code of their own; the slug is no article code (issue 23).
        articleCode: null,
        // The shop's default language: these calls send no language cookie.
        productName: 'Briefumschläge DIN lang',
        quantity: 250,
        unitPriceMinor: 23, // 19 ct net, shown gross
        netMinor: 4750,
        taxMinor: 903,
        grossMinor: 5653,
        taxRate: 1900,
        fieldValues: ENVELOPE_VALUES,
      }),
    ]);
    expect(placed).toMatchObject({ currency: 'EUR', netMinor: 4750, taxMinor: 903, grossMinor: 5653 });
    expect(placed.billingAddress).toEqual({
      firstName: 'Eva',
      lastName: 'Muster',
      email: 'eva@example.com',
      ccEmail: 'einkauf@example.com',
      costCenter: 'KST-4711',
      city: 'Berlin',
    });
    expect(placed.shippingAddress).toEqual({ firstName: 'Eva', city: 'Berlin' });

    expect((await graphqlAs<{ cartItems: unknown[] }>(t, jar, CART)).body.data!.cartItems).toEqual([]);
    expect(await stockOf(t, envelopes)).toBe(250);
    const mail = await latestMail(t, 'eva@example.com', 'checkout.orderConfirmationEmail');
    expect(mail?.ccAddress).toBe('einkauf@example.com');
    expect(mail?.subject).toContain(String(order!.number));
    expect(mail?.body).toContain('250 × Briefumschläge DIN lang');
    expect(mail?.body).toContain('56,53\u00a0€');
  });

  it('keeps the snapshot when the catalogue changes later', async () => {
    await setStock(t, envelopes, null);
    const jar = await shopperWithEnvelopes(100);
    const { order } = await placeOrder(t, jar);
    await withSystem(t.database, async (tx) => {
      await tx.update(priceScales).set({ unitPriceMinor: sql`${priceScales.unitPriceMinor} * 2` });
      await tx
        .update(products)
        .set({ name: { 'en-GB': 'Renamed', 'de-DE': 'Umbenannt' } })
        .where(eq(products.id, envelopes));
    });
    try {
      const detail = await graphqlAs<{
        myOrder: { grossMinor: number; items: { productName: string; unitPriceMinor: number }[] };
      }>(t, jar, ORDER, { id: order!.id });
      expect(detail.body.data!.myOrder.items[0]).toMatchObject({
        productName: 'Briefumschläge DIN lang',
        unitPriceMinor: 30, // 25 ct net, shown gross
      });
      expect(detail.body.data!.myOrder.grossMinor).toBe(2975);
    } finally {
      await withSystem(t.database, async (tx) => {
        await tx.update(priceScales).set({ unitPriceMinor: sql`${priceScales.unitPriceMinor} / 2` });
        await tx
          .update(products)
          .set({ name: { 'de-DE': 'Briefumschläge DIN lang', 'en-GB': 'DL envelopes' } })
          .where(eq(products.id, envelopes));
      });
    }
  });

  it("refuses with the spec's messages and keeps the cart: mandatory fields, terms, unknown method", async () => {
    const jar = await shopperWithEnvelopes();
    const missing = await placeOrder(t, jar, { billingAddress: { ...BILLING, city: '', email: '' } });
    expect(missing.errors?.[0]?.message).toBe('Please fill in all mandatory fields.');
    expect(missing.errors?.[0]?.extensions?.fields).toMatchObject({
      'billing.city': { key: 'validation.required' },
      'billing.email': { key: 'validation.required' },
    });
    const terms = await placeOrder(t, jar, { acceptTerms: false });
    expect(terms.errors?.[0]?.message).toBe('Please accept the terms and conditions.');
    const shipping = await placeOrder(t, jar, {
      shippingSameAsBilling: false,
      shippingAddress: { firstName: 'Max' },
    });
    expect(shipping.errors?.[0]?.extensions?.fields).toHaveProperty(['shipping.lastName']);
    const forbidden = await placeOrder(t, jar, { billingAddress: { ...BILLING, city: 'Berlin <b>' } });
    expect(forbidden.errors?.[0]?.extensions?.fields?.['billing.city']?.key).toBe(
      'validation.forbiddenCharacters',
    );
    // Card is not offered by the demo shop (no keys): refused like an unknown method.
    const card = await placeOrder(t, jar, { paymentMethod: 'card' });
    expect(card.errors?.[0]?.extensions?.fields).toHaveProperty(['paymentMethod']);
    expect((await graphqlAs<{ cartItems: unknown[] }>(t, jar, CART)).body.data!.cartItems).toHaveLength(1);
  });

  it("an empty cart, or a product no longer orderable, gives 'Not all products …' and no order", async () => {
    const empty = await placeOrder(t, await visitor(t));
    expect(empty.errors?.[0]?.extensions?.key).toBe('checkout.cartEmpty');

    const jar = await shopperWithEnvelopes();
    await withSystem(t.database, (tx) =>
      tx.update(products).set({ orderable: false }).where(eq(products.id, envelopes)),
    );
    try {
      const refused = await placeOrder(t, jar);
      expect(refused.errors?.[0]?.message).toBe('Not all products are in stock or available to order.');
    } finally {
      await withSystem(t.database, (tx) =>
        tx.update(products).set({ orderable: true }).where(eq(products.id, envelopes)),
      );
    }
  });

  it('refuses more than the stock holds, and mails the stock-warning recipients when it falls below the threshold', async () => {
    const [changed] = await withSystem(t.database, (tx) =>
      tx
        .update(tenants)
        .set({
          settings: sql`jsonb_set(${tenants.settings}, '{orderWorkflow}', '{"stockWarningRecipients":"lager@example.com,chef@example.com"}'::jsonb)`,
        })
        .where(eq(tenants.slug, 'druckerei'))
        .returning({ id: tenants.id }),
    );
    // As the admin's settings save does: this instance's caches drop the tenant.
    t.services.tenantChanges.changed(changed!.id);
    await setStock(t, envelopes, 300, 150);
    const tooMany = await placeOrder(t, await shopperWithEnvelopes(400));
    expect(tooMany.errors?.[0]?.message).toBe('Not all products are in stock or available to order.');
    expect(await stockOf(t, envelopes)).toBe(300);

    const { order } = await placeOrder(t, await shopperWithEnvelopes(200));
    expect(order?.status).toBe('placed');
    expect(await stockOf(t, envelopes)).toBe(100);
    for (const to of ['lager@example.com', 'chef@example.com']) {
      const warning = await latestMail(t, to, 'checkout.stockWarningEmail');
      expect(warning?.body).toContain('100');
    }
    await setStock(t, envelopes, 500);
  });

  it('saves the addresses to the profile when asked, and prefills the next checkout from them', async () => {
    const jar = await loginAs(t, 'kunde', 'Kunde#2026');
    await addToCart(t, jar, { productId: envelopes, quantity: 100, fieldValues: ENVELOPE_VALUES });
    const delivery = {
      ...BILLING,
      email: undefined,
      ccEmail: undefined,
      costCenter: undefined,
      city: 'Potsdam',
    };
    const { order } = await placeOrder(t, jar, {
      shippingSameAsBilling: false,
      shippingAddress: delivery,
      saveToProfile: true,
    });
    expect(order?.status).toBe('placed');
    const info = await graphqlAs<{
      checkout: { billingAddress: { costCenter: string }; shippingAddress: { city: string } };
    }>(
      t,
      jar,
      'query Checkout { checkout { billingAddress { costCenter } shippingAddress { city } shippingSameAsBilling } }',
    );
    expect(info.body.data!.checkout).toEqual({
      billingAddress: { costCenter: 'KST-4711' },
      shippingAddress: { city: 'Potsdam' },
      shippingSameAsBilling: false,
    });
  });

  it('starts with the delivery address saved in the profile when it differs from the billing one', async () => {
    const SAVE = `mutation Save($kind: AddressKind!, $address: AddressInput!) {
      updateAddress(kind: $kind, address: $address) { id } }`;
    const CHECKOUT =
      'query Checkout { checkout { shippingAddress { firstName city } shippingSameAsBilling } }';
    const checkout = async (jar: Awaited<ReturnType<typeof visitor>>) =>
      (
        await graphqlAs<{ checkout: { shippingAddress: object; shippingSameAsBilling: boolean } }>(
          t,
          jar,
          CHECKOUT,
        )
      ).body.data!.checkout;
    const save = async (jar: Awaited<ReturnType<typeof visitor>>, kind: string, address: object) =>
      expect((await graphqlAs(t, jar, SAVE, { kind, address })).body.errors).toBeUndefined();
    const { email: _email, ccEmail: _cc, costCenter: _cost, ...asDelivery } = BILLING;

    const jar = await visitor(t);
    // Nothing saved: delivery to the billing address.
    expect((await checkout(jar)).shippingSameAsBilling).toBe(true);
    await save(jar, 'billing', BILLING);
    // The delivery address saved under My Account → addresses, another than the billing one.
    await save(jar, 'shipping', { ...asDelivery, firstName: 'Lena', city: 'Hamburg' });
    expect(await checkout(jar)).toEqual({
      shippingAddress: { firstName: 'Lena', city: 'Hamburg' },
      shippingSameAsBilling: false,
    });
    // Saved as "same as billing address": nothing to choose.
    await save(jar, 'shipping', asDelivery);
    expect((await checkout(jar)).shippingSameAsBilling).toBe(true);
  });
});
