import { pngImage } from '@print/core/media/image-fixtures';
import { LANGUAGE_COOKIE } from '@print/core/shell-data';
import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { graphqlAs, latestMail, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { addToCart, BILLING, placeOrder, productId, variantId } from '../../testing/checkout-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { uploadAnswer, visitor } from '../../testing/upload-helpers.ts';
import { products, productVariants } from '../catalog/catalog.tables.ts';
import { orderItems } from './orders.tables.ts';

// Issue 23: an order line says what was bought — the variant (id, name, code) and the product's article
// code as ordered — and every value the shopper entered, uploads linked, for products without a print
// template too (the demo's round stickers: a required artwork upload and production notes).

const STICKERS = 'aufkleber-rund';
const ITEM = `position productId articleCode variantId variantCode variantName variantLabel productName template
  values { name label type value text fileUrl }`;
const MY_ORDER = `query MyOrder($id: ID!) { myOrder(id: $id) { items { ${ITEM} } } }`;
const ADMIN_ORDER = `query AdminOrder($id: ID!) { order(id: $id) { items { ${ITEM} } } }`;
const CART = `query Cart { cartItems(kind: cart) { id variantId variant { id code name label } product { articleCode } } }`;

type Item = {
  articleCode: string | null;
  variantId: string | null;
  variantCode: string | null;
  variantName: string | null;
  template: unknown;
  values: {
    name: string;
    label: string;
    type: string;
    value: string;
    text: string;
    fileUrl: string | null;
  }[];
};

let t: TestApp;
let stickers: string;
let large: string;
let admin: CookieJar;
beforeAll(async () => {
  t = await createTestApp();
  stickers = await productId(t, STICKERS);
  large = await variantId(t, 'ST-RND-80');
  // The owner's own article number (the demo sets none).
  await withSystem(t.database, (tx) =>
    tx.update(products).set({ articleCode: 'AUF-RUND' }).where(eq(products.id, stickers)),
  );
  admin = await loginAs(t, 'admin', 'Admin#2026');
});
afterAll(() => t.close());

/**
 * A visitor reading English (the shop's default is German) orders 100 round stickers in Ø 80 mm with
 * their artwork and a note.
 */
async function orderStickers() {
  const jar = await visitor(t);
  jar.set(LANGUAGE_COOKIE, 'en-GB');
  const upload = await uploadAnswer(t, jar, pngImage(800, 800), 'artwork.png', 'image/png');
  const artwork = upload.data!.uploadPrintImage.url;
  await addToCart(t, jar, {
    productId: stickers,
    variantId: large,
    quantity: 100,
    fieldValues: { image: artwork, notes: 'Please cut with a white edge' },
  });
  const cart = await graphqlAs<{ cartItems: unknown[] }>(t, jar, CART);
  const { order, errors } = await placeOrder(t, jar);
  expect(errors).toBeUndefined();
  return { jar, artwork, orderId: order!.id, cart: cart.body };
}

describe('an order line keeps what was bought', () => {
  it('stores the variant id, names and codes and the fields as ordered', async () => {
    const { orderId, artwork, cart } = await orderStickers();
    // The cart showed the variant and the article code before the order.
    expect(cart.data!.cartItems).toEqual([
      expect.objectContaining({
        variantId: large,
        variant: { id: large, code: 'ST-RND-80', name: 'Ø 80 mm', label: 'Ø 80 mm (ST-RND-80)' },
        product: { articleCode: 'AUF-RUND' },
      }),
    ]);
    const [row] = await withSystem(t.database, (tx) =>
      tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)),
    );
    expect(row).toMatchObject({
      variantId: large,
      variantCode: 'ST-RND-80',
      variantName: { 'de-DE': 'Ø 80 mm', 'en-GB': 'Ø 80 mm' },
      articleCode: 'AUF-RUND',
      fieldValues: { image: artwork, notes: 'Please cut with a white edge' },
    });
    expect(row!.fields).toEqual([
      expect.objectContaining({
        name: 'image',
        type: 'image',
        label: { 'de-DE': 'Druckdaten', 'en-GB': 'Artwork' },
      }),
      expect.objectContaining({ name: 'notes', type: 'textarea' }),
    ]);
  });

  it('shows variant, codes, values and the upload link to the customer and the admin, template or not', async () => {
    const { jar, orderId, artwork } = await orderStickers();
    const mine = await graphqlAs<{ myOrder: { items: Item[] } }>(t, jar, MY_ORDER, { id: orderId });
    expect(mine.body.errors).toBeUndefined();
    const expected = {
      articleCode: 'AUF-RUND',
      variantId: large,
      variantCode: 'ST-RND-80',
      variantName: 'Ø 80 mm',
      variantLabel: 'Ø 80 mm (ST-RND-80)',
      template: null,
    };
    expect(mine.body.data!.myOrder.items[0]).toMatchObject(expected);
    // The visitor reads English: labels in their language, the upload as a link.
    expect(mine.body.data!.myOrder.items[0]!.values).toEqual([
      { name: 'image', label: 'Artwork', type: 'image', value: artwork, text: artwork, fileUrl: artwork },
      {
        name: 'notes',
        label: 'Production notes',
        type: 'textarea',
        value: 'Please cut with a white edge',
        text: 'Please cut with a white edge',
        fileUrl: null,
      },
    ]);

    const theirs = await graphqlAs<{ order: { items: Item[] } }>(t, admin, ADMIN_ORDER, { id: orderId });
    expect(theirs.body.errors).toBeUndefined();
    const item = theirs.body.data!.order.items[0]!;
    expect(item).toMatchObject(expected);
    expect(item.values.map((value) => [value.name, value.fileUrl])).toEqual([
      ['image', artwork],
      ['notes', null],
    ]);
    // The admin of the shop opens the upload.
    const file = await t.app.inject({ url: artwork, headers: { host: 'localhost' } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
  });

  it('names the variant and the codes in the confirmation mail, in the buyer’s language', async () => {
    const jar = await visitor(t); // no language cookie: the shop's German
    const upload = await uploadAnswer(t, jar, pngImage(800, 800), 'artwork.png', 'image/png');
    await addToCart(t, jar, {
      productId: stickers,
      variantId: large,
      quantity: 50,
      fieldValues: { image: upload.data!.uploadPrintImage.url },
    });
    const email = 'sticker-buyer@example.com';
    const { errors } = await placeOrder(t, jar, { billingAddress: { ...BILLING, email, ccEmail: '' } });
    expect(errors).toBeUndefined();
    const mail = await latestMail(t, email, 'checkout.orderConfirmationEmail');
    expect(mail?.body).toContain('50 × Aufkleber rund – Ø 80 mm (ST-RND-80)');
    expect(mail?.body).toContain('Artikelnummer: AUF-RUND');

    await orderStickers();
    const englishMail = await latestMail(t, BILLING.email, 'checkout.orderConfirmationEmail');
    expect(englishMail?.body).toContain('100 × Round stickers – Ø 80 mm (ST-RND-80)');
    expect(englishMail?.body).toContain('Article no.: AUF-RUND');
  });

  it('keeps the names and codes as ordered when the catalogue changes', async () => {
    const { jar, orderId } = await orderStickers();
    await withSystem(t.database, async (tx) => {
      await tx
        .update(productVariants)
        .set({ name: { 'de-DE': 'Groß', 'en-GB': 'Large' } })
        .where(eq(productVariants.id, large));
      await tx.update(products).set({ articleCode: 'NEU' }).where(eq(products.id, stickers));
    });
    try {
      const mine = await graphqlAs<{ myOrder: { items: Item[] } }>(t, jar, MY_ORDER, { id: orderId });
      expect(mine.body.data!.myOrder.items[0]).toMatchObject({
        variantName: 'Ø 80 mm',
        articleCode: 'AUF-RUND',
      });
    } finally {
      await withSystem(t.database, async (tx) => {
        await tx
          .update(productVariants)
          .set({ name: { 'de-DE': 'Ø 80 mm', 'en-GB': 'Ø 80 mm' } })
          .where(eq(productVariants.id, large));
        await tx.update(products).set({ articleCode: 'AUF-RUND' }).where(eq(products.id, stickers));
      });
    }
  });
});

describe('placing an order', () => {
  it('reads the products’ fields and templates, and the shop’s texts for the mail, once each', async () => {
    const jar = await visitor(t);
    jar.set(LANGUAGE_COOKIE, 'en-GB');
    const upload = await uploadAnswer(t, jar, pngImage(800, 800), 'artwork.png', 'image/png');
    await addToCart(t, jar, {
      productId: stickers,
      variantId: large,
      quantity: 100,
      fieldValues: { image: upload.data!.uploadPrintImage.url },
    });
    const statements: string[] = [];
    t.database.onStatement = (statement) => statements.push(statement);
    try {
      const { errors } = await placeOrder(t, jar);
      expect(errors).toBeUndefined();
    } finally {
      t.database.onStatement = undefined;
    }
    const listing = statements.join('\n');
    const count = (pattern: RegExp) => statements.filter((statement) => pattern.test(statement)).length;
    expect(count(/from "product_field"/), listing).toBe(1);
    expect(count(/^select "id", "template" from "product"/), listing).toBe(0);
    expect(count(/from "translation_text"/), listing).toBe(1);
  });
});

describe('orders placed before (migration 0016)', () => {
  // The migration's own statements after its column changes: what it does to lines of earlier orders.
  const backfill = () =>
    readFileSync(new URL('../../../migrations/0016_order_line_variant.sql', import.meta.url), 'utf8')
      .split('--> statement-breakpoint')
      .filter((statement) => /^\s*(--.*\n\s*)*UPDATE/u.test(statement));

  it('replaces the stored slug with the article code, fills what the variant tells, invents nothing', async () => {
    const withVariant = await orderStickers();
    const jar = await visitor(t);
    const upload = await uploadAnswer(t, jar, pngImage(800, 800), 'artwork.png', 'image/png');
    await addToCart(t, jar, {
      productId: stickers,
      quantity: 50,
      fieldValues: { image: upload.data!.uploadPrintImage.url },
    });
    const { order: withoutVariant } = await placeOrder(t, jar);
    // As lines looked before: the slug as article code, nothing of the variant or the fields.
    const old = { articleCode: STICKERS, variantCode: null, variantName: null, fields: null };
    await withSystem(t.database, (tx) =>
      tx
        .update(orderItems)
        .set(old)
        .where(sql`${orderItems.orderId} in (${withVariant.orderId}, ${withoutVariant!.id})`),
    );
    await withSystem(t.database, async (tx) => {
      for (const statement of backfill()) await tx.execute(sql.raw(statement));
    });
    const rows = await withSystem(t.database, (tx) =>
      tx
        .select()
        .from(orderItems)
        .where(and(sql`${orderItems.orderId} in (${withVariant.orderId}, ${withoutVariant!.id})`)),
    );
    const byOrder = new Map(rows.map((row) => [row.orderId, row]));
    expect(byOrder.get(withVariant.orderId)).toMatchObject({
      articleCode: 'AUF-RUND',
      variantCode: 'ST-RND-80',
      variantName: { 'de-DE': 'Ø 80 mm', 'en-GB': 'Ø 80 mm' },
    });
    expect(byOrder.get(withVariant.orderId)!.fields?.map((field) => field.name)).toEqual(['image', 'notes']);
    expect(byOrder.get(withoutVariant!.id)).toMatchObject({
      articleCode: 'AUF-RUND',
      variantId: null,
      variantCode: null,
      variantName: null,
    });
  });

  it('copies the article code as checkout stores it: trimmed, and none for blanks', async () => {
    const { orderId } = await orderStickers();
    const articleCodeAfterBackfill = async (productCode: string) => {
      await withSystem(t.database, async (tx) => {
        await tx.update(products).set({ articleCode: productCode }).where(eq(products.id, stickers));
        await tx.update(orderItems).set({ articleCode: STICKERS }).where(eq(orderItems.orderId, orderId));
        for (const statement of backfill()) await tx.execute(sql.raw(statement));
      });
      const [row] = await withSystem(t.database, (tx) =>
        tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)),
      );
      return row!.articleCode;
    };
    try {
      expect(await articleCodeAfterBackfill('  AUF-RUND \t')).toBe('AUF-RUND');
      expect(await articleCodeAfterBackfill('   ')).toBeNull();
    } finally {
      await withSystem(t.database, (tx) =>
        tx.update(products).set({ articleCode: 'AUF-RUND' }).where(eq(products.id, stickers)),
      );
    }
  });
});
