import { AUTH_PATHS } from '@print/core/auth/auth-api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { authPost, graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { products } from '../catalog/catalog.tables.ts';
import { tenants } from '../tenancy/tenancy.tables.ts';

type Item = {
  id: string;
  kind: string;
  quantity: number;
  customName: string | null;
  fieldValues: Record<string, string>;
  product: { slug: string; name: string; available: boolean };
};
type Errors = { message: string; extensions?: { key?: string } }[] | undefined;

const ITEM = 'id kind quantity customName fieldValues product { slug name available }';
const ADD = `mutation Add($kind: CartKind!, $input: CartItemInput!) { addCartItem(kind: $kind, input: $input, contentReleased: true) { ${ITEM} } }`;
const LIST = `query Items($kind: CartKind!) { cartItems(kind: $kind) { ${ITEM} } }`;
const COUNTS = 'query Counts { cartCounts { cart watchlist draft } }';
const MOVE = `mutation Move($id: ID!, $to: CartKind!) { moveCartItem(id: $id, to: $to, contentReleased: true) { ${ITEM} } }`;
const UPDATE = `mutation Update($id: ID!, $changes: CartItemChanges!) { updateCartItem(id: $id, changes: $changes) { ${ITEM} } }`;

// Complete personalisations: the cart takes an item only with every required field filled.
const FLYER = { headline: 'Sommerfest', bodyText: 'Am Samstag im Hof' };
const EVA = { firstName: 'Eva', lastName: 'Muster', email: 'eva@example.com' };

let t: TestApp;
const productIds = new Map<string, string>();
beforeAll(async () => {
  t = await createTestApp();
  const rows = await withSystem(t.database, (tx) =>
    tx
      .select({ id: products.id, slug: products.slug, tenant: tenants.slug })
      .from(products)
      .innerJoin(tenants, eq(tenants.id, products.tenantId)),
  );
  for (const row of rows) productIds.set(`${row.tenant}/${row.slug}`, row.id);
});
afterAll(() => t.close());

const product = (slug: string, tenant = 'druckerei') => productIds.get(`${tenant}/${slug}`)!;

async function visitor(): Promise<CookieJar> {
  const jar: CookieJar = new Map();
  await authPost(t, AUTH_PATHS.temporarySession, { language: 'en-GB' }, jar);
  return jar;
}

async function add(jar: CookieJar, kind: string, input: Record<string, unknown>) {
  return (await graphqlAs<{ addCartItem: Item }>(t, jar, ADD, { kind, input })).body;
}

