import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../../platform/db/tenant-scope.ts';
import { graphqlAs, latestMail, loginAs, type CookieJar } from '../../../testing/auth-helpers.ts';
import {
  ENVELOPE_VALUES,
  ENVELOPES,
  placeOrder,
  productId,
  setStock,
  visitor,
} from '../../../testing/checkout-helpers.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { auditEntries } from '../../audit/audit.tables.ts';
import { tenants } from '../../tenancy/tenancy.tables.ts';
import { productVariants } from '../catalog.tables.ts';
import { releaseStock } from './stock.ts';

// The Inventory Management tab's API and the shop following it (decision 0047): stock for the product
// or per variant, saved at once, and what the product page, the cart and the checkout make of it.

const FIELDS = 'productId tracking stock warningThreshold variants { id code name published archived stock }';
const READ = `query Inventory($productId: ID!) { productInventory(productId: $productId) { ${FIELDS} } }`;
const SAVE = `mutation Save($input: StockSettingsInput!) { saveStockSettings(input: $input) { ${FIELDS} } }`;
const SHOP = `query Shop($slug: String!) { product(slug: $slug) {
  stock inStock available unavailableReason variants { id code stock inStock } } }`;

type Inventory = {
  productId: string;
  tracking: 'off' | 'product' | 'variants';
  stock: number | null;
  warningThreshold: number | null;
  variants: {
    id: string;
    code: string;
    name: string;
    published: boolean;
    archived: boolean;
    stock: number | null;
  }[];
};
type Errors = { message: string; extensions?: { key?: string; fields?: Record<string, { key: string }> } }[];

let t: TestApp;
let admin: CookieJar;
let envelopes: string;
let window: string;
let plain: string;

const read = async (jar = admin, id = envelopes, host?: string) =>
  graphqlAs<{ productInventory: Inventory }>(t, jar, READ, { productId: id }, host);
const save = async (input: Record<string, unknown>, jar = admin, host?: string) =>
  graphqlAs<{ saveStockSettings: Inventory }>(
    t,
    jar,
    SAVE,
    { input: { productId: envelopes, ...input } },
    host,
  );
const perVariant = (windowStock: string, plainStock: string, warningThreshold = '') =>
  save({
    tracking: 'variants',
    warningThreshold,
    variants: [
      { id: window, stock: windowStock },
      { id: plain, stock: plainStock },
    ],
  });
const shop = async () =>
  (
    await graphqlAs<{
      product: {
        stock: number | null;
        inStock: boolean;
        available: boolean;
        unavailableReason: string | null;
        variants: { id: string; code: string; stock: number | null; inStock: boolean }[];
      };
    }>(t, await visitor(t), SHOP, { slug: ENVELOPES })
  ).body.data!.product;
const variantStock = async (id: string) =>
  (
    await withSystem(t.database, (tx) =>
      tx.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, id)),
    )
  )[0]!.stock;
const addVariant = async (variantId: string | undefined, quantity = 100) => {
  const jar = await visitor(t);
  const answer = await graphqlAs<{ addCartItem: { id: string } }>(
    t,
    jar,
    `mutation Add($input: CartItemInput!) { addCartItem(kind: cart, input: $input, contentReleased: true) { id } }`,
    { input: { productId: envelopes, variantId, quantity, fieldValues: ENVELOPE_VALUES } },
  );
  return { jar, errors: answer.body.errors as Errors | undefined };
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
  envelopes = await productId(t, ENVELOPES);
  const variants = await withSystem(t.database, (tx) =>
    tx.select().from(productVariants).where(eq(productVariants.productId, envelopes)),
  );
  window = variants.find((variant) => variant.code === 'EN-DL-FENSTER')!.id;
  plain = variants.find((variant) => variant.code === 'EN-DL-OHNE')!.id;
});
afterAll(() => t.close());

