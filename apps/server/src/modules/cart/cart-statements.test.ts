import { AUTH_PATHS } from '@print/core/auth/auth-api';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { authPost, graphqlAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { products } from '../catalog/catalog.tables.ts';
import { tenants } from '../tenancy/tenancy.tables.ts';
import { isWorkStatement } from '../../testing/statements.ts';

// Add to cart is the hot write of the shop (issue 13): each SQL statement is a round trip of its own,
// and on a busy server the round trips cost more CPU than anything else in the call. Counted through
// the database's statement observer (platform/db/client.ts), like the catalogue's.

const ADD = `mutation Add($input: CartItemInput!) {
  addCartItem(kind: cart, input: $input, contentReleased: true) { id quantity price { totalMinor currency } } }`;
const CART = 'query Cart { cartItems(kind: cart) { id price { totalMinor currency } } }';
const CARD = { firstName: 'Erika', lastName: 'Mustermann', email: 'erika@example.com' };

type Added = { addCartItem: { id: string; quantity: number; price: { totalMinor: number } } };

let t: TestApp;
let productId: string;
beforeAll(async () => {
  t = await createTestApp();
  const [row] = await withSystem(t.database, (tx) =>
    tx
      .select({ id: products.id })
      .from(products)
      .innerJoin(tenants, eq(tenants.id, products.tenantId))
      .where(and(eq(tenants.slug, 'druckerei'), eq(products.slug, 'visitenkarten-standard'))),
  );
  productId = row!.id;
});
afterAll(() => t.close());

/** Runs one call and returns its body and the SQL statements it sent (transaction control left out). */
async function counted<T>(jar: CookieJar, query: string, variables: Record<string, unknown> = {}) {
  const statements: string[] = [];
  t.database.onStatement = (sql) => {
    if (isWorkStatement(sql)) statements.push(sql);
  };
  try {
    const { body } = await graphqlAs<T>(t, jar, query, variables);
    expect(body.errors).toBeUndefined();
    return { data: body.data!, statements };
  } finally {
    t.database.onStatement = undefined;
  }
}

describe('statements of add to cart', () => {
  it('adds a personalised item for a temporary visitor in one transaction of six statements', async () => {
    const jar: CookieJar = new Map();
    await authPost(t, AUTH_PATHS.temporarySession, { language: 'de-DE' }, jar);
    await counted(jar, ADD, { input: { productId, quantity: 100, fieldValues: CARD } }); // warm the tenant cache
    const { data, statements } = await counted<Added>(jar, ADD, {
      input: { productId, quantity: 250, fieldValues: CARD },
    });
    const listing = statements.join('\n');
    // The session's record (a statement only when the key-value store is the database), then one
    // transaction: its scope, the session user, the product as the catalogue
    // shows it, its price scales, its fields with the template, and the insert. The answer is built
    // from what the checks read: no second read of the product or its prices.
    const sessionRecord = process.env.TEST_REDIS_URL ? 0 : 1;
    expect(statements.length, listing).toBe(6 + sessionRecord);
    expect(
      statements.filter((sql) => /set_config\('role'/.test(sql)),
      listing,
    ).toHaveLength(1);
    expect(
      statements.filter((sql) => /from "price_scale"/.test(sql)),
      listing,
    ).toHaveLength(1);

    // The price the answer shows is the one the cart shows.
    expect(data.addCartItem.quantity).toBe(250);
    const { body } = await graphqlAs<{ cartItems: { id: string; price: unknown }[] }>(t, jar, CART);
    const inCart = body.data!.cartItems.find((item) => item.id === data.addCartItem.id);
    expect(inCart?.price).toEqual(data.addCartItem.price);
  });
});
