import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlAs, loginAs, type CookieJar } from '../../../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../testing/test-app.ts';

// Choosing a sample print template on the Settings tab (issue 15) gives the product the fields its
// design binds to, adding the missing ones to the shop's field library; a field the admin removed
// afterwards stays removed while the template stays the same.

type Errors = { message: string }[];
const CREATE = `mutation C($name: String!, $slug: String!) { createProduct(name: $name, slug: $slug) { id } }`;
const UPDATE = `mutation U($id: ID!, $input: ProductSettingsInput!) { updateProductSettings(id: $id, input: $input) { id } }`;
const USES = `query Uses($productId: ID!) { productFieldUses(productId: $productId) { fieldId name } }`;
const SAVE_USES = `mutation Save($productId: ID!, $fields: [ProductFieldUseInput!]!) {
  saveProductFieldUses(productId: $productId, fields: $fields) { fieldId } }`;
const LIBRARY = `query L { productFieldLibrary { name type label } }`;
const SHOP = `query P($slug: String!) { product(slug: $slug) { fields { name label required } } }`;

let t: TestApp;
let admin: CookieJar;
let northAdmin: CookieJar;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
  northAdmin = await loginAs(t, 'admin', 'Admin#2026', { host: 'northprint.localhost' });
});
afterAll(() => t.close());

const call = async <T>(jar: CookieJar, query: string, variables: Record<string, unknown>, host?: string) =>
  (await graphqlAs<T>(t, jar, query, variables, host)).body as { data?: T; errors?: Errors };

const settings = (slug: string, templateKey: string | null, language = 'de-DE') => ({
  names: [{ language, text: slug }],
  descriptions: [],
  slug,
  articleCode: '',
  published: true,
  orderable: true,
  paymentMode: 'single',
  taxCategory: 'standard',
  templateKey,
});

async function fieldNames(jar: CookieJar, productId: string, host?: string): Promise<string[]> {
  const uses = await call<{ productFieldUses: { name: string }[] }>(jar, USES, { productId }, host);
  expect(uses.errors).toBeUndefined();
  return uses.data!.productFieldUses.map((use) => use.name);
}

describe('a sample print template chosen on the Settings tab', () => {
  it('brings its fields to the product and the library, and the shop form offers them', async () => {
    const created = await call<{ createProduct: { id: string } }>(admin, CREATE, {
      name: 'Flyer',
      slug: 'flyer-neu',
    });
    const id = created.data!.createProduct.id;
    expect(await fieldNames(admin, id)).toEqual([]);
    // Two saves at once (a double click): the fields come once.
    const saves = await Promise.all([
      call(admin, UPDATE, { id, input: settings('flyer-neu', 'flyerA6') }),
      call(admin, UPDATE, { id, input: settings('flyer-neu', 'flyerA6') }),
    ]);
    for (const save of saves) expect(save.errors).toBeUndefined();
    expect(await fieldNames(admin, id)).toEqual(['headline', 'bodyText', 'image']);
    const shop = await call<{ product: { fields: { name: string; label: string; required: boolean }[] } }>(
      admin,
      SHOP,
      { slug: 'flyer-neu' },
    );
    expect(shop.data!.product.fields).toEqual([
      { name: 'headline', label: 'Überschrift', required: true },
      { name: 'bodyText', label: 'Fließtext', required: true },
      // The library had an image field already: it is used as it is.
      { name: 'image', label: 'Motiv', required: false },
    ]);

    // The admin drops the image field; saving the settings with the same template keeps it dropped.
    const uses = await call<{ productFieldUses: { fieldId: string; name: string }[] }>(admin, USES, {
      productId: id,
    });
    const kept = uses.data!.productFieldUses.filter((use) => use.name !== 'image');
    const saved = await call(admin, SAVE_USES, {
      productId: id,
      fields: kept.map(({ fieldId }) => ({ fieldId })),
    });
    expect(saved.errors).toBeUndefined();
    await call(admin, UPDATE, { id, input: settings('flyer-neu', 'flyerA6') });
    expect(await fieldNames(admin, id)).toEqual(['headline', 'bodyText']);

    // Another sample adds its own after the product's fields; the library holds each name once.
    await call(admin, UPDATE, { id, input: settings('flyer-neu', 'businessCard') });
    const names = await fieldNames(admin, id);
    expect(names.slice(0, 2)).toEqual(['headline', 'bodyText']);
    expect(names).toEqual(expect.arrayContaining(['firstName', 'lastName', 'email', 'logo']));
    const library = await call<{ productFieldLibrary: { name: string }[] }>(admin, LIBRARY, {});
    const libraryNames = library.data!.productFieldLibrary.map((field) => field.name.toLowerCase());
    expect(libraryNames.length).toBe(new Set(libraryNames).size);
  });

  it('labels new library fields in the shop’s own languages', async () => {
    const host = 'northprint.localhost';
    const created = await call<{ createProduct: { id: string } }>(
      northAdmin,
      CREATE,
      { name: 'Flyer', slug: 'flyer-new' },
      host,
    );
    const id = created.data!.createProduct.id;
    const saved = await call(
      northAdmin,
      UPDATE,
      { id, input: settings('flyer-new', 'flyerA6', 'en-GB') },
      host,
    );
    expect(saved.errors).toBeUndefined();
    expect(await fieldNames(northAdmin, id, host)).toEqual(['headline', 'bodyText', 'image']);
    const library = await call<{ productFieldLibrary: { name: string; label: Record<string, string> }[] }>(
      northAdmin,
      LIBRARY,
      {},
      host,
    );
    for (const name of ['headline', 'bodyText', 'image']) {
      const field = library.data!.productFieldLibrary.find((candidate) => candidate.name === name);
      expect(Object.keys(field!.label)).not.toContain('de-DE');
      expect(field!.label['en-GB']).toBeTruthy();
    }
  });
});
