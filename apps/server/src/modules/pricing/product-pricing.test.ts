import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { ENVELOPE_VALUES, ENVELOPES, placeOrder } from '../../testing/checkout-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { auditEntries } from '../audit/audit.tables.ts';
import { orderItems } from '../orders/orders.tables.ts';
import { productVariants, products } from '../catalog/catalog.tables.ts';
import { priceLists } from './pricing.tables.ts';
import { priceScales } from './price-scales.tables.ts';
import {
  ARCHIVE,
  coachSession,
  CREATE,
  listInput,
  RESTORE,
  type GraphQLBody,
} from './price-list-test-helpers.ts';

// The product editor's Price Management tab and how its prices reach the shop (issue 15): simple
// pricing with scales, a chosen price list, a list entered gross and a variant's own scales priced
// alike on the product page, in the cart and at checkout.

const SETTINGS = 'pricingMode priceListId simplePriceMinor currency scales { minQuantity unitPriceMinor }';
const READ = `query ProductPricing($productId: ID!) { productPricing(productId: $productId) { ${SETTINGS} } }`;
const SAVE = `mutation SaveProductPricing($productId: ID!, $input: ProductPricingInput!) {
  saveProductPricing(productId: $productId, input: $input) { ${SETTINGS} } }`;
const PREVIEW = `query ProductPricePreview($productId: ID!, $input: ProductPricingInput!) {
  productPricePreview(productId: $productId, input: $input) { quantity unitPrice { amountMinor } total { amountMinor } } }`;
const ADD = `mutation Add($input: CartItemInput!) { addCartItem(kind: cart, input: $input, contentReleased: true) {
  price { unitPriceMinor grossMinor netMinor } } }`;

type Settings = {
  pricingMode: string;
  priceListId: string | null;
  simplePriceMinor: number | null;
  scales: { minQuantity: number; unitPriceMinor: number }[];
};

let t: TestApp;
let admin: CookieJar;
let coach: CookieJar;
let northAdmin: CookieJar;
let posterId: string;
let posterListId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
  northAdmin = await loginAs(t, 'admin', 'Admin#2026', { host: 'northprint.localhost' });
  coach = await coachSession(t, admin, 'cora');
  const [poster] = await withSystem(t.database, (tx) =>
    tx.select().from(products).where(eq(products.slug, 'plakat-a1')),
  );
  posterId = poster!.id;
  posterListId = poster!.priceListId!;
});
afterAll(() => t.close());

const call = async <T>(
  jar: CookieJar,
  query: string,
  variables: Record<string, unknown> = {},
  host?: string,
) => (await graphqlAs<T>(t, jar, query, variables, host)).body as GraphQLBody<T>;
const shopTable = async () =>
  (
    await call<{ product: { priceTable: { quantity: number; unitPrice: { amountMinor: number } }[] } }>(
      admin,
      'query P { product(slug: "plakat-a1") { priceTable { quantity unitPrice { amountMinor } } } }',
    )
  ).data!.product.priceTable.map((row) => [row.quantity, row.unitPrice.amountMinor]);

const simple = {
  pricingMode: 'simple',
  simplePriceMinor: 2000,
  scales: [{ minQuantity: 10, unitPriceMinor: 1500 }],
};

