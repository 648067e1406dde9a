import { AUTH_PATHS } from '@print/core/auth/auth-api';
import { BUSINESS_CARD_TEMPLATE } from '@print/core/print/sample-templates';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../../platform/db/tenant-scope.ts';
import { authPost, graphqlAs, type CookieJar } from '../../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { tenants } from '../../tenancy/tenancy.tables.ts';
import { products } from '../catalog.tables.ts';

// What the product form needs from the product (issue 4): its print template, pictures per language
// and the favourite state; and what the cart checks of a personalised item with the shared rules.

const DESIGN = `query Design($slug: String!, $language: String) { product(slug: $slug, language: $language) {
  id imageUrl images { url thumbnailUrl alt } template isFavourite } }`;
const ADD = `mutation Add($kind: CartKind!, $input: CartItemInput!) {
  addCartItem(kind: $kind, input: $input, contentReleased: true) { id kind quantity fieldValues price { unitPriceMinor totalMinor currency } } }`;
const ITEM = 'query Item($id: ID!) { cartItem(id: $id) { id kind fieldValues } }';
const MOVE =
  'mutation Move($id: ID!, $to: CartKind!) { moveCartItem(id: $id, to: $to, contentReleased: true) { id kind } }';
const FAVOURITE = 'mutation Fav($productId: ID!) { toggleFavourite(productId: $productId) }';

type Errors = { message: string; extensions?: { key?: string; fields?: Record<string, { key: string }> } }[];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function visitor(host = 'localhost'): Promise<CookieJar> {
  const jar: CookieJar = new Map();
  await authPost(t, AUTH_PATHS.temporarySession, { language: 'en-GB' }, jar, host);
  return jar;
}
async function design(jar: CookieJar | null, slug: string, language?: string) {
  const { body } = await graphqlAs<{ product: Record<string, unknown> & { id: string } }>(t, jar, DESIGN, {
    slug,
    language,
  });
  expect(body.errors).toBeUndefined();
  return body.data!.product;
}
const add = async (jar: CookieJar, kind: string, input: Record<string, unknown>) =>
  (
    await graphqlAs<{ addCartItem: { id: string; price: Record<string, unknown> | null } }>(t, jar, ADD, {
      kind,
      input,
    })
  ).body as {
    data?: { addCartItem: { id: string; price: Record<string, unknown> | null } } | null;
    errors?: Errors;
  };

const card = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };

describe('product design data', () => {
  it('gives a business card its print template and a flyer its own; products without a design none', async () => {
    expect((await design(null, 'visitenkarten-standard')).template).toEqual(BUSINESS_CARD_TEMPLATE);
    expect((await design(null, 'flyer-a6')).template).toMatchObject({ size: { width: 105, height: 148 } });
    expect((await design(null, 'aufkleber-rund')).template).toBeNull();
  });

  it('leaves out a stored template that fails validation', async () => {
    await withSystem(t.database, async (tx) => {
      const [tenant] = await tx.select().from(tenants).where(eq(tenants.slug, 'druckerei'));
      await tx
        .update(products)
        .set({ template: { version: 1, pages: 'broken' } })
        .where(and(eq(products.tenantId, tenant!.id), eq(products.slug, 'visitenkarten-premium')));
    });
    expect((await design(null, 'visitenkarten-premium')).template).toBeNull();
  });

  it('shows the alternative picture of the reader’s language', async () => {
    const german = await design(null, 'visitenkarten-standard', 'de-DE');
    const english = await design(null, 'visitenkarten-standard', 'en-GB');
    expect(german.images).toEqual([
      {
        url: '/demo/visitenkarten-standard.svg',
        thumbnailUrl: '/demo/visitenkarten-standard.svg',
        alt: expect.any(String),
      },
      expect.objectContaining({ url: '/demo/visitenkarten-standard.detail.svg' }),
    ]);
    expect((english.images as { url: string }[])[0]!.url).toBe('/demo/visitenkarten-standard.en-GB.svg');
    expect(english.imageUrl).toBe('/demo/visitenkarten-standard.en-GB.svg');
    const picture = await t.app.inject({
      url: '/demo/visitenkarten-standard.en-GB.svg',
      headers: { host: 'localhost' },
    });
    expect(picture.statusCode).toBe(200);
    expect(picture.body).toContain('>EN<');
  });

  it('marks favourites of the session user only', async () => {
    const jar = await visitor();
    const { id } = await design(jar, 'flyer-a5');
    expect((await design(jar, 'flyer-a5')).isFavourite).toBe(false);
    await graphqlAs(t, jar, FAVOURITE, { productId: id });
    expect((await design(jar, 'flyer-a5')).isFavourite).toBe(true);
    expect((await design(await visitor(), 'flyer-a5')).isFavourite).toBe(false);
    expect((await design(null, 'flyer-a5')).isFavourite).toBe(false);
  });
});