describe('stock settings', () => {
  it('reads the demo envelopes as counted for the whole product, with their variants', async () => {
    await setStock(t, envelopes, 500);
    const { body } = await read();
    expect(body.errors).toBeUndefined();
    expect(body.data!.productInventory).toMatchObject({
      tracking: 'product',
      stock: 500,
      warningThreshold: null,
    });
    expect(body.data!.productInventory.variants.map((variant) => [variant.code, variant.stock])).toEqual([
      ['EN-DL-FENSTER', null],
      ['EN-DL-OHNE', null],
    ]);
  });

  it('saves counts per variant at once; the shop sells each variant from its own count', async () => {
    const { body } = await perVariant('300', '0', '150');
    expect(body.errors).toBeUndefined();
    expect(body.data!.saveStockSettings).toMatchObject({
      tracking: 'variants',
      stock: null,
      warningThreshold: 150,
    });
    expect(body.data!.saveStockSettings.variants.map((variant) => variant.stock)).toEqual([300, 0]);

    const product = await shop();
    expect(product).toMatchObject({ stock: 300, inStock: true, available: true });
    expect(product.variants.map((variant) => [variant.code, variant.stock, variant.inStock])).toEqual([
      ['EN-DL-FENSTER', 300, true],
      ['EN-DL-OHNE', 0, false],
    ]);
    // A sold-out variant cannot go into the cart; nor the product without choosing a variant.
    expect((await addVariant(plain)).errors?.[0]?.message).toBe('Product is not available at the moment.');
    expect((await addVariant(undefined)).errors?.[0]?.message).toBe(
      'Product is not available at the moment.',
    );
    expect((await addVariant(window)).errors).toBeUndefined();

    const [entry] = await withSystem(t.database, (tx) =>
      tx
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.entityId, envelopes), eq(auditEntries.action, 'product.stockSettings')))
        .orderBy(desc(auditEntries.at))
        .limit(1),
    );
    expect(entry).toMatchObject({ actorName: expect.any(String), entityType: 'product' });
    expect(entry!.details).toMatchObject({
      tracking: 'variants',
      variants: { 'EN-DL-FENSTER': 300, 'EN-DL-OHNE': 0 },
    });
  });

  it('an order takes units from its variant and warns about that variant; the product is sold out when all are', async () => {
    const [changed] = await withSystem(t.database, (tx) =>
      tx
        .update(tenants)
        .set({
          settings: sql`jsonb_set(${tenants.settings}, '{orderWorkflow}', '{"stockWarningRecipients":"lager@example.com"}'::jsonb)`,
        })
        .where(eq(tenants.slug, 'druckerei'))
        .returning({ id: tenants.id }),
    );
    t.services.tenantChanges.changed(changed!.id);
    await perVariant('300', '0', '150');
    const { jar } = await addVariant(window, 200);
    const { order, errors } = await placeOrder(t, jar);
    expect(errors).toBeUndefined();
    expect(order?.status).toBe('placed');
    expect(await variantStock(window)).toBe(100);
    const warning = await latestMail(t, 'lager@example.com', 'checkout.stockWarningEmail');
    expect(warning?.body).toContain('EN-DL-FENSTER');
    expect(warning?.body).toContain('100');

    // The last 100 go; the other variant has none: the product is out of stock, and says so.
    const last = await addVariant(window, 100);
    expect((await placeOrder(t, last.jar)).errors).toBeUndefined();
    const soldOut = await shop();
    expect(soldOut).toMatchObject({
      stock: 0,
      inStock: false,
      available: false,
      unavailableReason: 'outOfStock',
    });
  });

  it('restocking a sold-out product makes it orderable at once', async () => {
    await perVariant('0', '0');
    expect((await shop()).available).toBe(false);
    expect((await perVariant('0', '250')).body.errors).toBeUndefined();
    const product = await shop();
    expect(product).toMatchObject({ available: true, inStock: true, stock: 250 });
    const { jar, errors } = await addVariant(plain, 250);
    expect(errors).toBeUndefined();
    expect((await placeOrder(t, jar)).order?.status).toBe('placed');
    expect(await variantStock(plain)).toBe(0);
  });

  it('switching to one count for the product clears the variants’ counts; off clears all', async () => {
    const product = await save({ tracking: 'product', stock: '500', warningThreshold: '' });
    expect(product.body.data!.saveStockSettings).toMatchObject({ tracking: 'product', stock: 500 });
    expect(product.body.data!.saveStockSettings.variants.every((variant) => variant.stock === null)).toBe(
      true,
    );
    const off = await save({ tracking: 'off' });
    expect(off.body.data!.saveStockSettings).toMatchObject({
      tracking: 'off',
      stock: null,
      warningThreshold: null,
    });
    expect((await shop()).stock).toBeNull();
  });

  it('refuses missing and malformed counts with the field’s message, keeping the stored settings', async () => {
    await save({ tracking: 'product', stock: '500' });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ tracking: 'product', stock: '' }, 'stock', 'validation.required'],
      [{ tracking: 'product', stock: '-1' }, 'stock', 'admin.stockWholeNumber'],
      [{ tracking: 'product', stock: '2.5' }, 'stock', 'admin.stockWholeNumber'],
      [
        { tracking: 'product', stock: '10', warningThreshold: 'many' },
        'warningThreshold',
        'admin.stockWholeNumber',
      ],
      [
        { tracking: 'variants', variants: [{ id: window, stock: '5' }] },
        `variants.${plain}`,
        'validation.required',
      ],
    ];
    for (const [input, field, key] of cases) {
      const { body } = await save(input);
      const errors = body.errors as Errors;
      expect(errors[0]!.extensions?.fields?.[field]?.key, JSON.stringify(input)).toBe(key);
    }
    expect((await read()).body.data!.productInventory).toMatchObject({ tracking: 'product', stock: 500 });
    expect((await save({ tracking: 'product', stock: '5000000000' })).body.errors?.[0]?.message).toBe(
      'Please enter a whole number of 0 or more',
    );
  });

  it('two saves at once: the later one wins whole, never a mix of both', async () => {
    const [a, b] = await Promise.all([perVariant('111', '111'), perVariant('222', '222')]);
    expect(a.body.errors).toBeUndefined();
    expect(b.body.errors).toBeUndefined();
    const stocks = [await variantStock(window), await variantStock(plain)];
    expect([
      [111, 111],
      [222, 222],
    ]).toContainEqual(stocks);
  });

  it('a save racing an order never oversells: the order either takes the units before or finds the saved count', async () => {
    for (let round = 0; round < 3; round++) {
      await perVariant('200', '0');
      const { jar } = await addVariant(window, 200);
      const [order, saved] = await Promise.all([placeOrder(t, jar), perVariant('100', '0')]);
      expect(saved.body.errors).toBeUndefined();
      const stock = await variantStock(window);
      // The save sets the count the admin counted: 100 either way. An order placed took 200 from the
      // 200 there were before; one after the save finds 100 and is refused, taking nothing.
      expect(stock).toBe(100);
      if (order.errors)
        expect(order.errors[0]!.message).toBe('Not all products are in stock or available to order.');
      else expect(order.order?.status).toBe('placed');
    }
  });
});