describe('the Price Management tab', () => {
  it('reads the product’s mode and list, and how the shop’s price table names its prices', async () => {
    const body = await call<{ productPricing: Settings }>(admin, READ, { productId: posterId });
    expect(body.data!.productPricing).toMatchObject({ pricingMode: 'priceList', priceListId: posterListId });
    const caption = await call<{ productPricing: unknown; product: unknown }>(
      admin,
      `query C($productId: ID!) { productPricing(productId: $productId) { priceDisplay taxRateBasisPoints }
        product(slug: "plakat-a1") { priceDisplay taxRateBasisPoints } }`,
      { productId: posterId },
    );
    expect(caption.data!.productPricing).toEqual({ priceDisplay: 'gross', taxRateBasisPoints: 1900 });
    expect(caption.data!.productPricing).toEqual(caption.data!.product);
  });

  it('previews exactly what the shop will show, before saving', async () => {
    const preview = await call<{
      productPricePreview: { quantity: number; unitPrice: { amountMinor: number } }[];
    }>(admin, PREVIEW, { productId: posterId, input: simple });
    expect(preview.data!.productPricePreview.map((row) => row.quantity)).toEqual([1, 10]);
    // The poster is taxed at 19 % and the shop shows gross: 20.00 net is 23.80.
    expect(preview.data!.productPricePreview[0]!.unitPrice.amountMinor).toBe(2380);
    expect((await shopTable())[0]![0]).toBe(1);
    expect((await shopTable()).length).toBe(4); // nothing saved yet
  });

  it('previews a variant id that names an object property as an unknown variant (the product’s own scales)', async () => {
    // Found by the text fuzz: `__proto__` looked up the scales of Object.prototype and failed unexpectedly.
    const query = PREVIEW.replace(
      '$input: ProductPricingInput!)',
      '$input: ProductPricingInput!, $variantId: ID)',
    ).replace('input: $input)', 'input: $input, variantId: $variantId)');
    for (const variantId of ['__proto__', 'constructor', 'toString']) {
      const preview = await call<{ productPricePreview: { quantity: number }[] }>(admin, query, {
        productId: posterId,
        input: simple,
        variantId,
      });
      expect(preview.errors, variantId).toBeUndefined();
      expect(preview.data!.productPricePreview.map((row) => row.quantity)).toEqual([1, 10]);
    }
  });

  it('saves simple pricing with scales (replacing the price list), twice at once without doubling a scale', async () => {
    const [a, b] = await Promise.all([
      call<{ saveProductPricing: Settings }>(admin, SAVE, { productId: posterId, input: simple }),
      call<{ saveProductPricing: Settings }>(admin, SAVE, { productId: posterId, input: simple }),
    ]);
    expect([a.errors, b.errors]).toEqual([undefined, undefined]);
    expect(b.data!.saveProductPricing).toEqual({
      pricingMode: 'simple',
      priceListId: null,
      simplePriceMinor: 2000,
      currency: 'EUR',
      scales: [{ minQuantity: 10, unitPriceMinor: 1500 }],
    });
    expect(await shopTable()).toEqual([
      [1, 2380],
      [10, 1785],
    ]);
    const log = await withSystem(t.database, (tx) =>
      tx
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.entityId, posterId), eq(auditEntries.action, 'product.pricing'))),
    );
    expect(log.length).toBeGreaterThanOrEqual(1);
  });

  it('refuses bad scales per row, a missing list, and an archived list newly chosen', async () => {
    const bad = await call(admin, SAVE, {
      productId: posterId,
      input: { pricingMode: 'simple', simplePriceMinor: -1, scales: [] },
    });
    expect(bad.errors![0]!.extensions!.fields).toEqual({
      simplePriceMinor: { key: 'admin.priceScalePrice' },
    });
    const rows = await call(admin, SAVE, {
      productId: posterId,
      input: {
        pricingMode: 'simple',
        scales: [
          { minQuantity: 0, unitPriceMinor: 1 },
          { minQuantity: 2, unitPriceMinor: 1 },
          { minQuantity: 2, unitPriceMinor: 3 },
        ],
      },
    });
    expect(Object.keys(rows.errors![0]!.extensions!.fields!)).toEqual([
      'scales.0.minQuantity',
      'scales.2.minQuantity',
    ]);
    const none = await call(admin, SAVE, { productId: posterId, input: { pricingMode: 'priceList' } });
    expect(none.errors![0]!.extensions!.key).toBe('admin.priceListRequiredForMode');
    const list = (
      await call<{ createPriceList: { id: string } }>(admin, CREATE, listInput('Archiviert für Tab'))
    ).data!.createPriceList;
    await call(admin, ARCHIVE, { id: list.id });
    const archived = await call(admin, SAVE, {
      productId: posterId,
      input: { pricingMode: 'priceList', priceListId: list.id },
    });
    expect(archived.errors![0]!.extensions!.key).toBe('admin.priceListIsArchived');
    await call(admin, RESTORE, { id: list.id });
  });

  it('goes back to its price list', async () => {
    const body = await call<{ saveProductPricing: Settings }>(admin, SAVE, {
      productId: posterId,
      input: { pricingMode: 'priceList', priceListId: posterListId },
    });
    expect(body.data!.saveProductPricing.pricingMode).toBe('priceList');
    expect((await shopTable()).length).toBe(4);
  });

  it('needs prices.write to save; another tenant’s product is not found', async () => {
    expect(
      (await call(coach, SAVE, { productId: posterId, input: simple })).errors![0]!.extensions!.code,
    ).toBe('FORBIDDEN');
    const host = 'northprint.localhost';
    for (const query of [READ, SAVE]) {
      const answer = await call(northAdmin, query, { productId: posterId, input: simple }, host);
      expect(answer.errors![0]!.extensions!.key).toBe('admin.pricingProductNotFound');
    }
  });
});

