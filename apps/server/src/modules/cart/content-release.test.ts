import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { graphqlAs, type CookieJar } from '../../testing/auth-helpers.ts';
import {
  addToCart,
  ENVELOPE_VALUES,
  ENVELOPES,
  placeOrder,
  productId,
  visitor,
  type GraphQLErrors,
} from '../../testing/checkout-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { productFields } from '../catalog/catalog.tables.ts';

// Spec §5: "Before a personalised item is added to the cart, the user must confirm the content is
// correct (content release)". Every way into the cart refuses a personalised item whose call does not
// carry the shopper's release, and stores nothing; with it, each works as before.

const ADD = `mutation Add($kind: CartKind!, $input: CartItemInput!, $released: Boolean) {
  addCartItem(kind: $kind, input: $input, contentReleased: $released) { id kind } }`;
const MOVE = `mutation Move($id: ID!, $to: CartKind!, $released: Boolean) {
  moveCartItem(id: $id, to: $to, contentReleased: $released) { id kind } }`;
const UPDATE = `mutation Update($id: ID!, $changes: CartItemChanges!, $released: Boolean) {
  updateCartItem(id: $id, changes: $changes, contentReleased: $released) { id quantity fieldValues } }`;
const REORDER = `mutation Reorder($orderId: ID!, $to: ReorderTarget!, $released: Boolean) {
  reorder(orderId: $orderId, to: $to, contentReleased: $released) }`;
const COUNTS = 'query Counts { cartCounts { cart watchlist draft } }';
const PERSONALISED = `query Items { cartItems(kind: cart) { id product { personalised } } }`;

const RELEASE_REQUIRED = 'shop.contentReleaseRequired';
const CARD = { firstName: 'Eva', lastName: 'Muster', email: 'eva@example.com' };

type Answer = { data?: Record<string, { id: string; kind?: string }> | null; errors?: GraphQLErrors };

let t: TestApp;
let card: string;
let envelopes: string;
let sticker: string;
beforeAll(async () => {
  t = await createTestApp();
  card = await productId(t, 'visitenkarten-standard');
  envelopes = await productId(t, ENVELOPES);
  // A product without personalisation fields: nothing to release.
  sticker = await productId(t, 'aufkleber-rund');
  await withSystem(t.database, (tx) => tx.delete(productFields).where(eq(productFields.productId, sticker)));
});
afterAll(() => t.close());

const call = async (jar: CookieJar, query: string, variables: Record<string, unknown>) =>
  (await graphqlAs(t, jar, query, variables)).body as Answer;
const keyOf = (answer: Answer) => answer.errors?.[0]?.extensions?.key;
const counts = async (jar: CookieJar) =>
  (await graphqlAs<{ cartCounts: Record<string, number> }>(t, jar, COUNTS)).body.data!.cartCounts;

describe('content release on the way into the cart', () => {
  it('adds a personalised item only when the shopper released it; a plain product needs none', async () => {
    const jar = await visitor(t);
    const input = { productId: card, quantity: 250, fieldValues: CARD };
    expect(keyOf(await call(jar, ADD, { kind: 'cart', input }))).toBe(RELEASE_REQUIRED);
    expect(keyOf(await call(jar, ADD, { kind: 'cart', input, released: false }))).toBe(RELEASE_REQUIRED);
    expect(await counts(jar)).toMatchObject({ cart: 0 });

    // A draft is no release: it stays the shopper's to change.
    expect((await call(jar, ADD, { kind: 'draft', input })).errors).toBeUndefined();
    expect((await call(jar, ADD, { kind: 'cart', input, released: true })).errors).toBeUndefined();
    expect((await call(jar, ADD, { kind: 'cart', input: { productId: sticker, quantity: 50 } })).errors).toBe(
      undefined,
    );
    expect(await counts(jar)).toMatchObject({ cart: 2, draft: 1 });
    const items = await graphqlAs<{ cartItems: { product: { personalised: boolean } }[] }>(
      t,
      jar,
      PERSONALISED,
    );
    expect(items.body.errors).toBeUndefined();
    expect(items.body.data!.cartItems.map((item) => item.product.personalised).sort()).toEqual([false, true]);
  });

  it('finishes a draft, and takes a watchlist entry into the cart, only with the release', async () => {
    const jar = await visitor(t);
    const draft = (await call(jar, ADD, { kind: 'draft', input: { productId: card, fieldValues: CARD } }))
      .data!.addCartItem!;
    expect(keyOf(await call(jar, MOVE, { id: draft.id, to: 'cart' }))).toBe(RELEASE_REQUIRED);
    expect(await counts(jar)).toMatchObject({ cart: 0, draft: 1 });
    expect(
      (await call(jar, MOVE, { id: draft.id, to: 'cart', released: true })).data?.moveCartItem?.kind,
    ).toBe('cart');

    // Cart → watchlist needs nothing; back into the cart is a way in like any other.
    expect((await call(jar, MOVE, { id: draft.id, to: 'watchlist' })).errors).toBeUndefined();
    expect(keyOf(await call(jar, MOVE, { id: draft.id, to: 'cart' }))).toBe(RELEASE_REQUIRED);
    expect(await counts(jar)).toMatchObject({ cart: 0, watchlist: 1 });
    expect((await call(jar, MOVE, { id: draft.id, to: 'cart', released: true })).errors).toBeUndefined();
  });

  it('asks for a new release when the content of an item in the cart changes, not for its quantity', async () => {
    const jar = await visitor(t);
    const id = await addToCart(t, jar, { productId: card, quantity: 250, fieldValues: CARD });
    const changed = { fieldValues: { ...CARD, lastName: 'Neu' } };
    expect(keyOf(await call(jar, UPDATE, { id, changes: changed }))).toBe(RELEASE_REQUIRED);
    expect((await call(jar, UPDATE, { id, changes: { quantity: 500 } })).errors).toBeUndefined();
    expect((await call(jar, UPDATE, { id, changes: changed, released: true })).errors).toBeUndefined();
    const stored = await graphqlAs<{ cartItem: { quantity: number; fieldValues: Record<string, string> } }>(
      t,
      jar,
      'query I($id: ID!) { cartItem(id: $id) { quantity fieldValues } }',
      { id },
    );
    expect(stored.body.data!.cartItem).toMatchObject({ quantity: 500, fieldValues: { lastName: 'Neu' } });
  });

  it('reorders personalised items into the cart only with the release; into the drafts without', async () => {
    const jar = await visitor(t);
    await addToCart(t, jar, { productId: envelopes, quantity: 250, fieldValues: ENVELOPE_VALUES });
    const { order } = await placeOrder(t, jar);
    expect(keyOf(await call(jar, REORDER, { orderId: order!.id, to: 'cart' }))).toBe(RELEASE_REQUIRED);
    expect(await counts(jar)).toMatchObject({ cart: 0, draft: 0 });
    expect((await call(jar, REORDER, { orderId: order!.id, to: 'draft' })).errors).toBeUndefined();
    expect((await call(jar, REORDER, { orderId: order!.id, to: 'cart', released: true })).errors).toBe(
      undefined,
    );
    expect(await counts(jar)).toMatchObject({ cart: 1, draft: 1 });
  });
});
