import { AUTH_PATHS } from '@print/core/auth/auth-api';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { authPost, graphqlAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tenants } from '../tenancy/tenancy.tables.ts';
import { productVariants, products } from '../catalog/catalog.tables.ts';
import { priceLists } from './pricing.tables.ts';
import { priceScales } from './price-scales.tables.ts';

// Issue 4: prices from quantity scales, end to end. For any price list, at every scale boundary the
// product page's price table and the cart line agree, and total = price per single unit × quantity
// (a product without tax, so what is shown is what is stored).

const TABLE = `query T { product(slug: "plakat-a1") { id priceTable { quantity unitPrice { amountMinor } total { amountMinor } } } }`;
const ADD = `mutation A($input: CartItemInput!) { addCartItem(kind: draft, input: $input) {
  quantity price { unitPriceMinor totalMinor } } }`;

type Row = { quantity: number; unitPrice: { amountMinor: number }; total: { amountMinor: number } };

let t: TestApp;
let jar: CookieJar;
let productId: string;
let priceListId: string;
let tenantId: string;
beforeAll(async () => {
  t = await createTestApp();
  jar = new Map();
  await authPost(t, AUTH_PATHS.temporarySession, { language: 'de-DE' }, jar);
  await withSystem(t.database, async (tx) => {
    const [tenant] = await tx.select().from(tenants).where(eq(tenants.slug, 'druckerei'));
    tenantId = tenant!.id;
    const [product] = await tx
      .update(products)
      .set({ taxCategory: 'none' })
      .where(and(eq(products.tenantId, tenantId), eq(products.slug, 'plakat-a1')))
      .returning();
    productId = product!.id;
    priceListId = product!.priceListId!;
  });
});
afterAll(() => t.close());

/** Distinct first quantities (ascending) with any unit prices. */
const scalesArbitrary = fc
  .uniqueArray(fc.integer({ min: 1, max: 5_000 }), { minLength: 1, maxLength: 5 })
  .chain((quantities) =>
    fc.tuple(
      fc.constant([...quantities].sort((a, b) => a - b)),
      fc.array(fc.integer({ min: 1, max: 50_000 }), {
        minLength: quantities.length,
        maxLength: quantities.length,
      }),
    ),
  )
  .map(([quantities, prices]) =>
    quantities.map((minQuantity, i) => ({ minQuantity, unitPriceMinor: prices[i]! })),
  );

describe('prices from quantity scales', () => {
  it('total = price per single unit × quantity at every scale boundary, on the page and in the cart', async () => {
    await fc.assert(
      fc.asyncProperty(scalesArbitrary, async (scales) => {
        await t.changeAsSystem(async (tx) => {
          await tx.delete(priceScales).where(eq(priceScales.priceListId, priceListId));
          await tx.insert(priceScales).values(scales.map((scale) => ({ tenantId, priceListId, ...scale })));
        });
        const { body } = await graphqlAs<{ product: { id: string; priceTable: Row[] } }>(t, jar, TABLE);
        const table = body.data!.product.priceTable;
        expect(table.map((row) => row.quantity)).toEqual(scales.map((scale) => scale.minQuantity));
        for (const [i, row] of table.entries()) {
          expect(row.unitPrice.amountMinor).toBe(scales[i]!.unitPriceMinor);
          expect(row.total.amountMinor).toBe(row.unitPrice.amountMinor * row.quantity);
          // The cart line at the boundary, and one below the next boundary, uses this scale's price.
          const next = scales[i + 1]?.minQuantity;
          for (const quantity of [row.quantity, ...(next && next - 1 > row.quantity ? [next - 1] : [])]) {
            const added = await graphqlAs<{
              addCartItem: { price: { unitPriceMinor: number; totalMinor: number } };
            }>(t, jar, ADD, { input: { productId, quantity, fieldValues: {} } });
            expect(added.body.errors).toBeUndefined();
            expect(added.body.data!.addCartItem.price).toEqual({
              unitPriceMinor: scales[i]!.unitPriceMinor,
              totalMinor: scales[i]!.unitPriceMinor * quantity,
            });
          }
        }
      }),
      { numRuns: 12 },
    );
  });
});

// Issue 15: a list entered gross, with scales of its own for one variant. The shop shows gross, the
// product is taxed at the list's rate, so what the admin typed is what the page and the cart show,
// for the variant by its own scales and for the others by the list's.
const VARIANT_TABLE = `query V($v: ID) { product(slug: "plakat-a1") {
  priceTable(variantId: $v) { quantity unitPrice { amountMinor } total { amountMinor } } } }`;
const ADD_VARIANT = `mutation A($input: CartItemInput!) { addCartItem(kind: draft, input: $input) {
  price { unitPriceMinor totalMinor } } }`;

describe('a gross price list with scales per variant', () => {
  it('page and cart agree for the variant with its own scales and for the one without', async () => {
    const variants = await withSystem(t.database, (tx) =>
      tx.select().from(productVariants).where(eq(productVariants.productId, productId)),
    );
    const own = variants.find((v) => v.code === 'PO-A1-GLOSS')!;
    const other = variants.find((v) => v.code === 'PO-A1-MATT')!;
    await fc.assert(
      fc.asyncProperty(scalesArbitrary, scalesArbitrary, async (listScales, variantScales) => {
        await t.changeAsSystem(async (tx) => {
          await tx
            .update(priceLists)
            .set({ priceEntry: 'gross', taxCategory: 'standard' })
            .where(eq(priceLists.id, priceListId));
          await tx.update(products).set({ taxCategory: 'standard' }).where(eq(products.id, productId));
          await tx.delete(priceScales).where(eq(priceScales.priceListId, priceListId));
          await tx
            .insert(priceScales)
            .values([
              ...listScales.map((scale) => ({ tenantId, priceListId, ...scale })),
              ...variantScales.map((scale) => ({ tenantId, priceListId, variantId: own.id, ...scale })),
            ]);
        });
        for (const [variant, scales] of [
          [own, variantScales],
          [other, listScales],
        ] as const) {
          const { body } = await graphqlAs<{ product: { priceTable: Row[] } }>(t, jar, VARIANT_TABLE, {
            v: variant.id,
          });
          const table = body.data!.product.priceTable;
          expect(table.map((row) => [row.quantity, row.unitPrice.amountMinor])).toEqual(
            scales.map((scale) => [scale.minQuantity, scale.unitPriceMinor]),
          );
          const last = table.at(-1)!;
          const added = await graphqlAs<{
            addCartItem: { price: { unitPriceMinor: number; totalMinor: number } };
          }>(t, jar, ADD_VARIANT, {
            input: { productId, variantId: variant.id, quantity: last.quantity, fieldValues: {} },
          });
          expect(added.body.data!.addCartItem.price).toEqual({
            unitPriceMinor: last.unitPrice.amountMinor,
            totalMinor: last.total.amountMinor,
          });
          expect(last.total.amountMinor).toBe(last.unitPrice.amountMinor * last.quantity);
        }
      }),
      { numRuns: 8 },
    );
  });
});