describe('a list entered gross with a variant of its own, everywhere the shop prices', () => {
  it('the product page, the cart and the order show the same amounts', async () => {
    const [envelopes] = await withSystem(t.database, (tx) =>
      tx.select().from(products).where(eq(products.slug, ENVELOPES)),
    );
    const [windowed] = await withSystem(t.database, (tx) =>
      tx.select().from(productVariants).where(eq(productVariants.code, 'EN-DL-FENSTER')),
    );
    const listId = envelopes!.priceListId!;
    await withSystem(t.database, async (tx) => {
      await tx
        .update(priceLists)
        .set({ priceEntry: 'gross', taxCategory: 'standard' })
        .where(eq(priceLists.id, listId));
      await tx.delete(priceScales).where(eq(priceScales.priceListId, listId));
      await tx.insert(priceScales).values([
        { tenantId: envelopes!.tenantId, priceListId: listId, minQuantity: 100, unitPriceMinor: 119 },
        {
          tenantId: envelopes!.tenantId,
          priceListId: listId,
          variantId: windowed!.id,
          minQuantity: 100,
          unitPriceMinor: 238,
        },
      ]);
    });
    const page = await call<{
      product: { all: { total: { amountMinor: number } }[]; own: { total: { amountMinor: number } }[] };
    }>(
      admin,
      `query P($v: ID) { product(slug: "${ENVELOPES}") { all: priceTable { total { amountMinor } }
        own: priceTable(variantId: $v) { total { amountMinor } } } }`,
      { v: windowed!.id },
    );
    // Gross as entered: 100 × 1.19 = 119.00 and 100 × 2.38 = 238.00.
    expect(page.data!.product.all[0]!.total.amountMinor).toBe(11_900);
    expect(page.data!.product.own[0]!.total.amountMinor).toBe(23_800);
    const added = await call<{ addCartItem: { price: { grossMinor: number; netMinor: number } } }>(
      admin,
      ADD,
      {
        input: {
          productId: envelopes!.id,
          variantId: windowed!.id,
          quantity: 100,
          fieldValues: ENVELOPE_VALUES,
        },
      },
    );
    expect(added.data!.addCartItem.price).toMatchObject({ grossMinor: 23_800, netMinor: 20_000 });
    const placed = await placeOrder(t, admin);
    expect(placed.errors).toBeUndefined();
    const lines = await withSystem(t.database, (tx) =>
      tx.select().from(orderItems).where(eq(orderItems.orderId, placed.order!.id)),
    );
    const line = lines.find((item) => item.variantId === windowed!.id)!;
    expect([line.grossMinor, line.netMinor, line.taxMinor]).toEqual([23_800, 20_000, 3_800]);
  });
});