describe('cart areas', () => {
  it('adds, counts, moves between cart and watchlist, renames, duplicates and deletes', async () => {
    const jar = await visitor();
    const added = await add(jar, 'cart', {
      productId: product('flyer-a6'),
      quantity: 250,
      fieldValues: { headline: 'Sommerfest', bodyText: 'Am Samstag im Hof' },
    });
    expect(added.errors).toBeUndefined();
    const item = added.data!.addCartItem;
    expect(item).toMatchObject({ kind: 'cart', quantity: 250, fieldValues: { headline: 'Sommerfest' } });
    expect(item.product.name).toBeTruthy();

    const moved = await graphqlAs<{ moveCartItem: Item }>(t, jar, MOVE, { id: item.id, to: 'watchlist' });
    expect(moved.body.data?.moveCartItem.kind).toBe('watchlist');
    expect((await graphqlAs<{ cartCounts: unknown }>(t, jar, COUNTS)).body.data?.cartCounts).toEqual({
      cart: 0,
      watchlist: 1,
      draft: 0,
    });
    await graphqlAs(t, jar, MOVE, { id: item.id, to: 'cart' });

    const renamed = await graphqlAs<{ updateCartItem: Item }>(t, jar, UPDATE, {
      id: item.id,
      changes: { customName: 'Flyer Sommerfest', quantity: 500 },
    });
    expect(renamed.body.data?.updateCartItem).toMatchObject({
      customName: 'Flyer Sommerfest',
      quantity: 500,
    });

    const copy = await graphqlAs<{ duplicateCartItem: Item }>(
      t,
      jar,
      `mutation Dup($id: ID!) { duplicateCartItem(id: $id) { ${ITEM} } }`,
      { id: item.id },
    );
    expect(copy.body.data?.duplicateCartItem).toMatchObject({
      customName: 'Flyer Sommerfest',
      quantity: 500,
    });
    expect(copy.body.data?.duplicateCartItem.id).not.toBe(item.id);

    const deleted = await graphqlAs(t, jar, 'mutation Del($id: ID!) { deleteCartItem(id: $id) }', {
      id: item.id,
    });
    expect(deleted.body).toEqual({ data: { deleteCartItem: true } });
    const left = await graphqlAs<{ cartItems: Item[] }>(t, jar, LIST, { kind: 'cart' });
    expect(left.body.data?.cartItems.map((i) => i.id)).toEqual([copy.body.data!.duplicateCartItem.id]);
  });

  it('finishes a draft into the cart', async () => {
    const jar = await visitor();
    const draft = (
      await add(jar, 'draft', { productId: product('visitenkarten-standard'), fieldValues: EVA })
    ).data!.addCartItem;
    expect(draft.kind).toBe('draft');
    const finished = await graphqlAs<{ moveCartItem: Item }>(t, jar, MOVE, { id: draft.id, to: 'cart' });
    expect(finished.body.data?.moveCartItem.kind).toBe('cart');
  });

  it("refuses what cannot be ordered with 'Product is not available at the moment.', but keeps it as a draft", async () => {
    const jar = await visitor();
    const id = product('plakat-a1');
    await withSystem(t.database, (tx) => tx.update(products).set({ stock: 0 }).where(eq(products.id, id)));
    const refused = await add(jar, 'cart', { productId: id });
    expect((refused.errors as Errors)?.[0]).toMatchObject({
      message: 'Product is not available at the moment.',
      extensions: { key: 'shop.productNotAvailable' },
    });
    const draft = await add(jar, 'draft', { productId: id });
    expect(draft.data?.addCartItem.product.available).toBe(false);
    const finish = await graphqlAs(t, jar, MOVE, { id: draft.data!.addCartItem.id, to: 'cart' });
    expect((finish.body.errors as Errors)?.[0]?.extensions?.key).toBe('shop.productNotAvailable');
    await withSystem(t.database, (tx) => tx.update(products).set({ stock: null }).where(eq(products.id, id)));
  });

  it('refuses forbidden characters in personalisation values and bad quantities', async () => {
    const jar = await visitor();
    const bad = await add(jar, 'cart', {
      productId: product('flyer-a6'),
      fieldValues: { headline: '<script>' },
    });
    expect((bad.errors as Errors)?.[0]?.extensions?.key).toBe('validation.forbiddenCharacters');
    const zero = await add(jar, 'cart', { productId: product('flyer-a6'), quantity: 0 });
    expect((zero.errors as Errors)?.[0]?.extensions?.key).toBe('validation.positiveNumber');
  });

  it('toggles a favourite on the watchlist', async () => {
    const jar = await visitor();
    const TOGGLE = 'mutation Fav($id: ID!) { toggleFavourite(productId: $id) }';
    expect((await graphqlAs(t, jar, TOGGLE, { id: product('flyer-a5') })).body).toEqual({
      data: { toggleFavourite: true },
    });
    expect(
      (await graphqlAs<{ cartCounts: { watchlist: number } }>(t, jar, COUNTS)).body.data?.cartCounts
        .watchlist,
    ).toBe(1);
    expect((await graphqlAs(t, jar, TOGGLE, { id: product('flyer-a5') })).body).toEqual({
      data: { toggleFavourite: false },
    });
  });

  it('shares a draft as a copy: the recipient gets their own, the sender keeps theirs', async () => {
    const sender = await visitor();
    const draft = (
      await add(sender, 'draft', { productId: product('flyer-a6'), fieldValues: { headline: 'Original' } })
    ).data!.addCartItem;
    const token = (
      await graphqlAs<{ shareDraft: string }>(t, sender, 'mutation Share($id: ID!) { shareDraft(id: $id) }', {
        id: draft.id,
      })
    ).body.data!.shareDraft;
    const recipient = await visitor();
    const opened = await graphqlAs<{ openSharedDraft: Item }>(
      t,
      recipient,
      `mutation Open($token: String!) { openSharedDraft(token: $token) { ${ITEM} } }`,
      { token },
    );
    const copy = opened.body.data!.openSharedDraft;
    expect(copy).toMatchObject({ kind: 'draft', fieldValues: { headline: 'Original' } });
    expect(copy.id).not.toBe(draft.id);
    await graphqlAs(t, recipient, UPDATE, { id: copy.id, changes: { fieldValues: { headline: 'Changed' } } });
    const senders = await graphqlAs<{ cartItems: Item[] }>(t, sender, LIST, { kind: 'draft' });
    expect(senders.body.data?.cartItems[0]?.fieldValues).toEqual({ headline: 'Original' });
    // The recipient cannot reach the sender's draft by its id.
    const foreign = await graphqlAs(t, recipient, UPDATE, { id: draft.id, changes: { customName: 'Mine' } });
    expect((foreign.body.errors as Errors)?.[0]?.extensions?.key).toBe('shop.addToCartError');
  });

  it("keeps a temporary visitor's cart when they log in", async () => {
    const jar = await visitor();
    await add(jar, 'cart', { productId: product('flyer-a6'), quantity: 250, fieldValues: FLYER });
    await add(jar, 'draft', { productId: product('visitenkarten-standard') });
    await loginAs(t, 'kunde', 'Kunde#2026', { jar });
    expect((await graphqlAs<{ cartCounts: unknown }>(t, jar, COUNTS)).body.data?.cartCounts).toMatchObject({
      cart: 1,
      draft: 1,
    });
  });

  it('needs a session, and no tenant sees another tenant’s products', async () => {
    const anonymous = await graphqlAs(t, null, LIST, { kind: 'cart' });
    expect(anonymous.body.errors?.[0]?.message).toBe('Unauthorized');
    const north = await loginAs(t, 'customer', 'Customer#2026', {
      host: 'northprint.localhost',
      email: 'customer@northprint.test',
    });
    const other = await graphqlAs(
      t,
      north,
      ADD,
      { kind: 'cart', input: { productId: product('flyer-a6') } },
      'northprint.localhost',
    );
    expect((other.body.errors as Errors)?.[0]?.extensions?.key).toBe('shop.productNotAvailable');
  });
});