describe('giving units back', () => {
  it('returns an unpaid order’s units to the variant that counts them, else to the product', async () => {
    await perVariant('10', '0');
    await withSystem(t.database, (tx) =>
      releaseStock(tx, [
        { productId: envelopes, variantId: window, quantity: 100 },
        { productId: envelopes, variantId: null, quantity: 100 },
      ]),
    );
    expect(await variantStock(window)).toBe(110);
    expect((await read()).body.data!.productInventory.stock).toBeNull(); // not counted: nothing to give back
    await save({ tracking: 'product', stock: '5' });
    await withSystem(t.database, (tx) =>
      releaseStock(tx, [{ productId: envelopes, variantId: window, quantity: 100 }]),
    );
    expect((await read()).body.data!.productInventory.stock).toBe(105);
  });
});

describe('stock settings: rights and tenants', () => {
  it('needs catalog.write to save and the admin to read; another shop’s product is not found', async () => {
    const customer = await loginAs(t, 'kunde', 'Kunde#2026');
    expect((await read(customer)).body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect((await save({ tracking: 'off' }, customer)).body.errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
    });
    const anonymous = await visitor(t);
    expect((await read(anonymous)).body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });

    const north = await loginAs(t, 'admin', 'Admin#2026', { host: 'northprint.localhost' });
    const foreign = await read(north, envelopes, 'northprint.localhost');
    expect(foreign.body.errors?.[0]?.message).toBe('The product does not exist');
    const foreignSave = await save({ tracking: 'off' }, north, 'northprint.localhost');
    expect(foreignSave.body.errors?.[0]?.message).toBe('The product does not exist');
    expect((await read(admin, 'not-a-uuid')).body.errors?.[0]?.message).toBe('The product does not exist');
  });
});