describe('personalised items in the cart', () => {
  it("prices the item as the product page's price table does for its quantity", async () => {
    const jar = await visitor();
    const { id } = await design(jar, 'visitenkarten-standard');
    const table = await graphqlAs<{
      product: {
        priceTable: {
          quantity: number;
          unitPrice: { amountMinor: number };
          total: { amountMinor: number };
        }[];
      };
    }>(
      t,
      jar,
      'query Table { product(slug: "visitenkarten-standard") { priceTable { quantity unitPrice { amountMinor } total { amountMinor } } } }',
    );
    const row = table.body.data!.product.priceTable.find((entry) => entry.quantity === 250)!;
    const added = await add(jar, 'cart', { productId: id, quantity: 250, fieldValues: card });
    expect(added.errors).toBeUndefined();
    expect(added.data!.addCartItem.price).toEqual({
      unitPriceMinor: row.unitPrice.amountMinor,
      totalMinor: row.total.amountMinor,
      currency: 'EUR',
    });
  });

  it("refuses an incomplete item for the cart with 'Please fill in all mandatory fields.', but keeps it as a draft", async () => {
    const jar = await visitor();
    const { id } = await design(jar, 'visitenkarten-standard');
    const refused = await add(jar, 'cart', { productId: id, fieldValues: { firstName: 'Ada' } });
    expect(refused.errors?.[0]?.message).toBe('Please fill in all mandatory fields.');
    expect(Object.keys(refused.errors?.[0]?.extensions?.fields ?? {})).toEqual(['lastName', 'email']);

    const draft = await add(jar, 'draft', { productId: id, fieldValues: { firstName: 'Ada' } });
    expect(draft.errors).toBeUndefined();
    const draftId = draft.data!.addCartItem.id;
    // Finishing the draft checks it again.
    const finish = await graphqlAs(t, jar, MOVE, { id: draftId, to: 'cart' });
    expect((finish.body.errors as Errors)[0]?.message).toBe('Please fill in all mandatory fields.');
    const reopened = await graphqlAs<{ cartItem: { kind: string; fieldValues: unknown } }>(t, jar, ITEM, {
      id: draftId,
    });
    expect(reopened.body.data?.cartItem).toEqual({
      id: draftId,
      kind: 'draft',
      fieldValues: { firstName: 'Ada' },
    });
  });

  it('checks each value with its field’s rule, also in drafts', async () => {
    const jar = await visitor();
    const { id } = await design(jar, 'visitenkarten-standard');
    const bad = await add(jar, 'draft', { productId: id, fieldValues: { ...card, email: 'ada-at-example' } });
    expect(bad.errors?.[0]?.extensions?.key).toBe('validation.email');
    expect(bad.errors?.[0]?.extensions?.fields?.email?.key).toBe('validation.email');
    const script = await add(jar, 'draft', {
      productId: id,
      fieldValues: { ...card, logo: 'javascript:alert(1)' },
    });
    expect(script.errors?.[0]?.extensions?.key).toBe('validation.validUrl');
    const unknown = await add(jar, 'draft', { productId: id, fieldValues: { ...card, shoeSize: '44' } });
    expect(unknown.errors?.[0]?.message).toBe(
      'Item could not be added to the shopping cart; error updating or copying in the cart.',
    );
  });

  it("does not show another user's item", async () => {
    const owner = await visitor();
    const { id } = await design(owner, 'visitenkarten-standard');
    const draftId = (await add(owner, 'draft', { productId: id, fieldValues: card })).data!.addCartItem.id;
    const stranger = await visitor();
    const seen = await graphqlAs<{ cartItem: unknown }>(t, stranger, ITEM, { id: draftId });
    expect(seen.body.data?.cartItem).toBeNull();
  });
});
